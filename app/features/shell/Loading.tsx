import * as styles from './PageLoading.css';

/**
 * Something inside a page or panel on its way (a panel's cards): said politely, in the page's text.
 * Not the design system's Spinner: react-aria's ProgressBar module sits in every page's Button code,
 * and using its component anywhere would bring its number formatting to every first visit (3.5 KiB).
 * A module of its own, as only pages and panels loaded on demand use it.
 */
export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.loading} role="status">
      {label}…
    </p>
  );
}
