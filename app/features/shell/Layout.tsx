import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { breakpoints, Button, Stack, Text } from '@ds';
import { appEvents, onAppEvent } from '../../lib/events';
import { useStores } from '../../stores/StoresContext';
import { ErrorBoundary } from './ErrorBoundary';
import { useErrorReporter } from './ErrorReporterContext';
import { Footer } from './Footer';
import { Header } from './Header';
import { mainContentId } from './ids';
import { ChunkLoadError, retryFailedChunks } from './lazyPage';
import { AnnounceContext } from './PageFrame';
import { PageLoading, PageLoadingProvider, usePageLoadingState } from './PageLoading';
import { PageHydrated } from './PageHydrated';
import { Visit, VisitContext } from './visit';
import * as styles from './Layout.css';

const loadModalHost = () => import('../../overlays/ModalHost');
const ModalHost = lazy(loadModalHost);
// The toast region's code loads with the first toast, and the region then stays mounted.
const ToastHost = lazy(() => import('./ToastHost'));

/** Links with a scheme (https:, tel:, mailto:) are not the router's: only app paths are resolved. */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href) ? href : resolved;
}

/**
 * The frame every page lives in: header, main landmark, footer, the route announcer and the page
 * error boundary. react-aria's RouterProvider lets design-system links navigate through react-router.
 */
export const Layout = observer(function Layout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { menus, modal, toasts } = useStores();
  const [hasToasts, setHasToasts] = useState(false);
  const toastLine = useRef<HTMLDivElement>(null);
  if (!hasToasts && toasts.toasts.length > 0) setHasToasts(true);
  const errors = useErrorReporter();
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const [isPageLoading, registerPageLoading] = usePageLoadingState();
  // Told of each location as it is rendered, while the page being left is still on screen.
  const [visit] = useState(() => new Visit());
  visit.arrive(location.key);

  // Pages open where they belong (PageFrame), once their content is there: the browser's own scroll
  // restoration would scroll a page coming back before its results have. The link a person presses
  // is the one they follow, though a pointer may not focus it.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPress = (event: Event) => visit.press(event.target);
    window.addEventListener('click', onPress, { capture: true, passive: true });
    return () => window.removeEventListener('click', onPress, { capture: true });
  }, [visit]);

  // A new page closes every menu.
  useEffect(() => menus.closeAll(), [location.pathname, menus]);

  // Crossing the large-screen breakpoint closes every menu (requirements 4.7).
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${breakpoints.large}px)`);
    menus.setLargeScreen(query.matches);
    const onChange = (event: MediaQueryListEvent) => menus.setLargeScreen(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menus]);

  // The modal's code is not needed until the person acts: fetch it at their first press of a key or
  // pointer, so the `fail` overlay can still open if the network goes later. (Fetched when idle, it
  // would add 8.6 KiB gzip to every first visit's download.)
  useEffect(() => {
    const preload = () => void loadModalHost();
    const intents = ['pointerdown', 'keydown'] as const;
    intents.forEach((type) => window.addEventListener(type, preload, { once: true, capture: true, passive: true }));
    return () => intents.forEach((type) => window.removeEventListener(type, preload, { capture: true }));
  }, []);

  // Any feature may ask for the shortlist menu with the `shortlist-open` browser event.
  useEffect(() => onAppEvent(appEvents.shortlistOpen, () => menus.open('shortlist')), [menus]);

  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      <AnnounceContext.Provider value={announce}>
        <VisitContext.Provider value={visit}>
          <div className={styles.frame}>
            <Header />
            <div ref={toastLine} className={styles.toastLine} />
            <main id={mainContentId} className={isPageLoading ? styles.mainLoading : styles.main} tabIndex={-1}>
              <ErrorBoundary
                key={location.pathname}
                onError={(error, info) => errors.render(error, info.componentStack ?? undefined)}
                fallback={(error, reset) => <PageError error={error} reset={reset} />}
              >
                <PageLoadingProvider value={registerPageLoading}>
                  <Suspense fallback={<PageLoading />}>
                    <Outlet />
                    <PageHydrated />
                  </Suspense>
                </PageLoadingProvider>
              </ErrorBoundary>
            </main>
            {/* Left out while a page loads, so the page's arrival does not push it down (layout shift). */}
            {isPageLoading ? null : <Footer />}
            {hasToasts ? (
              <Suspense fallback={null}>
                <ToastHost topLine={toastLine} />
              </Suspense>
            ) : null}
            {modal.isOpen ? (
              <Suspense fallback={null}>
                <ModalHost />
              </Suspense>
            ) : null}
            <div className={styles.announcer} role="status" aria-live="polite" aria-atomic="true">
              {announcement}
            </div>
          </div>
        </VisitContext.Provider>
      </AnnounceContext.Provider>
    </AriaRouterProvider>
  );
});

/** A page that could not load or crashed: say so, and offer to try again instead of a blank page. */
const PageError = observer(function PageError({ error, reset }: { error: Error; reset: () => void }) {
  const { modal } = useStores();
  const isChunk = error instanceof ChunkLoadError;
  const retry = useCallback(() => {
    retryFailedChunks();
    reset();
  }, [reset]);

  // A page whose code did not load also gets the `fail` overlay with a retry (requirements 8.8).
  useEffect(() => {
    if (isChunk) {
      modal.open('fail', {
        title: 'This page did not load',
        message: 'Check your internet connection, then try again.',
        retry,
      });
    }
  }, [isChunk, modal, retry]);

  return (
    <Stack space="medium">
      <h1>{isChunk ? 'This page did not load' : 'Sorry, something went wrong'}</h1>
      <Text>
        {isChunk
          ? 'Check your internet connection, then try again.'
          : 'Please try again. If it keeps happening, refresh the page.'}
      </Text>
      <div>
        <Button onPress={retry}>Try again</Button>
      </div>
    </Stack>
  );
});
