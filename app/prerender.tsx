/**
 * The build's prerender (scripts/vite-prerender.ts): a page of the app rendered to HTML in Node, with
 * the state a first visit starts from (no cookies, signed out, nothing loaded), and the title and
 * description the page gives itself. Only the build runs it; it makes no request (its API client
 * refuses every call).
 */
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createApiClient } from './api/client';
import { App } from './App';
import { DocumentHeadContext } from './features/shell/PageFrame';
import { createErrorReporter } from './lib/errorReporting';
import { preloadRoute } from './routes';
import { RootStore } from './stores/RootStore';

/**
 * The pages the build prerenders: those whose first render needs nothing of the visitor's (no cookie,
 * no screen size, no address query, no data: what they load comes after the first render), so the
 * markup is exactly what the browser's first render draws (app/prerender.test.tsx holds each to it).
 * The pages of search results, vehicles, dealers and the account are the visitor's own and are not.
 */
export const prerenderedPaths = [
  '/',
  '/car-finance-calculator/',
  '/used-cars/finance/',
  '/used-vans/finance/',
  '/finance-terms/',
  '/sell-my-car/',
  '/sell-my-car/car-valuation/',
  '/sell-my-car/part-exchange/',
  '/sell-my-car/car-selling-tips/',
  '/jobs/',
  '/aboutus/',
  '/terms-of-use/',
  '/security/',
  '/privacy/',
  '/cookies-policy/',
  '/accessibility/',
] as const;

export interface PrerenderedPage {
  markup: string;
  /** The document title, e.g. "Car finance calculator | Forecourt". */
  title: string;
  description: string;
}

export async function renderPage(url: string): Promise<PrerenderedPage> {
  // Observers render once and never subscribe (nothing would ever end their subscriptions here).
  enableStaticRendering(true);
  await preloadRoute(url);
  const api = createApiClient({
    baseUrl: 'http://prerender.invalid',
    fetch: () => Promise.reject(new Error('The prerender makes no requests')),
  });
  const stores = new RootStore(api);
  const errors = createErrorReporter((report) => {
    throw new Error(`The prerender of ${url} failed: ${report.message}`);
  });
  const head: { title?: string; description?: string } = {};
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const markup = renderToString(
    <DocumentHeadContext.Provider value={head}>
      <StrictMode>
        <App stores={stores} errors={errors} Router={Router} />
      </StrictMode>
    </DocumentHeadContext.Provider>,
  );
  if (!head.title || head.description === undefined) throw new Error(`The page at ${url} gave no title`);
  return { markup, title: head.title, description: head.description };
}
