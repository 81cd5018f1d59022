/**
 * The build's prerender of the home page (scripts/vite-prerender.ts): the app rendered to HTML in
 * Node at `url`, with the state a first visit starts from (no cookies, signed out, nothing loaded).
 * Only the build runs it; it makes no request (its API client refuses every call).
 */
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createApiClient } from './api/client';
import { App } from './App';
import { createErrorReporter } from './lib/errorReporting';
import { RootStore } from './stores/RootStore';

enableStaticRendering(true);

export function renderPage(url: string): string {
  const api = createApiClient({
    baseUrl: 'http://prerender.invalid',
    fetch: () => Promise.reject(new Error('The prerender makes no requests')),
  });
  const stores = new RootStore(api);
  const errors = createErrorReporter((report) => {
    throw new Error(`The prerender of ${url} failed: ${report.message}`);
  });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  return renderToString(
    <StrictMode>
      <App stores={stores} errors={errors} Router={Router} />
    </StrictMode>,
  );
}
