import { Breadcrumb as RACBreadcrumb, Breadcrumbs as RACBreadcrumbs, Link as RACLink } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Omit on the last item: the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Names the nav landmark; "Breadcrumb" by default. */
  'aria-label'?: string;
}

/**
 * Where the page sits, on react-aria-components' Breadcrumbs in a nav landmark: the last item is the
 * current page (aria-current="page"); links navigate through the router.
 */
export function Breadcrumbs({ items, 'aria-label': label = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <RACBreadcrumbs items={items} className={styles.list}>
        {(item) => (
          <RACBreadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <RACLink href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </RACLink>
                {isCurrent ? null : (
                  <span className={styles.separator}>
                    <Icon name="chevronRight" size="small" />
                  </span>
                )}
              </>
            )}
          </RACBreadcrumb>
        )}
      </RACBreadcrumbs>
    </nav>
  );
}
