import { StrictMode, startTransition } from 'react';
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

// The first render as a transition: React yields to the browser every few milliseconds instead of
// rendering the whole page in one long task (Lighthouse's total blocking time).
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <App stores={stores} errors={errors} />
    </StrictMode>,
  ),
);
