import { Link } from '@ds';
import * as styles from './PageBreadcrumbs.css';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * "Home > … > this page" above the h1 of every page below the home page; the last crumb is the
 * current page (aria-current="page").
 * TODO(S3): switch to the design system's Breadcrumbs once it lands.
 */
export function PageBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs = [{ label: 'Home', href: '/' }, ...trail];
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className={styles.item}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link href={crumb.href} variant="subtle">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
