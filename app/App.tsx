import { I18nProvider } from 'react-aria-components';
import { BrowserRouter, useRoutes } from 'react-router';
import '@ds';
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
export function App({ stores }: { stores: RootStore }) {
  return (
    <I18nProvider locale="en-GB">
      <StoresProvider stores={stores}>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </StoresProvider>
    </I18nProvider>
  );
}
