import { Breadcrumb as RACBreadcrumb, Breadcrumbs as RACBreadcrumbs, Link as RACLink } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Breadcrumbs.css';

interface BreadcrumbItem {
  label: string;
  /** The page's address; the last item (the current page) is not a link, so it may go without. */
  href?: string;
  /** Tells items apart; the address (else the label) by default. */
  id?: string;
}

export interface BreadcrumbsProps {
  /** The trail from the home page, each a label and an address; the last is the current page and is not a link. */
  items: readonly BreadcrumbItem[];
  /** Names the nav landmark; "Breadcrumb" by default. */
  'aria-label'?: string;
}

/**
 * Where the page sits, on react-aria-components' Breadcrumbs in a nav landmark. Each item but the last
 * is a link that navigates through the app's router (react-aria's RouterProvider); the last is the
 * current page: plain text marked aria-current="page", not a link to the page you are on (GOV.UK).
 * The trail wraps onto more lines on narrow screens.
 */
export function Breadcrumbs({ items, 'aria-label': label = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <RACBreadcrumbs className={styles.list}>
        {items.map((item) => {
          const id = item.id ?? item.href ?? item.label;
          return (
            <RACBreadcrumb key={id} id={id} className={styles.item}>
              {({ isCurrent }) =>
                isCurrent ? (
                  <span aria-current="page" className={styles.current}>
                    {item.label}
                  </span>
                ) : (
                  <>
                    <RACLink href={item.href} className={styles.link}>
                      {item.label}
                    </RACLink>
                    <span className={styles.separator}>
                      <Icon name="chevronRight" size="small" />
                    </span>
                  </>
                )
              }
            </RACBreadcrumb>
          );
        })}
      </RACBreadcrumbs>
    </nav>
  );
}
