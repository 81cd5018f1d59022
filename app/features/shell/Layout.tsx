import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Link, Outlet, useHref, useNavigate } from 'react-router';
import * as styles from './Layout.css';

export const mainContentId = 'main-content';

/**
 * The frame every page lives in: skip link, header, main landmark and footer. react-aria's
 * RouterProvider lets design-system links navigate through react-router.
 */
export function Layout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <div className={styles.frame}>
        <a className={styles.skipLink} href={`#${mainContentId}`}>
          Skip to main content
        </a>
        <header className={styles.header}>
          <div className={styles.bar}>
            <Link to="/" className={styles.logo}>
              Forecourt<span aria-hidden="true"> ▸</span>
            </Link>
          </div>
        </header>
        <main id={mainContentId} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <footer className={styles.footer}>
          <div className={styles.footerInner}>
            <p>© 2006–{new Date().getFullYear()} Forecourt. Used cars and vans from UK dealers.</p>
          </div>
        </footer>
      </div>
    </AriaRouterProvider>
  );
}
