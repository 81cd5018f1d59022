import { describe, expect, it } from 'vitest';
import type { Dealer } from '../api/types';
import { dealerStore, dealerStockPreview, directoryFailedMessage } from './DealerStore';
import { createTestStores, jsonResponse as json, vehicleCard, type SentRequest } from './testing';
import { exampleDealer } from './testingDealers';

const dealer = (overrides: Partial<Dealer> = {}) => exampleDealer(overrides);

const page = (dealers: Dealer[], CurrentPage = 1, TotalRecords = dealers.length, PageSize = 20) =>
  json({ Dealers: dealers, Pagination: { CurrentPage, TotalRecords, PageSize } });

/** A deferred answer, to hold a request while another is sent. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

describe('DealerStore directory', () => {
  it('asks for every dealer, cars and vans, for /dealers/all/, with the place and postcode asked', async () => {
    const { stores, requests } = createTestStores(() => page([dealer()], 1, 1));
    const store = stores.use(dealerStore);
    await store.loadDirectory({ kind: 'all', county: 'greater-london', town: 'croydon', postcode: 'CR04XJ', page: 1 });
    expect(requests).toHaveLength(1);
    const [request] = requests as [SentRequest];
    expect(request.path).toBe('/api/dealers');
    expect(Object.fromEntries(request.query)).toEqual({
      vehicleType: 'all',
      county: 'greater-london',
      town: 'croydon',
      postcode: 'CR04XJ',
      page: '1',
    });
    expect(store.directoryState).toBe('loaded');
    expect(store.dealers.map((entry) => entry.Name)).toEqual(['Capital Cars of Croydon']);
  });

  it('works out the pages from the pagination the server answers (its page size)', async () => {
    const { stores } = createTestStores(() => page([dealer(), dealer({ Id: 3103 })], 2, 7, 2));
    const store = stores.use(dealerStore);
    expect(store.hasPage).toBe(false);
    await store.loadDirectory({ kind: 'car', page: 2 });
    expect(store.hasPage).toBe(true);
    expect(store.totalRecords).toBe(7);
    expect(store.pageSize).toBe(2);
    expect(store.totalPages).toBe(4);
  });

  it('sends a town only with its county, and asks nothing again for the query already shown', async () => {
    const { stores, requests } = createTestStores(() => page([]));
    const store = stores.use(dealerStore);
    await store.loadDirectory({ kind: 'van', town: 'croydon', page: 1 });
    await store.loadDirectory({ kind: 'van', town: 'croydon', page: 1 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query.has('town')).toBe(false);
    expect(requests[0]?.query.get('vehicleType')).toBe('van');
  });

  it('keeps the page shown while the next one loads, and drops an answer a later query superseded', async () => {
    const held = deferred();
    const { stores, requests } = createTestStores((request) =>
      request.query.get('page') === '2' ? held.promise : page([dealer({ Name: `Page ${request.query.get('page')}` })]),
    );
    const store = stores.use(dealerStore);
    await store.loadDirectory({ kind: 'all', page: 1 });
    const second = store.loadDirectory({ kind: 'all', page: 2 });
    expect(store.directoryState).toBe('loading');
    expect(store.dealers.map((entry) => entry.Name)).toEqual(['Page 1']);
    await store.loadDirectory({ kind: 'all', page: 3 });
    held.resolve(page([dealer({ Name: 'Page 2' })], 2, 60));
    await second;
    expect(requests).toHaveLength(3);
    expect(store.dealers.map((entry) => entry.Name)).toEqual(['Page 3']);
    expect(store.query?.page).toBe(3);
  });

  it('starts afresh for another kind of directory', async () => {
    const held = deferred();
    const { stores } = createTestStores((request) =>
      request.query.get('vehicleType') === 'van' ? held.promise : page([dealer()]),
    );
    const store = stores.use(dealerStore);
    await store.loadDirectory({ kind: 'car', page: 1 });
    void store.loadDirectory({ kind: 'van', page: 1 });
    expect(store.hasPage).toBe(false);
    expect(store.dealers).toEqual([]);
    held.resolve(page([]));
  });

  it("says why the directory failed in the server's words, else its own, and tries again", async () => {
    let status = 500;
    const { stores, requests } = createTestStores(
      () =>
        status === 429
          ? json({ Code: 429, FriendlyMessage: 'Too many requests. Please wait a minute.' }, 429)
          : status === 200
            ? page([dealer()])
            : new Response('Server error', { status }),
      { logger: { error: () => {} } },
    );
    const store = stores.use(dealerStore);
    await store.loadDirectory({ kind: 'car', page: 1 });
    expect(store.directoryState).toBe('failed');
    expect(store.directoryError).toBe(directoryFailedMessage);
    status = 429;
    await store.loadDirectory({ kind: 'car', page: 1 });
    expect(store.directoryError).toBe('Too many requests. Please wait a minute.');
    status = 200;
    await store.loadDirectory({ kind: 'car', page: 1 });
    expect(store.directoryState).toBe('loaded');
    expect(store.directoryError).toBeNull();
    expect(requests).toHaveLength(3);
    expect(directoryFailedMessage).toMatch(/could not load the dealers/);
  });
});

describe('DealerStore dealer page', () => {
  const results = (count: number, total: number) =>
    json({
      Results: [
        ...Array.from({ length: count }, (_, index) => vehicleCard({ VehicleId: 20481734 + index })),
        { ObjectType: 'SpecialOffers', Title: 'Special offers near you', Vehicles: [vehicleCard({ VehicleId: 1 })] },
      ],
      Pagination: { CurrentPage: 1, TotalRecords: total, PageSize: dealerStockPreview },
    });

  it('loads the dealer, then its first cars and vans from the results by its DealerId', async () => {
    const { stores, requests } = createTestStores((request) =>
      request.path === '/api/dealers/3106' ? json(dealer()) : results(request.path.includes('/van/') ? 2 : 12, 86),
    );
    const store = stores.use(dealerStore);
    await store.loadDealer(3106);
    expect(store.dealer?.Name).toBe('Capital Cars of Croydon');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/dealers/3106',
      'POST /api/search/car/results',
      'POST /api/search/van/results',
    ]);
    for (const request of requests.slice(1)) {
      expect(request.body).toMatchObject({
        pagination: { CurrentPage: 1, PageSize: dealerStockPreview },
        searchPanelParameters: { DealerId: 3106 },
      });
    }
    const [cars, vans] = store.stock;
    expect(cars).toMatchObject({ vehicleType: 'car', total: 86, state: 'loaded' });
    // At most the preview's number, and only the dealer's own cards (no special offers).
    expect(cars?.cards).toHaveLength(dealerStockPreview);
    expect(vans?.cards.map((card) => card.VehicleId)).toEqual([20481734, 20481735]);
  });

  it('asks for cars when the dealer does not say what it sells', async () => {
    const { stores, requests } = createTestStores((request) =>
      request.method === 'GET' ? json(dealer({ VehicleTypes: undefined })) : results(1, 1),
    );
    await stores.use(dealerStore).loadDealer(3106);
    expect(requests.map((request) => request.path)).toEqual(['/api/dealers/3106', '/api/search/car/results']);
  });

  it('marks a dealer the server does not know as not found, and a failure apart from it', async () => {
    let answer: Response = json({ Code: 404, FriendlyMessage: 'Sorry, we could not find that dealer.' }, 404);
    const { stores } = createTestStores(() => answer, { logger: { error: () => {} } });
    const store = stores.use(dealerStore);
    await store.loadDealer(999999);
    expect(store.notFound).toBe(true);
    expect(store.dealerState).toBe('failed');
    answer = new Response('Bad gateway', { status: 502 });
    await store.loadDealer(3101);
    expect(store.notFound).toBe(false);
    expect(store.dealerState).toBe('failed');
  });

  it('keeps the dealer shown when its stock fails, saying that part failed', async () => {
    const { stores } = createTestStores(
      (request) =>
        request.method === 'GET' ? json(dealer({ VehicleTypes: ['van'] })) : new Response('', { status: 503 }),
      { logger: { error: () => {} } },
    );
    const store = stores.use(dealerStore);
    await store.loadDealer(3106);
    expect(store.dealerState).toBe('loaded');
    expect(store.stock).toEqual([{ vehicleType: 'van', cards: [], total: 0, state: 'failed' }]);
  });

  it('drops the answer for a dealer left before it arrived', async () => {
    const held = deferred();
    const { stores } = createTestStores((request) =>
      request.path === '/api/dealers/3101'
        ? held.promise
        : request.method === 'GET'
          ? json(dealer({ VehicleTypes: [] }))
          : results(0, 0),
    );
    const store = stores.use(dealerStore);
    const first = store.loadDealer(3101);
    await store.loadDealer(3106);
    held.resolve(json(dealer({ Id: 3101, Name: 'Thames Valley Car Centre' })));
    await first;
    expect(store.dealerId).toBe(3106);
    expect(store.dealer?.Name).toBe('Capital Cars of Croydon');
  });
});
