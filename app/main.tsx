import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { breakpoints } from '@ds';
import { createApiClient } from './api/client';
import { App } from './App';
import { cachedCookieReads } from './lib/cookieReads';
import { browserCookies } from './lib/cookies';
import { createErrorReporter, serverTransport } from './lib/errorReporting';
import { preloadRoute } from './routes';
import { RootStore } from './stores/RootStore';
import { dehydratedStateId, type DehydratedState } from './stores/dehydratedState';

// The page's own code (a lazy chunk) starts downloading now, while the app boots, not after the
// first render asks for it.
void preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Errors go to the error-reporting service (POST /api/errors) through the typed client made below.
const errors = createErrorReporter(serverTransport(() => api));
errors.listen();

// The client sends the session's CSRF token, which the session store (made in `boot`) holds.
const csrfToken = () => stores.session.csrfToken;
// A call refused 403 (a stale CSRF token) is sent once more with the token of a fresh session.
const refreshCsrfToken = () => stores.session.refreshCsrfToken();
const api = createApiClient({ reportError: errors.apiFailure, csrfToken, refreshCsrfToken });
let stores: RootStore;

/** The app: its stores, hydrated with the server's data, and the page drawn or hydrated. */
function boot(container: HTMLElement) {
  // A page the server rendered with its data (a vehicle's) carries that data, its dehydrated state: the
  // stores are hydrated with it, so the first render here draws the server's page (render/html.ts
  // `serverRenderedPage`).
  const dehydratedState = JSON.parse(
    document.getElementById(dehydratedStateId)?.textContent || '{}',
  ) as DehydratedState;

  stores = new RootStore(api, {
    dehydratedState,
    isLargeScreen: window.matchMedia(`(min-width: ${breakpoints.large}px)`).matches,
    cookies: cachedCookieReads(browserCookies()),
    beacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
  });

  void stores.session.load();

  const app = (
    <StrictMode>
      <App stores={stores} errors={errors} />
    </StrictMode>
  );

  /**
   * Prerendered pages (render/prerender.ts: the home page, the finance calculator, the content
   * pages) and the pages the server rendered arrive with their markup in #root: React hydrates it
   * rather than drawing it again, and the page's frame then gives it what the visitor typed meanwhile
   * (PageHydrated). Every other page arrives as an empty #root and is rendered here.
   * Hydration is a transition, so React yields every few milliseconds and no long task holds the page.
   * The first render of an empty page is not: as a transition it often ended after the load event, so
   * a Tab or a page event ('shortlist-open') right after load found no page yet.
   */
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app, {
        // A prerender that no longer matches the first render: React renders the page again in the
        // browser (the visitor sees the same page), and the mismatch is reported so the build is fixed.
        onRecoverableError: (error) => {
          console.error('The prerendered page did not match its first render', error);
          errors.render(error instanceof Error ? error : new Error(String(error)), 'hydrating the prerendered page');
        },
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

// A page that came with its markup (prerendered or rendered by the server) is already on screen: the
// app starts in a task of its own after the one that evaluated the code, so neither is a long task
// (on Lighthouse's phone each was 35-80 ms, and Total Blocking Time counts each task's time beyond 50
// ms). An empty page is drawn at once, so it is there by the load event.
if (container.firstElementChild) setTimeout(boot, 0, container);
else boot(container);
