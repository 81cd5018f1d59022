/**
 * Consumer side: every operation called through the app's own typed client, the way stores call it
 * (session cookie and CSRF token from the session state), against the server under test (Prism by
 * default). Each call must get a documented 2xx with no `sl-violations`, and the request the client
 * sent and the answer it got must both validate against the contract with ajv.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../app/api/client';
import type { SearchCriteria } from '../../app/api/types';
import { toClientErrorReport } from '../../app/lib/errorReporting';
import { checkResponse } from './conformance';
import { document, operations, validate, type Operation } from './contract';
import { sessionCookieOf } from './visitor';

const baseUrl = inject('baseUrl');
const isPrism = inject('isPrism');
const byRoute = new Map(operations().map((op) => [`${op.method} ${op.path}`, op]));

/** The operation a concrete request is for (path parameters matched by shape). */
function operationOf(request: Request): Operation | undefined {
  const path = new URL(request.url).pathname;
  for (const op of byRoute.values()) {
    const shape = new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (op.method === request.method && shape.test(path)) return op;
  }
  return undefined;
}

const session = { cookie: '', csrfToken: '' };
const problems: string[] = [];
const seen = new Set<string>();

/** The app's fetch, plus a cookie jar (Node has none) and a check of each request and answer. */
async function checkedFetch(request: Request): Promise<Response> {
  if (session.cookie) request.headers.set('Cookie', session.cookie);
  const op = operationOf(request);
  if (!op) throw new Error(`${request.method} ${request.url} is not in the contract`);
  seen.add(op.operationId);
  const text = await request.clone().text();
  if (text && op.requestBody) {
    const media = (request.headers.get('content-type') ?? '').split(';')[0] ?? '';
    const pointer = `${op.requestBody.where}/content/${media.replace(/\//g, '~1')}/schema`;
    problems.push(...validate(pointer, JSON.parse(text)).map((e) => `${op.operationId} request body ${e}`));
  }
  const response = await fetch(request);
  // Follow a rotation as a browser and the app do: the new cookie, and the new session's CSRF token
  // (register, sign in and sign out answer the new session state).
  const cookie = sessionCookieOf(response.headers);
  if (cookie) session.cookie = cookie;
  const token = (
    (await response
      .clone()
      .json()
      .catch(() => null)) as { CsrfToken?: unknown } | null
  )?.CsrfToken;
  if (typeof token === 'string') session.csrfToken = token;
  const found = await checkResponse(
    op,
    { name: 'client call', expect: 'success', params: {}, withSession: true, withCsrf: true },
    response.clone(),
    isPrism,
  );
  problems.push(...found.map((p) => `${op.operationId}: ${p}`));
  return response;
}

let api: ApiClient;
const examples = document as unknown as {
  'x-example-data': { carCriteria: SearchCriteria; vanCriteria: SearchCriteria };
};
const carCriteria = examples['x-example-data'].carCriteria;
const vanCriteria = examples['x-example-data'].vanCriteria;
// The saved search this file edits and deletes: the one it saves itself (the example's id until then).
let savedSearchId = '6f1c2b7e-3d4a-4f0b-9c1e-2a7d5e8b9c01';
// The person this file registers: its own, so no other file or earlier run has taken the address.
const ownEmail = `oliver.bennett.${randomUUID().slice(0, 8)}@example.co.uk`;

beforeAll(async () => {
  api = createApiClient({ baseUrl, fetch: checkedFetch, csrfToken: () => session.csrfToken });
  const { data } = await api.GET('/api/account/session');
  session.csrfToken = data?.CsrfToken ?? '';
  const signedIn = await api.POST('/api/account/signin', {
    body: { Email: 'amelia.hughes@example.co.uk', Password: 'Forecourt2026', RememberMe: true },
  });
  session.csrfToken = signedIn.data?.CsrfToken ?? session.csrfToken;
});

/** Every call the app makes, as a store makes it. */
const calls: Array<[string, () => Promise<{ response: Response }>]> = [
  ['record a page view', () => api.POST('/api/audit', { body: { Type: 'PageView', Parameters: ['/used-cars/'] } })],
  [
    'ping an audit event (as an image ping would)',
    () =>
      api.GET('/api/audit', {
        params: { query: { Type: 'PageView', Parameters: ['/used-vans/', 'van'] } },
        querySerializer: { array: { style: 'form', explode: true } },
      }),
  ],
  [
    'report a non-JSON failure to the error-reporting service',
    () =>
      api.POST('/api/errors', {
        body: toClientErrorReport(
          {
            source: 'api',
            name: 'Error',
            message: 'Failed to search (502). Please refresh the page and try again.',
            url: 'https://www.forecourt.example/search/car/?PostCode=SW1A1AA',
            failure: { action: 'search', status: 502, url: '/api/search/car/results', preview: '<html>502</html>' },
          },
          'Mozilla/5.0 (X11; Linux x86_64)',
        ),
      }),
  ],
  [
    'add to the shortlist',
    () => api.POST('/account/savevehicleshortlist', { body: { vehicleId: 20481734, returnVehicle: false } }),
  ],
  [
    'remove from the shortlist',
    () => api.POST('/account/deletevehicleshortlistbyid', { body: { vehicleId: 20481734 } }),
  ],
  ['load the session', () => api.GET('/api/account/session')],
  [
    'register',
    () =>
      api.POST('/api/account/register', {
        body: {
          FirstName: 'Oliver',
          LastName: 'Bennett',
          Email: ownEmail,
          Password: 'Transit2020van',
          AcceptTerms: true,
        },
      }),
  ],
  [
    'complete the account',
    () =>
      api.POST('/api/account/complete', {
        body: { FirstName: 'Amelia', LastName: 'Hughes', PostCode: 'RG1 8DN', MobileNumber: '07700 900123' },
      }),
  ],
  [
    'send a password reminder',
    () => api.POST('/api/account/password-reminder', { body: { Email: 'amelia.hughes@example.co.uk' } }),
  ],
  ['load the signed-in shortlist', () => api.GET('/api/account/shortlist')],
  [
    'merge the signed-out shortlist into the account',
    () => api.POST('/api/account/shortlist/merge', { body: { vehicleIds: [20482166, 20481802] } }),
  ],
  ['load saved searches', () => api.GET('/api/account/saved-searches')],
  [
    'save a search',
    async () => {
      const saved = await api.POST('/api/account/saved-searches', {
        body: { Name: 'Manual Fiestas near Westminster', VehicleType: 'car', EmailAlerts: true, Criteria: carCriteria },
      });
      savedSearchId = saved.data?.Id ?? savedSearchId;
      return saved;
    },
  ],
  [
    'edit a saved search',
    () =>
      api.PUT('/api/account/saved-searches/{savedSearchId}', {
        params: { path: { savedSearchId } },
        body: { Name: 'Fiestas in London', EmailAlerts: false },
      }),
  ],
  [
    'delete a saved search',
    () => api.DELETE('/api/account/saved-searches/{savedSearchId}', { params: { path: { savedSearchId } } }),
  ],
  [
    'count cars (superseding)',
    () => api.latest('count', (signal) => api.POST('/api/search/car/count', { body: carCriteria, signal })),
  ],
  ['update the car panel', () => api.latest('update', () => api.POST('/api/search/car/panel', { body: carCriteria }))],
  ['update the whole car panel', () => api.POST('/api/search/car/panel/all', { body: carCriteria })],
  ['reset the car panel', () => api.GET('/api/search/car/panel/default')],
  [
    'search cars',
    () =>
      api.latest('search', () =>
        api.POST('/api/search/car/results', {
          body: { isNewSearch: true, pagination: { CurrentPage: 1 }, searchPanelParameters: carCriteria },
        }),
      ),
  ],
  ['count vans', () => api.POST('/api/search/van/count', { body: vanCriteria })],
  ['update the van panel', () => api.POST('/api/search/van/panel', { body: vanCriteria })],
  ['update the whole van panel', () => api.POST('/api/search/van/panel/all', { body: vanCriteria })],
  ['reset the van panel', () => api.GET('/api/search/van/panel/default')],
  [
    'search vans',
    () =>
      api.POST('/api/search/van/results', {
        body: { isNewSearch: false, pagination: { CurrentPage: 2, PageSize: 20 }, searchPanelParameters: vanCriteria },
      }),
  ],
  [
    'load recent vehicle cards',
    () => api.GET('/api/vehicles', { params: { query: { ids: [20482166, 20482233, 20490239, 20482390] } } }),
  ],
  ['load a vehicle', () => api.GET('/api/vehicles/{vehicleId}', { params: { path: { vehicleId: '20481734' } } })],
  [
    'load the dealer directory',
    () => api.GET('/api/dealers', { params: { query: { vehicleType: 'van', county: 'merseyside', page: 1 } } }),
  ],
  ['load a dealer', () => api.GET('/api/dealers/{dealerId}', { params: { path: { dealerId: '3104' } } })],
  [
    "page through a dealer's reviews",
    () =>
      api.GET('/api/dealers/{dealerId}/reviews', {
        params: { path: { dealerId: '3104' }, query: { page: 2, pageSize: 5 } },
      }),
  ],
  [
    'get a finance quote',
    () =>
      api.GET('/api/finance/quote', {
        params: { query: { price: 9495, deposit: 1000, term: 60, annualMileage: 10000 } },
      }),
  ],
  [
    'list reviews of a make',
    () => api.GET('/api/reviews', { params: { query: { vehicleType: 'car', make: 'ford', page: 1 } } }),
  ],
  ['load a review', () => api.GET('/api/reviews/{reviewId}', { params: { path: { reviewId: 'ford-fiesta-2017' } } })],
  [
    'load the price guide of a model',
    () => api.GET('/api/price-guide', { params: { query: { make: 'vauxhall', model: 'corsa' } } }),
  ],
  ['load car makes', () => api.GET('/api/lookups/car/makes')],
  ['load van makes', () => api.GET('/api/lookups/van/makes')],
  ['load counties and towns', () => api.GET('/api/lookups/locations')],
  ['load the car price bands that have cars', () => api.GET('/api/lookups/car/price-bands')],
  ['load car fuel types', () => api.GET('/api/lookups/car/fuels')],
  ['load car body styles', () => api.GET('/api/lookups/car/body-styles')],
  [
    'contact a dealer about a vehicle',
    () =>
      api.POST('/api/forms/contact-dealer', {
        body: {
          Variant: 'item',
          VehicleId: 20481734,
          DealerId: 3101,
          Name: 'Amelia Hughes',
          Email: 'amelia.hughes@example.co.uk',
          PhoneNumber: '0118 496 0987',
          Message: 'Is the Fiesta still available?',
        },
      }),
  ],
  [
    'text a vehicle to a mobile',
    () =>
      api.POST('/api/forms/contact-dealer', {
        body: { Variant: 'sms', VehicleId: 20490112, DealerId: 3104, MobileNumber: '07700 900456' },
      }),
  ],
  [
    'write to a dealer',
    () =>
      api.POST('/api/forms/contact-dealer', {
        body: {
          Variant: 'plain',
          DealerId: 3106,
          Name: 'Priya Shah',
          Email: 'priya.shah@example.co.uk',
          Message: 'Do you have automatic hatchbacks arriving soon?',
        },
      }),
  ],
  [
    'contact us as a consumer',
    () =>
      api.POST('/api/forms/contact-page/consumer', {
        body: { Name: 'Tom Gallagher', Email: 'tom.gallagher@example.co.uk', Topic: 'advert', Message: 'A question.' },
      }),
  ],
  [
    'contact us as a dealer',
    () =>
      api.POST('/api/forms/contact-page/dealer', {
        body: {
          Name: 'Gareth Evans',
          Email: 'gareth@valleymotors.example',
          PhoneNumber: '029 2018 0456',
          DealershipName: 'Valley Motors',
          PostCode: 'CF24 5PJ',
          Message: 'Tell me about advertising.',
        },
      }),
  ],
  [
    'report an advert',
    () =>
      api.POST('/api/forms/report-ad', {
        body: { VehicleId: 20482166, Reason: 'incorrect-details', Details: 'The mileage looks wrong.' },
      }),
  ],
  [
    'offer a part exchange',
    () =>
      api.POST('/api/forms/trade-a-vehicle', {
        body: {
          Registration: 'DY70 XKE',
          Mileage: 34120,
          Name: 'Priya Shah',
          Email: 'priya.shah@example.co.uk',
          PhoneNumber: '020 7946 0654',
          PostCode: 'CR0 2RB',
        },
      }),
  ],
  [
    'ask about finance',
    () =>
      api.POST('/api/forms/finance-enquiry', {
        body: {
          VehicleId: 20482233,
          DealerId: 3103,
          Name: 'Callum Reid',
          Email: 'callum.reid@example.co.uk',
          MobileNumber: '07700 900789',
          PostCode: 'G41 2PE',
          Deposit: 2000,
          Term: 48,
          AnnualMileage: 8000,
        },
      }),
  ],
  [
    'value a vehicle',
    () =>
      api.POST('/api/forms/valuation', { body: { Registration: 'DY70 XKE', Mileage: 34120, PostCode: 'LS11 5DL' } }),
  ],
  ['sign out', () => api.POST('/api/account/signout')],
  // Operators' probes: the app never calls them, but the client can.
  ['check liveness', () => api.GET('/api/health/live')],
  ['check readiness', () => api.GET('/api/health/ready')],
];

describe('the typed client against the server under test', () => {
  it.each(calls)('%s: a 2xx, no violations, request and answer valid', async (_name, call) => {
    problems.length = 0;
    const { response } = await call();
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    expect(problems).toEqual([]);
  });

  it('has called every operation of the contract (sign in in the setup)', () => {
    const missed = [...byRoute.values()].map((op) => op.operationId).filter((id) => !seen.has(id));
    expect(missed).toEqual([]);
  });
});
