import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { breakpoints } from '@ds';
import { createApiClient } from './api/client';
import { App } from './App';
import { cachedCookieReads } from './lib/cookieReads';
import { browserCookies } from './lib/cookies';
import { createErrorReporter, serverTransport } from './lib/errorReporting';
import { preloadRoute } from './routes';
import { RootStore } from './stores/RootStore';

// The page's own code (a lazy chunk) starts downloading now, while the app boots, not after the
// first render asks for it.
void preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Errors go to the error-reporting service (POST /api/errors) through the typed client made below.
const errors = createErrorReporter(serverTransport(() => api));
errors.listen();

// The client sends the session's CSRF token, which the session store (made just below) holds.
const csrfToken = () => stores.session.csrfToken;
// A call refused 403 (a stale CSRF token) is sent once more with the token of a fresh session.
const refreshCsrfToken = () => stores.session.refreshCsrfToken();
const api = createApiClient({ reportError: errors.apiFailure, csrfToken, refreshCsrfToken });
const stores: RootStore = new RootStore(api, {
  isLargeScreen: window.matchMedia(`(min-width: ${breakpoints.large}px)`).matches,
  cookies: cachedCookieReads(browserCookies()),
  beacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
});

void stores.session.load();

// Not a transition: S11 tried the first render as one (React yields every few milliseconds, less
// total blocking time), but it then often ended after the load event, so a Tab or a page event
// ('shortlist-open') right after load found no page yet; two e2e journeys failed on a clean clone.
createRoot(container).render(
  <StrictMode>
    <App stores={stores} errors={errors} />
  </StrictMode>,
);
