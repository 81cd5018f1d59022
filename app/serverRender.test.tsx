import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderStyleAttributes } from '../scripts/securityHeaders';
import { hydrateMarkup, unmountHydrated } from './hydrateTesting';
import { browserCookies } from './lib/cookies';
import { isServerRendered, renderRequest } from './prerender';
import { recentCookie } from './stores/RecentStore';
import { postcodeCookie, searchCookie } from './stores/search/SearchStore';
import { shortlistCookie } from './stores/shortlistCookie';
import { createTestStores, jsonResponse, vehicleDetail, type SentRequest } from './stores/testing';

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
  it('renders the vehicle pages of cars and vans, and nothing else', () => {
    expect(isServerRendered(pagePath)).toBe(true);
    expect(isServerRendered(`/used-vans/ford/transit/${vehicleId}/`)).toBe(true);
    for (const path of [
      '/',
      '/search/car/',
      '/ford/used-cars/',
      '/used-cars/ford/fiesta/',
      '/used-cars/ford/fiesta/0/',
    ])
      expect(isServerRendered(path)).toBe(false);
  });
});

describe('the server-rendered vehicle page', () => {
  it('is the vehicle: its heading, first photo, price and title in HTML, with the vehicle handed over and status 200', async () => {
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
    expect(page.state.vehicle).toEqual({ vehicleId, vehicle: detail, notFound: false, askedPostcode: '' });
    const styles = [...page.markup.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]);
    for (const style of styles) expect(prerenderStyleAttributes).toContain(style);
  });

  it("asks with the visitor's remembered postcode, passing their cookies on, so the distance shows", async () => {
    const { fetch, asked } = api(() => jsonResponse({ ...detail, DistanceMiles: 12 }));
    const cookieHeader = `${postcodeCookie}=SW1A%201AA; other=1`;
    const page = await renderRequest(pagePath, { apiOrigin: 'http://api.test', cookieHeader, fetch });
    expect(new URL(asked[0]?.url ?? '').searchParams.get('postcode')).toBe('SW1A1AA');
    expect(asked[0]?.headers.get('Cookie')).toBe(cookieHeader);
    expect(page?.state.vehicle?.askedPostcode).toBe('SW1A1AA');
    expect(page?.markup).toContain('12 miles');
  });

  it('is the 404 page, answered 404, for a vehicle the API does not know', async () => {
    const { fetch } = api(() =>
      jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, this vehicle is no longer advertised.' }, 404),
    );
    const page = await renderRequest(pagePath, { apiOrigin: 'http://api.test', fetch });
    expect(page?.status).toBe(404);
    expect(page?.title).toBe('Page not found | Forecourt');
    expect(page?.state.vehicle).toMatchObject({ vehicleId, vehicle: null, notFound: true });
  });

  it('is left to the browser when the API fails or is out of reach (the browser says so and offers Try again)', async () => {
    const failing = api(() => jsonResponse({ Code: 500, FriendlyMessage: 'Something went wrong.' }, 500));
    expect(await renderRequest(pagePath, { apiOrigin: 'http://api.test', fetch: failing.fetch })).toBeNull();
    const down = api(() => Promise.reject(new TypeError('fetch failed')));
    expect(await renderRequest(pagePath, { apiOrigin: 'http://api.test', fetch: down.fetch })).toBeNull();
  });

  it('is not rendered for an address that is no vehicle page', async () => {
    const { fetch, asked } = api(() => jsonResponse(detail));
    expect(await renderRequest('/search/car/', { apiOrigin: 'http://api.test', fetch })).toBeNull();
    expect(asked).toEqual([]);
  });

  it("is what the browser's first render draws from the handed-over vehicle, whatever the cookies and screen; the view is then recorded without asking again", async () => {
    const cookieHeader = [
      `${postcodeCookie}=SW1A%201AA`,
      `${searchCookie('car')}=${encodeURIComponent('PostCode=SW1A%201AA&Make=Ford')}`,
      `${shortlistCookie}=${vehicleId}-0|20482015-0`,
      `${recentCookie}=20482015`,
    ].join('; ');
    const { fetch } = api(() => jsonResponse({ ...detail, DistanceMiles: 12 }));
    const page = await renderRequest(`${pagePath}?i=3&m=search`, { apiOrigin: 'http://api.test', cookieHeader, fetch });
    if (!page) throw new Error('the vehicle page was not rendered');

    const jar = { cookie: cookieHeader };
    const cookies = browserCookies(jar, false);
    // Every other call is left unanswered: what the page shows is the handed-over vehicle.
    const { stores, requests } = createTestStores(
      (request: SentRequest) =>
        request.path === '/api/audit' ? new Response(null, { status: 204 }) : new Promise<Response>(() => undefined),
      { cookies, isLargeScreen: false, serverState: JSON.parse(JSON.stringify(page.state)) },
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
