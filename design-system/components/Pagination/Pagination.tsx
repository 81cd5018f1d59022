import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The page shown, from 1. */
  currentPage: number;
  /** How many pages there are. */
  totalPages: number;
  /** The address of a page; links navigate through the router. */
  getPageHref: (page: number) => string;
  /** Options for the router's navigation (e.g. state saying where focus goes after a page turn). */
  routerOptions?: RACLinkProps['routerOptions'];
  /** Names the nav landmark; "Pagination" by default. */
  'aria-label'?: string;
}

/** The pages to show: first, last, and up to one either side of the current page, with gaps. */
export function pageWindow(currentPage: number, totalPages: number): Array<number | 'gap'> {
  const pages = new Set([1, totalPages, currentPage - 1, currentPage, currentPage + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

/**
 * Result pages (GOV.UK pattern) in a nav landmark: Previous and Next, page numbers with gaps, the
 * current page marked aria-current="page" and each link named "Page N".
 */
export function Pagination({
  currentPage,
  totalPages,
  getPageHref,
  routerOptions,
  'aria-label': label = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.root}>
      {currentPage > 1 ? (
        <RACLink
          href={getPageHref(currentPage - 1)}
          routerOptions={routerOptions}
          className={styles.link({ kind: 'previous' })}
          rel="prev"
        >
          <Icon name="chevronLeft" size="small" />
          Previous<VisuallyHidden> page</VisuallyHidden>
        </RACLink>
      ) : null}
      <ul className={styles.list}>
        {pageWindow(currentPage, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page} className={styles.item}>
              <RACLink
                href={getPageHref(page)}
                routerOptions={routerOptions}
                aria-label={`Page ${page}`}
                aria-current={page === currentPage ? 'page' : undefined}
                className={styles.link({ kind: 'number' })}
              >
                {page}
              </RACLink>
            </li>
          ),
        )}
      </ul>
      {currentPage < totalPages ? (
        <RACLink
          href={getPageHref(currentPage + 1)}
          routerOptions={routerOptions}
          className={styles.link({ kind: 'next' })}
          rel="next"
        >
          Next<VisuallyHidden> page</VisuallyHidden>
          <Icon name="chevronRight" size="small" />
        </RACLink>
      ) : null}
    </nav>
  );
}
