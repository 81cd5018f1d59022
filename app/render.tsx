/**
 * The app's render entry: the React half of server rendering, the app rendered to HTML in Node with
 * the title and description the page gives itself. The other half (building this entry for Node,
 * writing the prerendered pages, answering requests, the HTML around the markup and the headers) is
 * render/ at the project's root. app/main.tsx is the browser's entry, which hydrates what this renders.
 * - `renderPage`, the build's prerender: a page that needs nothing of the visitor's, in the state a
 *   first visit starts from (no cookies, signed out, nothing loaded). It makes no request (its API
 *   client refuses every call).
 * - `renderRequest`, the server's render of a page of data (a vehicle's, a page of results) when it
 *   is asked for: its data loaded from the API first, and sent to the browser with the markup as its
 *   dehydrated state (`DehydratedState`), which the browser's stores are hydrated with.
 */
import { enableStaticRendering } from 'mobx-react-lite';
import { isValidElement, StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter, type Params } from 'react-router';
import { createApiClient } from './api/client';
import { isApiError } from './api/errors';
import { anyValue } from '@domain/search/criteria';
import { App } from './App';
import { landings, makeLandings, townLandings, type LandingName } from './features/results/landings';
import { DocumentHeadContext } from './features/shell/PageFrame';
import { parseVehicleType, type VehicleType } from './lib/catalogue';
import { browserCookies, type CookieStorage } from './lib/cookies';
import { createErrorReporter } from './lib/errorReporting';
import { preloadRoute, routes } from './routes';
import { RootStore } from './stores/RootStore';
import type { DehydratedState } from './stores/dehydratedState';
import { vehicleStore } from './stores/VehicleStore';

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

/** A page rendered for one request, with what it loaded and the HTTP status to answer with. */
export interface RenderedRequest extends PrerenderedPage {
  /** 200, or 404 for an address that names nothing (the page is then the 404 page). */
  status: 200 | 404;
  dehydratedState: DehydratedState;
}

/** The vehicle page's address: `/used-cars/{make}/{model}/{VehicleId}/` or the van one (app/routes.tsx). */
const vehiclePagePath = /^\/used-(?:cars|vans)\/[^/]+\/[^/]+\/([1-9][0-9]{0,9})\/$/;

/** A page of results (app/routes.tsx): /search/{type}/, or a landing page with its route's parameters. */
type ResultsRoute =
  { kind: 'search'; vehicleType: VehicleType } | { kind: 'landing'; name: LandingName; params: Params };

/** The results or landing page at `pathname`, or null for any other page. */
function resultsRouteAt(pathname: string): ResultsRoute | null {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return null;
  const { route, params } = match;
  if (route.path === 'search/:vehicleType/') {
    const vehicleType = parseVehicleType(params.vehicleType);
    return vehicleType ? { kind: 'search', vehicleType } : null;
  }
  const name = isValidElement<{ name?: unknown }>(route.element) ? route.element.props.name : undefined;
  return typeof name === 'string' && Object.hasOwn(landings, name)
    ? { kind: 'landing', name: name as LandingName, params }
    : null;
}

/**
 * An address that names no page: none of the route table's (its catch-all is the 404 page), a
 * results page of no vehicle type, or a vehicle page whose id no vehicle can have. Its page needs no data, and is rendered as the 404 page.
 */
function namesNoPage(pathname: string): boolean {
  const path = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  if (path?.endsWith('/:vehicleId/')) return !vehiclePagePath.test(pathname);
  return path === '*' || (path === 'search/:vehicleType/' && resultsRouteAt(pathname) === null);
}

/** Whether the server renders the page at `pathname` when it is asked for (`renderRequest`). */
export const isServerRendered = (pathname: string) =>
  vehiclePagePath.test(pathname) || resultsRouteAt(pathname) !== null || namesNoPage(pathname);

/**
 * The status to answer a page the server does not render with (the app's shell, which the browser
 * renders): 404 for a dealer the API does not know, whose page the browser draws as the 404 page once
 * it has asked in turn; else 200. Search engines index what a 200 answers.
 */
export async function shellStatus(
  url: string,
  { apiOrigin, fetch = globalThis.fetch }: Omit<RenderRequestOptions, 'cookieHeader'>,
): Promise<200 | 404> {
  const { pathname } = new URL(url, 'http://render.invalid');
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match?.route.path?.startsWith('dealers/:dealerId/')) return 200;
  const dealerId = match.params.dealerId ?? '';
  // As the dealer page reads its id: anything else names no dealer.
  if (!/^[1-9][0-9]{0,9}$/.test(dealerId)) return 404;
  try {
    await createApiClient({ baseUrl: apiOrigin, fetch }).GET('/api/dealers/{dealerId}', {
      params: { path: { dealerId } },
    });
    return 200;
  } catch (error) {
    // Only the API's own word that there is no such dealer: a failure to ask leaves the page to the browser.
    return isApiError(error) && error.Code === 404 ? 404 : 200;
  }
}

export interface RenderRequestOptions {
  /** The API's origin, e.g. "http://127.0.0.1:4173" (the preview server, which forwards to the API). */
  apiOrigin: string;
  /** The request's Cookie header: the page reads the visitor's cookies (the remembered postcode). */
  cookieHeader?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * The page at `url` (a path with its query) with its data, or null when the server does not render
 * it: not a page of data (`isServerRendered`), or its data could not be loaded (the browser then
 * renders it, and says so as it always does).
 * The visitor's cookies are read as the browser's first render reads them, so the markup matches it.
 */
export async function renderRequest(
  url: string,
  { apiOrigin, cookieHeader = '', fetch = globalThis.fetch }: RenderRequestOptions,
): Promise<RenderedRequest | null> {
  const { pathname } = new URL(url, 'http://render.invalid');
  const vehicleId = vehiclePagePath.exec(pathname)?.[1];
  const results = vehicleId === undefined ? resultsRouteAt(pathname) : null;
  const notFound = vehicleId === undefined && !results && namesNoPage(pathname);
  if (vehicleId === undefined && !results && !notFound) return null;
  const api = createApiClient({
    baseUrl: apiOrigin,
    fetch: (request) => {
      if (cookieHeader) request.headers.set('Cookie', cookieHeader);
      return fetch(request);
    },
  });
  const stores = new RootStore(api, { cookies: requestCookies(cookieHeader) });
  if (notFound) {
    await preloadRoute(pathname);
    return { ...render(url, stores), status: 404, dehydratedState: {} };
  }
  if (results) return renderResults(url, results, stores);
  const vehicle = stores.use(vehicleStore);
  await Promise.all([preloadRoute(pathname), vehicle.fetchFirst(Number(vehicleId))]);
  const dehydrated = vehicle.dehydrate();
  if (!dehydrated) return null;
  return { ...render(url, stores), status: dehydrated.notFound ? 404 : 200, dehydratedState: { vehicle: dehydrated } };
}

/**
 * A results or landing page with its first page of results, searched as the page's first effect
 * searches (app/features/results/ResultsPage.tsx). A town's landing page first loads the locations
 * lookup, as the page does, and dehydrates it too (a make's or model's page, the makes lookup); a
 * landing page whose address names nothing (a town the lookup does not pair with its county, a make or
 * model the makes lookup does not list, a price band that is no band) is the 404 page, answered
 * 404. A search that failed or found nothing is left to the browser: its message and Try again, or the
 * zero-results recovery's suggestions, are drawn there.
 */
async function renderResults(url: string, route: ResultsRoute, stores: RootStore): Promise<RenderedRequest | null> {
  const { pathname, searchParams } = new URL(url, 'http://render.invalid');
  const { searchContext, searchHydration, directory } = stores;
  const pageCode = preloadRoute(pathname);
  const town = route.kind === 'landing' && townLandings.has(route.name);
  const makesOf = route.kind === 'landing' ? makeLandings.get(route.name) : undefined;
  if (town) {
    await directory.loadLocations();
    if (directory.locationsState !== 'loaded') return null;
  }
  if (makesOf) {
    await directory.loadMakes(makesOf);
    if (directory.makesState !== 'loaded') return null;
  }
  const dehydratedState: DehydratedState = town ? { locations: directory.counties } : {};
  let opened: Promise<void>;
  if (route.kind === 'landing') {
    const landing = landings[route.name](route.params, {
      findTown: (county, town) => directory.findTown(county, town),
      knowsMake: (_vehicleType, make, model) =>
        directory.makes.some(
          (entry) =>
            entry.Value === make &&
            entry.Value !== anyValue &&
            (model === undefined || (entry.Models ?? []).some((m) => m.Value === model && m.Value !== anyValue)),
        ),
    });
    if (!landing) {
      await pageCode;
      if (!makesOf) return { ...render(url, stores), status: 404, dehydratedState };
      // The browser's first render builds the same landing from this: the 404 page too.
      const notFound = { notFound: pathname };
      const withNotFound = new RootStore(stores.api, { cookies: stores.cookies, dehydratedState: notFound });
      return { ...render(url, withNotFound), status: 404, dehydratedState: notFound };
    }
    opened = searchContext.openResults(landing.vehicleType, 'landing', searchParams, { preset: landing.preset });
  } else {
    opened = searchContext.openResults(route.vehicleType, 'search', searchParams);
  }
  await Promise.all([pageCode, opened]);
  const dehydrated = searchHydration.dehydrate(`${pathname}?${searchParams.toString()}`);
  if (!dehydrated || dehydrated.results.results.length === 0) return null;
  return { ...render(url, stores), status: 200, dehydratedState: { ...dehydratedState, search: dehydrated } };
}

/**
 * The request's cookies, read as the browser's first render reads them. What the render would write
 * (a search remembers itself) is dropped: the browser writes it when it hydrates the page.
 */
function requestCookies(cookieHeader: string): CookieStorage {
  const { get } = browserCookies({ cookie: cookieHeader }, false);
  return { get, set: () => undefined, remove: () => undefined };
}

export async function renderPage(url: string): Promise<PrerenderedPage> {
  await preloadRoute(url);
  const api = createApiClient({
    baseUrl: 'http://prerender.invalid',
    fetch: () => Promise.reject(new Error('The prerender makes no requests')),
  });
  return render(url, new RootStore(api));
}

/** The page at `url` with what `stores` hold, its title and its description. */
function render(url: string, stores: RootStore): PrerenderedPage {
  // Observers render once and never subscribe (nothing would ever end their subscriptions here).
  enableStaticRendering(true);
  const errors = createErrorReporter((report) => {
    throw new Error(`The render of ${url} failed: ${report.message}`);
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
