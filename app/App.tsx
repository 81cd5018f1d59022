import type { ComponentType, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { BrowserRouter, useRoutes } from 'react-router';
import '@ds';
import { ErrorBoundary } from './features/shell/ErrorBoundary';
import { ErrorReporterProvider } from './features/shell/ErrorReporterContext';
import type { ErrorReporter } from './lib/errorReporting';
import { routes } from './routes';
import type { RootStore } from './stores/RootStore';
import { StoresProvider } from './stores/StoresContext';

function Routes() {
  return useRoutes(routes);
}

/**
 * Providers for the whole app: the design system's theme (imported above), British English for
 * react-aria, the stores, the router.
 * react-router's declarative mode (BrowserRouter + one route table through useRoutes) costs half the
 * bytes of its data router (15 vs 32 KiB gzip measured); pages split with React.lazy instead.
 */
export function App({
  stores,
  errors,
  Router = BrowserRouter,
}: {
  stores: RootStore;
  errors: ErrorReporter;
  /** The browser's router; the build's prerender (app/render.tsx) passes a static one. */
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <ErrorReporterProvider value={errors}>
      <I18nProvider locale="en-GB">
        <StoresProvider stores={stores}>
          <Router>
            <ErrorBoundary
              onError={(error, info) => errors.render(error, info.componentStack ?? undefined)}
              fallback={() => <AppCrashed />}
            >
              <Routes />
            </ErrorBoundary>
          </Router>
        </StoresProvider>
      </I18nProvider>
    </ErrorReporterProvider>
  );
}

/** The last resort when the frame itself fails: plain HTML, a way to recover. */
function AppCrashed() {
  return (
    <main>
      <h1>Sorry, something went wrong</h1>
      <p>
        Please <a href="/">reload Forecourt</a>. If it keeps happening, contact us at help@forecourt.example.
      </p>
    </main>
  );
}
