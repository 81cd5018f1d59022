/**
 * The app only ever calls its own origin (requirements 7.1). In development and preview, Vite forwards
 * the contract's paths to the API: the Prism mock by default (at API_MOCK_URL, else 127.0.0.1:4010),
 * or a backend team's own server named by API_BASE_URL. Every other path is the single-page app.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ProxyOptions } from 'vite';
import { parse } from 'yaml';

export const defaultApiBase = 'http://127.0.0.1:4010';

/** Path patterns owned by the API (see openapi/openapi.yaml); everything else is an app route. */
export const apiPathPatterns = ['^/api/', '^/account/(savevehicleshortlist|deletevehicleshortlistbyid)$'] as const;

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.API_BASE_URL || env.API_MOCK_URL)?.replace(/\/+$/, '') || defaultApiBase;
}

/**
 * The mock keeps no state, so the proxy remembers for it that the browser signed in: a successful
 * sign in or registration sets this development-only cookie and signing out clears it. While it is
 * set, the session call is answered with the contract's signed-in example (`signedIn`), so a signed-in
 * visit survives a reload in `npm start`. A real server needs none of this.
 */
export const mockSignedInCookie = 'fc_mock_signed_in';

/** Whether a request's Cookie header carries the mock's signed-in mark. */
export function isMockSignedIn(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(/;\s*/).includes(`${mockSignedInCookie}=1`);
}

/** The Set-Cookie the proxy adds to a successful answer: the mark on sign in and register, cleared on sign out. */
export function mockSessionCookie(method: string, path: string, status: number): string | undefined {
  if (method !== 'POST' || status < 200 || status > 299) return undefined;
  if (path === '/api/account/signin' || path === '/api/account/register')
    return `${mockSignedInCookie}=1; Path=/; SameSite=Lax`;
  if (path === '/api/account/signout') return `${mockSignedInCookie}=; Max-Age=0; Path=/; SameSite=Lax`;
  return undefined;
}

/**
 * The example the mock should answer a request with, where the path alone does not say: the detail
 * example of an example vehicle or dealer, and the signed-in session while the browser is signed in.
 * (Cards by id and the dealer directory are answered by the proxy itself: see `mockCardsAnswer` and
 * `mockDealersAnswer`.)
 */
export function mockExampleForRequest(
  method: string,
  path: string,
  cookieHeader: string | undefined,
  names: ReadonlySet<string>,
): string | undefined {
  if (method === 'GET' && path === '/api/account/session' && isMockSignedIn(cookieHeader)) return 'signedIn';
  return mockExampleFor(method, path, names);
}

/**
 * The mock answers by path, not by id, so on its own every vehicle page would show the same vehicle.
 * The contract names one detail example per example vehicle (`v{VehicleId}`) and dealer (`d{Id}`);
 * for those ids the proxy asks Prism for that example (`Prefer: example=v20482015`).
 */
export function mockExampleFor(method: string, path: string, names: ReadonlySet<string>): string | undefined {
  const match = /^\/api\/(vehicles|dealers)\/([0-9]+)$/.exec(path);
  if (method !== 'GET' || !match) return undefined;
  const name = `${match[1] === 'vehicles' ? 'v' : 'd'}${match[2]}`;
  return names.has(name) ? name : undefined;
}

const contractFile = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));

type Examples = Record<string, { value?: unknown }>;

/** The examples of a GET operation's 200 answer in the contract, by name. */
function detailExamples(contract: string, paths: string[]): Examples {
  type Doc = {
    paths: Record<string, { get: { responses: { 200: { content: Record<string, { examples?: Examples }> } } } }>;
  };
  try {
    const doc = parse(readFileSync(contract, 'utf8'), { maxAliasCount: -1 }) as Doc;
    return Object.assign(
      {},
      ...paths.map((path) => doc.paths[path]?.get.responses[200].content['application/json']?.examples ?? {}),
    ) as Examples;
  } catch {
    return {};
  }
}

/** The names of the vehicle and dealer detail examples in the contract. */
export function mockExampleNames(contract = contractFile): Set<string> {
  return new Set(Object.keys(detailExamples(contract, ['/api/vehicles/{vehicleId}', '/api/dealers/{dealerId}'])));
}

/** The Car Advice operations whose examples the proxy picks by what is asked (see `mockAdviceExample`). */
const advicePaths = ['/api/reviews', '/api/reviews/{reviewId}', '/api/price-guide'] as const;

/** The names of the Car Advice examples in the contract, by operation path. */
export function mockAdviceExampleNames(contract = contractFile): Map<string, Set<string>> {
  return new Map(advicePaths.map((path) => [path, new Set(Object.keys(detailExamples(contract, [path])))]));
}

/**
 * Car Advice for the mock: a review by its id (the contract names each review's example by its id),
 * the price guide of `make` and `model` (`ford-fiesta`, else the make's: `ford`), and the reviews of a
 * make (`ford`) or of vans (`vans`). Anything without an example gets the operation's first one.
 */
export function mockAdviceExample(
  method: string,
  url: string,
  names: ReadonlyMap<string, ReadonlySet<string>>,
): string | undefined {
  if (method !== 'GET') return undefined;
  const [path = '', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  const review = /^\/api\/reviews\/([a-z0-9-]+)$/.exec(path)?.[1];
  const make = query.get('make');
  const candidates =
    review !== undefined
      ? { path: '/api/reviews/{reviewId}', names: [review] }
      : path === '/api/price-guide'
        ? { path, names: [make && query.get('model') ? `${make}-${query.get('model')}` : null, make] }
        : path === '/api/reviews'
          ? { path, names: [make, query.get('vehicleType') === 'van' ? 'vans' : null] }
          : undefined;
  const known = candidates && names.get(candidates.path);
  return candidates?.names.find((name): name is string => Boolean(name) && Boolean(known?.has(name ?? '')));
}

/** The example vehicles' cards by id: the `Vehicle` of each vehicle detail example. */
export function mockVehicleCards(contract = contractFile): Map<number, unknown> {
  const cards = new Map<number, unknown>();
  for (const { value } of Object.values(detailExamples(contract, ['/api/vehicles/{vehicleId}']))) {
    const card = (value as { Vehicle?: { VehicleId?: number } } | undefined)?.Vehicle;
    if (typeof card?.VehicleId === 'number') cards.set(card.VehicleId, card);
  }
  return cards;
}

/**
 * The mock answers `GET /api/vehicles?ids=` with one fixed example, whatever the ids, so on its own
 * the shortlist and recent panels would show vehicles nobody chose. For a valid request the proxy
 * answers itself with the example vehicles asked for, in the order asked (ids with no example left
 * out, as a server leaves out withdrawn adverts); anything else (no ids, more than 25, not ids) goes
 * to the mock, which answers it as the contract says (400).
 */
export function mockCardsAnswer(
  method: string,
  url: string,
  cards: ReadonlyMap<number, unknown>,
): { Vehicles: unknown[] } | undefined {
  const [path, query = ''] = url.split('?');
  if (method !== 'GET' || path !== '/api/vehicles') return undefined;
  const values = new URLSearchParams(query).getAll('ids');
  if (values.length !== 1) return undefined;
  const ids = (values[0] ?? '').split(',');
  if (ids.length < 1 || ids.length > 25 || !ids.every((id) => /^[1-9][0-9]{0,9}$/.test(id))) return undefined;
  return { Vehicles: ids.flatMap((id) => cards.get(Number(id)) ?? []) };
}

/**
 * A dealer id the contract has no detail example for: the mock would answer it with the first
 * example dealer, so the proxy asks Prism for the contract's 404 instead (`Prefer: code=404`), as a
 * server answers a dealer it does not know (the dealer page is then the 404 page).
 */
export function isUnknownMockDealer(method: string, path: string, names: ReadonlySet<string>): boolean {
  const match = /^\/api\/dealers\/([0-9]+)$/.exec(path);
  return method === 'GET' && match !== null && !names.has(`d${match[1]}`);
}

/** The example dealers (the dealer detail examples), by name as the directory sorts them. */
export function mockDealers(contract = contractFile): MockDealer[] {
  return Object.values(detailExamples(contract, ['/api/dealers/{dealerId}']))
    .map(({ value }) => value as MockDealer)
    .filter((dealer) => typeof dealer?.Id === 'number')
    .toSorted((a, b) => a.Name.localeCompare(b.Name));
}

interface MockDealer {
  Id: number;
  Name: string;
  VehicleTypes?: string[];
  Address?: { Town?: string; County?: string };
}

/** The example dealers, read from the contract at the directory's first request. */
let exampleDealers: MockDealer[] | undefined;

/** The mock directory's page size: small, so the example dealers fill more than one page. */
export const mockDealerPageSize = 3;

// The contract's postcodeQuery pattern (spaces stripped, upper case).
const postcodePattern =
  /^(GIR0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY])[0-9][ABD-HJLNP-UW-Z]{2})$/;

const slug = (name: string | undefined) =>
  (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The mock answers `GET /api/dealers` with one fixed example, whatever the type, place or page, so on
 * its own the directory could neither narrow nor turn a page. For a request the contract allows, the
 * proxy answers itself from the example dealers: those selling the type (every one for `all`), in
 * the county and town asked (slugs of their address), by name (the mock knows no distances), three
 * to a page. Anything else goes to the mock, which answers it as the contract says (400).
 */
export function mockDealersAnswer(
  method: string,
  url: string,
  dealers: readonly MockDealer[],
): { Dealers: MockDealer[]; Pagination: { CurrentPage: number; TotalRecords: number; PageSize: number } } | undefined {
  const [path, query = ''] = url.split('?');
  if (method !== 'GET' || path !== '/api/dealers') return undefined;
  const params = new URLSearchParams(query);
  const type = params.get('vehicleType');
  const page = params.get('page') ?? '1';
  const county = params.get('county');
  const town = params.get('town');
  const postcode = params.get('postcode');
  const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
  if (type !== 'car' && type !== 'van' && type !== 'all') return undefined;
  if (!/^[1-9][0-9]{0,2}$/.test(page) || Number(page) > 1000) return undefined;
  if ((county !== null && !slugPattern.test(county)) || (town !== null && !slugPattern.test(town))) return undefined;
  if (postcode !== null && !postcodePattern.test(postcode)) return undefined;
  const matching = dealers.filter(
    (dealer) =>
      (type === 'all' || (dealer.VehicleTypes ?? []).includes(type)) &&
      (county === null || slug(dealer.Address?.County) === county) &&
      (town === null || slug(dealer.Address?.Town) === town),
  );
  const start = (Number(page) - 1) * mockDealerPageSize;
  return {
    Dealers: matching.slice(start, start + mockDealerPageSize),
    Pagination: { CurrentPage: Number(page), TotalRecords: matching.length, PageSize: mockDealerPageSize },
  };
}

export function apiProxy(env: NodeJS.ProcessEnv = process.env): Record<string, ProxyOptions> {
  const target = apiBaseUrl(env);
  const options: ProxyOptions = { target, changeOrigin: true };
  if (!env.API_BASE_URL) {
    const names = mockExampleNames();
    const cards = mockVehicleCards();
    const adviceNames = mockAdviceExampleNames();
    options.bypass = (req, res) => {
      const answer =
        mockCardsAnswer(req.method ?? 'GET', req.url ?? '', cards) ??
        mockDealersAnswer(req.method ?? 'GET', req.url ?? '', (exampleDealers ??= mockDealers()));
      if (!answer || !res) return undefined;
      res.writeHead(200, {
        'content-type': 'application/json',
        'RateLimit-Limit': '600',
        'RateLimit-Remaining': '599',
        'RateLimit-Reset': '60',
      });
      res.end(JSON.stringify(answer));
      // Vite sees the answer is sent and forwards nothing.
      return req.url;
    };
    options.configure = (proxy) => {
      proxy.on('proxyReq', (proxyReq, req) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const name =
          mockExampleForRequest(req.method ?? 'GET', path, req.headers.cookie, names) ??
          mockAdviceExample(req.method ?? 'GET', req.url ?? '', adviceNames);
        if (name) proxyReq.setHeader('Prefer', `example=${name}`);
      });
      proxy.on('proxyRes', (proxyRes, req) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        // The development server is plain http, where a browser drops a Secure cookie (the mock's
        // session cookie example is Secure, as a real server's must be).
        const cookies = (proxyRes.headers['set-cookie'] ?? []).map((cookie) => cookie.replace(/;\s*Secure/gi, ''));
        const mark = mockSessionCookie(req.method ?? 'GET', path, proxyRes.statusCode ?? 0);
        proxyRes.headers['set-cookie'] = mark ? [...cookies, mark] : cookies;
      });
      // A dealer id with no example: the contract's 404, as a server answers a dealer it does not know.
      proxy.on('proxyReq', (proxyReq, req) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (!proxyReq.getHeader('Prefer') && isUnknownMockDealer(req.method ?? 'GET', path, names))
          proxyReq.setHeader('Prefer', 'code=404');
      });
    };
  }
  return Object.fromEntries(apiPathPatterns.map((pattern) => [pattern, { ...options }]));
}
