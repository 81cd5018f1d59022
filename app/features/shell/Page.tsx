import { Breadcrumbs } from '@ds';
import { PageFrame, type PageFrameProps } from './PageFrame';

/** One step of a page's breadcrumb trail. */
export interface Crumb {
  label: string;
  href: string;
}

const home: Crumb = { label: 'Home', href: '/' };

export interface PageProps extends Omit<PageFrameProps, 'breadcrumbs'> {
  /**
   * Where the page sits below the home page, ending with the page itself: shown above the heading as
   * the design system's Breadcrumbs, after "Home".
   */
  trail?: readonly Crumb[];
}

/**
 * A page below the home page: the page frame with its breadcrumb trail. (A module of its own, so the
 * home page's first visit, which has no trail, does not download the breadcrumbs: 5 KiB gzip.)
 */
export function Page({ trail, ...props }: PageProps) {
  return <PageFrame {...props} breadcrumbs={trail ? <Breadcrumbs items={[home, ...trail]} /> : null} />;
}
