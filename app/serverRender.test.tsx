import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderStyleAttributes } from '../render/securityHeaders';
import { hydrateMarkup, unmountHydrated } from './hydrateTesting';
import { browserCookies, memoryCookies } from './lib/cookies';
import { isServerRendered, renderRequest, shellStatus } from './render';
import { recentCookie } from './stores/RecentStore';
import { postcodeCookie, searchCookie } from './stores/search/RememberedSearch';
import { shortlistCookie } from './stores/shortlistCookie';
import type { SearchCriteria } from './api/types';
import { loadShortlistStore } from './stores/loaders';
import type { DehydratedState } from './stores/dehydratedState';
import {
  createTestStores,
  jsonResponse,
  searchPanelExample,
  signedInSession,
  vehicleCard,
  vehicleDetail,
  type SentRequest,
} from './stores/testing';

afterEach(unmountHydrated);

const detail = vehicleDetail();
const vehicleId = detail.Vehicle.VehicleId;
const pagePath = `/used-cars/ford/fiesta/${vehicleId}/`;

/** A fetch that answers the vehicle with `answer`, keeping what was asked. */
function api(answer: (request: Request) => Response | Promise<Response>) {
  const asked: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    asked.push(request);
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

describe('which pages the server renders when asked for', () => {
  it('renders vehicle pages, results pages, the landing pages their address alone describes and addresses of no page, and nothing else', () => {
    for (const path of [
      '/this-page-does-not-exist/',
      '/used-cars/ford/fiesta/',
      '/search/boat/',
      pagePath,
      `/used-vans/ford/transit/${vehicleId}/`,
      '/search/car/',
      '/search/van/',
      '/ford/used-cars/',
      '/ford/fiesta/used-cars/',
      '/used-cars/',
      '/used-cars/price/under-10000/',
      '/used-vans/ford/',
      '/used-cars/local/berkshire/reading/',
      '/used-vans/local/berkshire/reading/',
      // A vehicle address whose id no vehicle can have: the 404 page.
      '/used-cars/ford/fiesta/0/',
    ])
      expect(isServerRendered(path), path).toBe(true);
    for (const path of ['/', '/used-cars/manufacturers/', '/dealers/all/', '/car-finance-calculator/'])
      expect(isServerRendered(path), path).toBe(false);
  });
});

describe('the server-rendered vehicle page', () => {
  it('is the vehicle: its heading, first photo, price and title in HTML, with the vehicle dehydrated and status 200', async () => {
    const { fetch, asked } = api(() => jsonResponse(detail));
    const page = await renderRequest(`${pagePath}?i=1&m=search`, { apiOrigin: 'http://api.test', fetch });
    if (!page) throw new Error('the vehicle page was not rendered');
    expect(asked.map((request) => request.url)).toEqual([`http://api.test/api/vehicles/${vehicleId}`]);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${detail.Vehicle.Title}, ${detail.Vehicle.Price} | Forecourt`);
    const html = document.createElement('div');
    html.innerHTML = page.markup;
    expect(html.querySelectorAll('h1')).toHaveLength(1);
    expect(html.querySelector('h1')?.textContent).toBe(detail.Vehicle.Title);
    expect(html.querySelector('img[fetchpriority="high"]')?.getAttribute('src')).toBe(detail.Images[0]?.Medium);
    expect(html.querySelector('section[aria-labelledby="key-facts"]')).not.toBeNull();
    expect(page.dehydratedState.vehicle).toEqual({ vehicleId, vehicle: detail, notFound: false, askedPostcode: '' });
    const styles = [...page.markup.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]);
    for (const style of styles) expect(prerenderStyleAttributes).toContain(style);
  });

  it("asks with the visitor's remembered postcode, passing their cookies on, so the distance shows", async () => {
    const { fetch, asked } = api(() => jsonResponse({ ...detail, DistanceMiles: 12 }));
    const cookieHeader = `${postcodeCookie}=SW1A%201AA; other=1`;
    const page = await renderRequest(pagePath, { apiOrigin: 'http://api.test', cookieHeader, fetch });
    expect(new URL(asked[0]?.url ?? '').searchParams.get('postcode')).toBe('SW1A1AA');
    expect(asked[0]?.headers.get('Cookie')).toBe(cookieHeader);
    expect(page?.dehydratedState.vehicle?.askedPostcode).toBe('SW1A1AA');
    expect(page?.markup).toContain('12 miles');
  });

  it('is the 404 page, answered 404, for a vehicle the API does not know', async () => {
    const { fetch } = api(() =>
      jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, this vehicle is no longer advertised.' }, 404),
    );
    const page = await renderRequest(pagePath, { apiOrigin: 'http://api.test', fetch });
    expect(page?.status).toBe(404);
    expect(page?.title).toBe('Page not found | Forecourt');
    expect(page?.dehydratedState.vehicle).toMatchObject({ vehicleId, vehicle: null, notFound: true });
  });

  it('is left to the browser when the API fails or is out of reach (the browser says so and offers Try again)', async () => {
    const failing = api(() => jsonResponse({ Code: 500, FriendlyMessage: 'Something went wrong.' }, 500));
    expect(await renderRequest(pagePath, { apiOrigin: 'http://api.test', fetch: failing.fetch })).toBeNull();
    const down = api(() => Promise.reject(new TypeError('fetch failed')));
    expect(await renderRequest(pagePath, { apiOrigin: 'http://api.test', fetch: down.fetch })).toBeNull();
  });

  it('is not rendered for an address that is no page of data', async () => {
    const { fetch, asked } = api(() => jsonResponse(detail));
    expect(await renderRequest('/sell-my-car/', { apiOrigin: 'http://api.test', fetch })).toBeNull();
    expect(asked).toEqual([]);
  });

  it("is what the browser's first render draws from the dehydrated vehicle, whatever the cookies and screen; the view is then recorded without asking again", async () => {
    const cookieHeader = [
      `${postcodeCookie}=SW1A%201AA`,
      `${searchCookie('car')}=${encodeURIComponent('PostCode=SW1A%201AA&Make=Ford')}`,
      `${shortlistCookie}=${vehicleId}-0|20482015-0`,
      `${recentCookie}=20482015`,
    ].join('; ');
    const { fetch } = api(() => jsonResponse({ ...detail, DistanceMiles: 12 }));
    const page = await renderRequest(`${pagePath}?i=3&m=search`, { apiOrigin: 'http://api.test', cookieHeader, fetch });
    if (!page) throw new Error('the vehicle page was not rendered');

    // The browser's own cookies (jsdom's document.cookie keeps each by name, as a browser does).
    for (const part of cookieHeader.split('; ')) document.cookie = `${part}; path=/`;
    const cookies = browserCookies(document, false);
    // Every other call is left unanswered: what the page shows is the dehydrated vehicle.
    const { stores, requests } = createTestStores(
      (request: SentRequest) =>
        request.path === '/api/audit' ? new Response(null, { status: 204 }) : new Promise<Response>(() => undefined),
      { cookies, isLargeScreen: false, dehydratedState: JSON.parse(JSON.stringify(page.dehydratedState)) },
    );
    const { container, heading, recoverable, reports } = await hydrateMarkup(
      page.markup,
      `${pagePath}?i=3&m=search`,
      stores,
    );
    expect(recoverable).toEqual([]);
    expect(reports).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toContain('12 miles');
    expect(requests.filter((request) => request.path.startsWith('/api/vehicles/'))).toEqual([]);
    expect(decodeURIComponent(cookies.get(recentCookie) ?? '')).toMatch(new RegExp(`^${vehicleId}\\|20482015`));
    const views = requests.filter((request) => request.path === '/api/audit');
    expect(JSON.stringify(views.map((request) => request.body))).toContain('VehicleView');
  });
});

describe("the status of a page the server leaves to the browser (the app's shell)", () => {
  it('is 404 for a dealer the API does not know, 200 for one it knows or cannot say, and 200 for other pages', async () => {
    const unknown = api(() =>
      jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, we could not find that dealer.' }, 404),
    );
    expect(await shellStatus('/dealers/999999/nobody/', { apiOrigin: 'http://api.test', fetch: unknown.fetch })).toBe(
      404,
    );
    expect(unknown.asked.map((request) => request.url)).toEqual(['http://api.test/api/dealers/999999']);
    expect(await shellStatus('/dealers/0/', { apiOrigin: 'http://api.test', fetch: unknown.fetch })).toBe(404);
    const known = api(() => jsonResponse({ Id: 12, Name: 'Capital Cars' }));
    expect(await shellStatus('/dealers/12/capital-cars/', { apiOrigin: 'http://api.test', fetch: known.fetch })).toBe(
      200,
    );
    const failing = api(() => jsonResponse({ Code: 500, FriendlyMessage: 'Something went wrong.' }, 500));
    expect(await shellStatus('/dealers/12/', { apiOrigin: 'http://api.test', fetch: failing.fetch })).toBe(200);
    const none = api(() => jsonResponse({}));
    for (const path of ['/dealers/all/', '/vehicle-compare/', '/account/mygarage/'])
      expect(await shellStatus(path, { apiOrigin: 'http://api.test', fetch: none.fetch }), path).toBe(200);
    expect(none.asked).toEqual([]);
  });
});

describe('the server-rendered results page', () => {
  const cards = [vehicleCard(), vehicleCard({ VehicleId: 20482015 })];
  const resultsAnswer = { Results: cards, Pagination: { CurrentPage: 2, TotalRecords: 41, PageSize: 20 } };
  const address = '/search/car/?PostCode=SW1A1AA&Make=ford&Page=2';
  /** The default panel for GET, `results` for the search. */
  const searchApi = (results: () => Response | Promise<Response> = () => jsonResponse(resultsAnswer)) =>
    api((request) =>
      request.method === 'GET' || request.url.endsWith('/panel') ? jsonResponse(searchPanelExample()) : results(),
    );

  it("is the search its address describes: the total in the h1, the page's cards, the search dehydrated, with the visitor's cookies", async () => {
    const { fetch, asked } = searchApi();
    const cookieHeader = `${shortlistCookie}=20482015-0`;
    const page = await renderRequest(address, { apiOrigin: 'http://api.test', cookieHeader, fetch });
    if (!page) throw new Error('the results page was not rendered');
    expect(asked.map((request) => `${request.method} ${request.url}`).sort()).toEqual([
      'GET http://api.test/api/search/car/panel/default',
      'POST http://api.test/api/search/car/panel',
      'POST http://api.test/api/search/car/results',
    ]);
    const searched = asked.find((request) => request.url.endsWith('/results'));
    const body = (await searched?.json()) as { pagination: unknown; searchPanelParameters: SearchCriteria };
    expect(body.pagination).toEqual({ CurrentPage: 2 });
    expect(body.searchPanelParameters).toMatchObject({ PostCode: 'SW1A1AA', MakeModels: [{ Value: 'ford' }] });
    expect(searched?.headers.get('Cookie')).toBe(cookieHeader);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Used cars for sale near you | Forecourt');
    const html = document.createElement('div');
    html.innerHTML = page.markup;
    expect(html.querySelector('h1')?.textContent).toBe('41 used cars near SW1A 1AA');
    expect([...html.querySelectorAll('article h3')].map((heading) => heading.textContent)).toEqual(
      cards.map((card) => card.Title),
    );
    // Both ways to the panel, for CSS to choose by the screen until the browser has hydrated the page.
    expect(html.querySelector('aside[aria-label="Search options"]')).not.toBeNull();
    expect(html.textContent).toContain('Filter and sort');
    expect(page.dehydratedState.search).toMatchObject({
      address,
      vehicleType: 'car',
      pageType: 'search',
      RecordCount: 41,
    });
    const styles = [...page.markup.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]);
    for (const style of styles) expect(prerenderStyleAttributes).toContain(style);
  });

  it("is a landing page's search, its criterion applied", async () => {
    const { fetch, asked } = searchApi();
    const page = await renderRequest('/used-cars/price/under-10000/', { apiOrigin: 'http://api.test', fetch });
    expect(page?.title).toBe('Used cars under £10,000 | Forecourt');
    expect(page?.dehydratedState.search).toMatchObject({ pageType: 'landing', panel: { MaxPrice: 10000 } });
    const searched = asked.find((request) => request.url.endsWith('/results'));
    const body = (await searched?.json()) as { searchPanelParameters: SearchCriteria };
    expect(body.searchPanelParameters.MaxPrice).toBe(10000);
  });

  it("is left to the browser when the search fails or finds nothing (its message, Try again or the recovery are the browser's)", async () => {
    const failing = searchApi(() => jsonResponse({ Code: 500, FriendlyMessage: 'Something went wrong.' }, 500));
    expect(await renderRequest(address, { apiOrigin: 'http://api.test', fetch: failing.fetch })).toBeNull();
    const empty = searchApi(() => jsonResponse({ Results: [], Pagination: { CurrentPage: 1, TotalRecords: 0 } }));
    expect(await renderRequest(address, { apiOrigin: 'http://api.test', fetch: empty.fetch })).toBeNull();
  });

  it("is what the browser's first render draws on a small screen; hydration remembers the search and asks for nothing, whenever the session answers", async () => {
    const cookieHeader = [`${shortlistCookie}=20482015-0`, `${recentCookie}=20482015`].join('; ');
    const { fetch } = searchApi();
    const page = await renderRequest(address, { apiOrigin: 'http://api.test', cookieHeader, fetch });
    if (!page) throw new Error('the results page was not rendered');
    const cookies = memoryCookies();
    for (const part of cookieHeader.split('; ')) {
      const [name = '', value = ''] = part.split('=');
      cookies.set(name, decodeURIComponent(value));
    }
    const { stores, requests } = createTestStores(
      (request: SentRequest) =>
        request.path === '/api/audit' ? new Response(null, { status: 204 }) : new Promise<Response>(() => undefined),
      {
        cookies,
        isLargeScreen: false,
        dehydratedState: JSON.parse(JSON.stringify(page.dehydratedState)) as DehydratedState,
      },
    );
    // The session may answer before React hydrates the markup: a signed-in visitor's page still matches.
    stores.session.apply(signedInSession());
    const { container, heading, recoverable, reports } = await hydrateMarkup(page.markup, address, stores);
    expect(recoverable).toEqual([]);
    expect(reports).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelectorAll('article')).toHaveLength(2);
    // Hydrated, the small screen keeps only its 'Filter and sort'.
    expect(container.querySelector('aside[aria-label="Search options"]')).toBeNull();
    expect(container.textContent).toContain('Filter and sort');
    expect(requests.filter((request) => request.path.startsWith('/api/search/'))).toEqual([]);
    expect(cookies.get(postcodeCookie)).toBe('SW1A1AA');
    expect(cookies.get(searchCookie('car'))).toContain('Make=ford');
    // Once hydrated, the page shows the visitor signed in.
    expect(container.textContent).toContain('Save this search');
    expect(container.textContent).not.toContain('Sign in to save this search');
  });

  it('shows the shortlist once hydrated, even when it arrived before hydration (hearts pressed)', async () => {
    const { fetch } = searchApi();
    const page = await renderRequest(address, { apiOrigin: 'http://api.test', fetch });
    if (!page) throw new Error('the results page was not rendered');
    const cookies = memoryCookies();
    cookies.set(shortlistCookie, '20482015-0');
    const { stores } = createTestStores(() => new Promise<Response>(() => undefined), {
      cookies,
      dehydratedState: JSON.parse(JSON.stringify(page.dehydratedState)) as DehydratedState,
    });
    await stores.load(loadShortlistStore);
    const { container, recoverable } = await hydrateMarkup(page.markup, address, stores);
    expect(recoverable).toEqual([]);
    const heart = (card: (typeof cards)[number]) =>
      container.querySelector(`button[aria-label="Shortlist ${card.Title}"]`)?.getAttribute('aria-pressed');
    expect(cards.map(heart)).toEqual(['false', 'true']);
  });

  const counties = [
    {
      Name: 'Berkshire',
      Slug: 'berkshire',
      Towns: [{ Name: 'Reading', Slug: 'reading', CentrePostCode: 'RG1 1QH', Featured: true }],
    },
  ];
  /** A lookup (`path` answered with `body`), the default panel and `resultsAnswer`. */
  const lookupApi = (path: string, body: unknown) =>
    api((request) =>
      request.url.endsWith(path)
        ? jsonResponse(body)
        : request.method === 'GET' || request.url.endsWith('/panel')
          ? jsonResponse(searchPanelExample())
          : jsonResponse(resultsAnswer),
    );
  /** The locations lookup, the default panel and `resultsAnswer`. */
  const townApi = () => lookupApi('/api/lookups/locations', { Counties: counties });

  it("is a town's landing page: the locations lookup loaded first and dehydrated, the town centre searched; the browser's first render matches", async () => {
    const { fetch, asked } = townApi();
    const path = '/used-cars/local/berkshire/reading/';
    const page = await renderRequest(path, { apiOrigin: 'http://api.test', fetch });
    if (!page) throw new Error('the town page was not rendered');
    expect(asked.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/lookups/locations',
      '/api/search/car/panel/default',
      expect.stringMatching(/^\/api\/search\/car\/(results|panel)$/),
      expect.stringMatching(/^\/api\/search\/car\/(results|panel)$/),
    ]);
    expect(page.title).toBe('Used cars for sale in Reading | Forecourt');
    expect(page.dehydratedState.locations).toEqual(counties);
    expect(page.dehydratedState.search?.panel).toMatchObject({ PostCode: 'RG11QH', Distance: 20 });

    const { stores, requests } = createTestStores(() => new Promise<Response>(() => undefined), {
      isLargeScreen: false,
      dehydratedState: JSON.parse(JSON.stringify(page.dehydratedState)) as DehydratedState,
    });
    const { container, heading, recoverable, reports } = await hydrateMarkup(page.markup, path, stores);
    expect(recoverable).toEqual([]);
    expect(reports).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading?.textContent).toBe('Used cars for sale in Reading');
    expect(
      requests.filter((request) => request.path.startsWith('/api/search/') || request.path.includes('lookups')),
    ).toEqual([]);
  });

  it('is the 404 page, answered 404, for a landing address that names nothing: an unknown town, a price that is no band', async () => {
    const town = townApi();
    const unknownTown = await renderRequest('/used-cars/local/berkshire/atlantis/', {
      apiOrigin: 'http://api.test',
      fetch: town.fetch,
    });
    expect(unknownTown?.status).toBe(404);
    expect(unknownTown?.title).toBe('Page not found | Forecourt');
    expect(town.asked.map((request) => new URL(request.url).pathname)).toEqual(['/api/lookups/locations']);
    const price = searchApi();
    const noBand = await renderRequest('/used-cars/price/cheap/', { apiOrigin: 'http://api.test', fetch: price.fetch });
    expect(noBand?.status).toBe(404);
    expect(price.asked).toEqual([]);
  });

  it('is the 404 page, answered 404, for a make or model the makes lookup does not list; a listed one is its landing', async () => {
    const makes = [
      { Name: 'Make (any)', Value: '*' },
      { Name: 'BMW', Value: 'bmw', Models: [{ Name: '3 Series', Value: '3-series' }] },
    ];
    const makesApi = () => lookupApi('/api/lookups/car/makes', { Makes: makes });
    for (const path of ['/zzz/used-cars/', '/bmw/zzz/used-cars/', '/used-cars/zzz/used-cars/']) {
      const { fetch, asked } = makesApi();
      const page = await renderRequest(path, { apiOrigin: 'http://api.test', fetch });
      expect(page?.status, path).toBe(404);
      expect(page?.title, path).toBe('Page not found | Forecourt');
      expect(page?.markup, path).not.toMatch(/Zzz/);
      expect(asked.map((request) => new URL(request.url).pathname)).toEqual(['/api/lookups/car/makes']);
    }
    const { fetch } = makesApi();
    const page = await renderRequest('/bmw/3-series/used-cars/', { apiOrigin: 'http://api.test', fetch });
    expect(page?.status).toBe(200);
    expect(page?.title).toBe('Used Bmw 3 Series cars for sale | Forecourt');
    expect(page?.dehydratedState.notFound).toBeUndefined();
  });

  it("is a 404 page for an unknown make that the browser's first render draws too", async () => {
    const { fetch } = api((request) =>
      request.url.endsWith('/api/lookups/car/makes') ? jsonResponse({ Makes: [{ Value: 'bmw' }] }) : jsonResponse({}),
    );
    const page = await renderRequest('/zzz/used-cars/', { apiOrigin: 'http://api.test', fetch });
    if (!page) throw new Error('the 404 page was not rendered');
    expect(page.dehydratedState).toEqual({ notFound: '/zzz/used-cars/' });
    const { stores, requests } = createTestStores(() => new Promise<Response>(() => undefined), {
      dehydratedState: JSON.parse(JSON.stringify(page.dehydratedState)) as DehydratedState,
    });
    const { recoverable, reports, heading } = await hydrateMarkup(page.markup, '/zzz/used-cars/', stores);
    expect(recoverable).toEqual([]);
    expect(reports).toEqual([]);
    expect(heading?.textContent).toBe('Page not found');
    expect(requests.filter((request) => request.path.startsWith('/api/search/'))).toEqual([]);
  });

  it('is the 404 page, answered 404, for an address of no page or of a results page of no vehicle type, asking nothing', async () => {
    for (const path of ['/this-page-does-not-exist/', '/search/boat/?PostCode=SW1A1AA']) {
      const { fetch, asked } = searchApi();
      const page = await renderRequest(path, { apiOrigin: 'http://api.test', fetch });
      expect(page?.status, path).toBe(404);
      expect(page?.title, path).toBe('Page not found | Forecourt');
      expect(asked, path).toEqual([]);
    }
  });

  it('leaves a town page to the browser when the locations lookup fails', async () => {
    const { fetch } = api(() => jsonResponse({ Code: 500, FriendlyMessage: 'Something went wrong.' }, 500));
    expect(
      await renderRequest('/used-cars/local/berkshire/reading/', { apiOrigin: 'http://api.test', fetch }),
    ).toBeNull();
  });
});
