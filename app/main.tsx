import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { breakpoints } from '@ds';
import { createApiClient } from './api/client';
import { App } from './App';
import { browserCookies } from './lib/cookies';
import { createErrorReporter } from './lib/errorReporting';
import { RootStore } from './stores/RootStore';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const errors = createErrorReporter();
errors.listen();

const stores = new RootStore(createApiClient({ reportError: errors.apiFailure }), {
  isLargeScreen: window.matchMedia(`(min-width: ${breakpoints.large}px)`).matches,
  cookies: browserCookies(),
  beacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
});

createRoot(container).render(
  <StrictMode>
    <App stores={stores} errors={errors} />
  </StrictMode>,
);
