/**
 * The statuses every path can answer beyond its operations' own, as the contract's "HTTP" section
 * states them: a method a path does not have is 405 with `Allow`; HEAD on a GET operation answers as
 * GET without a body; a query parameter sent twice where one is taken is 400 naming it in `Fields`;
 * an operation that takes no body accepts `Content-Type: application/json` with none; and the dealer
 * directory's well-formed postcode that does not exist is 400 code 102. Every operation's 2xx
 * carries the Cache-Control its contract names, and every other answer `no-store`. Every answer is
 * checked against the contract by the test server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, resolve } from '../openapi/contract/contract';
import { testCatalogue } from './handlers/fixture';
import type { Started } from './start';
import { TestBrowser, testServer } from './testing';

let server: Started;
let browser: TestBrowser;

beforeAll(async () => {
  server = await testServer(testCatalogue);
  browser = new TestBrowser(server.app);
  await browser.open();
});

afterAll(() => server.app.close());

const inject = (method: string, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(browser.cookie ? { cookie: `fc_session=${browser.cookie}` } : {}),
      ...(browser.csrfToken ? { 'x-csrf-token': browser.csrfToken } : {}),
      ...headers,
    },
  });

describe('statuses beyond the operations', () => {
  it.each([
    ['DELETE', '/api/vehicles/20481734', 'GET, HEAD'],
    ['PUT', '/api/search/car/count', 'POST'],
    ['GET', '/api/account/signout', 'POST'],
    ['POST', '/api/account/saved-searches/6f1c2b7e-3d4a-4f0b-9c1e-2a7d5e8b9c01', 'DELETE, PUT'],
    ['PATCH', '/api/account/shortlist', 'GET, HEAD'],
  ])('answers %s %s, a method the path does not have, 405 with Allow: %s', async (method, url, allow) => {
    const answer = await inject(method, url);
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.json()).toEqual({ Code: 405, FriendlyMessage: expect.any(String) });
  });

  it('still answers a path the contract does not have 404', async () => {
    const answer = await inject('DELETE', '/api/no-such-thing');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers.allow).toBeUndefined();
  });

  it('answers HEAD on a GET operation as GET, without a body', async () => {
    const get = await inject('GET', '/api/vehicles/20481734');
    const head = await inject('HEAD', '/api/vehicles/20481734');
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    const missing = await inject('HEAD', '/api/vehicles/2147483646');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('');
  });

  it.each([
    ['/api/finance/quote?price=9495&price=8750&deposit=1000&term=48', 'price'],
    ['/api/dealers?vehicleType=all&vehicleType=car', 'vehicleType'],
    ['/api/vehicles?ids=20481734&ids=20481802', 'ids'],
  ])('answers %s, a parameter sent twice, 400 naming %s in Fields', async (url, name) => {
    const answer = await inject('GET', url);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      Code: 100,
      FriendlyMessage: expect.any(String),
      Fields: [{ Field: name, Message: `Send ${name} only once.` }],
    });
  });

  it('takes a parameter the contract repeats (explode: true) more than once', async () => {
    const answer = await inject('GET', '/api/audit?Type=PageView&Parameters=/used-cars/&Parameters=ford');
    expect(answer.statusCode).toBe(204);
  });

  it('signs out when the request says Content-Type: application/json and sends no body', async () => {
    const answer = await inject('POST', '/api/account/signout', { 'content-type': 'application/json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ IsAuthenticated: false });
  });

  it('still refuses an empty JSON body where the operation takes one', async () => {
    const answer = await inject('POST', '/api/search/car/count', { 'content-type': 'application/json' });
    expect(answer.statusCode).toBe(400);
  });

  it('answers a well-formed postcode that does not exist in the dealer directory 400 code 102', async () => {
    const answer = await inject('GET', '/api/dealers?vehicleType=all&postcode=AA11AA');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ Code: 102, FriendlyMessage: expect.stringContaining('AA1 1AA') });
  });
});

/** The Cache-Control value the contract names on an operation's 2xx answers. */
function documentedCacheControl(operationId: string): string | undefined {
  const op = operations().find((o) => o.operationId === operationId);
  const success = Object.entries(op?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
  const header = success?.value.headers?.['Cache-Control'];
  if (!success || !header) return undefined;
  const { value, where } = resolve<{ schema: unknown }>(header, `${success.where}/headers/Cache-Control`);
  return resolve<{ const?: string }>(value.schema, `${where}/schema`).value.const;
}

describe('Cache-Control', () => {
  it('names one value on every operation of the contract', () => {
    const missing = operations()
      .filter((op) => documentedCacheControl(op.operationId) === undefined)
      .map((op) => op.operationId);
    expect(missing).toEqual([]);
  });

  it.each([
    ['listCarMakes', 'GET', '/api/lookups/car/makes', undefined],
    ['listLocations', 'GET', '/api/lookups/locations', undefined],
    ['listCarFuelTypes', 'GET', '/api/lookups/car/fuels', undefined],
    ['listCarBodyStyles', 'GET', '/api/lookups/car/body-styles', undefined],
    ['listCarPriceBands', 'GET', '/api/lookups/car/price-bands', undefined],
    ['resetCarSearchPanel', 'GET', '/api/search/car/panel/default', undefined],
    ['resetVanSearchPanel', 'GET', '/api/search/van/panel/default', undefined],
    ['getFinanceQuote', 'GET', '/api/finance/quote?price=9495&deposit=1000&term=48&annualMileage=10000', undefined],
    ['listReviews', 'GET', '/api/reviews', undefined],
    ['getVehicle', 'GET', '/api/vehicles/20481734', undefined],
    ['listVehicleCards', 'GET', '/api/vehicles?ids=20481734,20481802', undefined],
    ['listDealers', 'GET', '/api/dealers?vehicleType=all', undefined],
    ['getDealer', 'GET', '/api/dealers/3101', undefined],
    ['countCarSearchResults', 'POST', '/api/search/car/count', { Type: 'car' }],
    ['countVanSearchResults', 'POST', '/api/search/van/count', { Type: 'van' }],
    ['updateCarSearchPanel', 'POST', '/api/search/car/panel', { Type: 'car' }],
    ['getSession', 'GET', '/api/account/session', undefined],
    ['pingAuditEvent', 'GET', '/api/audit?Type=PageView&Parameters=/used-cars/', undefined],
    ['checkLiveness', 'GET', '/api/health/live', undefined],
  ])('%s answers 2xx with the Cache-Control its contract names', async (operationId, method, url, body) => {
    const answer = await browser.call(method as 'GET', url, body);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    expect(answer.headers['cache-control']).toBe(documentedCacheControl(operationId));
  });

  it('sends no-store on every answer that is not a 2xx, whatever the operation', async () => {
    for (const url of ['/api/vehicles/2147483646', '/api/dealers?vehicleType=lorry', '/api/no-such-thing'])
      expect((await inject('GET', url)).headers['cache-control'], url).toBe('no-store');
    expect((await inject('DELETE', '/api/vehicles/20481734')).headers['cache-control']).toBe('no-store');
  });
});
