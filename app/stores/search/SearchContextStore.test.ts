import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryCookies } from '../../lib/cookies';
import { createSearchTestStores, createTestStores, jsonResponse as json, searchPanelExample } from '../testing';

const panel = searchPanelExample();

describe('SearchContextStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the home switch loads the van panel, keeps a typed postcode and counts vans, counters too', async () => {
    const { search, searchCount, searchContext, requests } = createSearchTestStores((request) =>
      request.method === 'GET' || request.path.endsWith('/panel')
        ? json({ ...panel, Distance: 1000 })
        : json({ RecordCount: 321 }),
    );
    search.load('car', 'home', structuredClone(panel));
    search.setPostcode('ls1 4ap');
    await searchContext.switchVehicleType('van');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/search/van/panel/default' });
    expect(search.vehicleType).toBe('van');
    expect(search.postcode).toBe('LS14AP');
    await vi.waitFor(() => expect(searchCount.searchButtonLabel).toBe('321 vans'));
    expect(requests.filter((r) => r.method === 'POST').map(({ path, body }) => ({ path, body }))).toMatchObject([
      { path: '/api/search/van/count', body: { PostCode: 'LS14AP' } },
      { path: '/api/search/van/panel', body: { PostCode: 'LS14AP' } },
    ]);
  });

  it('a van panel that arrives after the person switched back to cars does not switch them to vans again', async () => {
    let answerVans: (response: Response) => void = () => undefined;
    const { stores, requests } = createTestStores((request) =>
      request.path === '/api/search/van/panel/default'
        ? new Promise<Response>((resolve) => (answerVans = resolve))
        : request.method === 'GET'
          ? json({ ...panel, Distance: 1000 })
          : json({ RecordCount: 321 }),
    );
    const { search, searchContext } = stores;
    await searchContext.start('car', 'home');
    const toVans = searchContext.switchVehicleType('van');
    expect(search.vehicleType).toBe('van');
    await vi.waitFor(() => expect(requests.at(-1)?.path).toBe('/api/search/van/panel/default'));
    await searchContext.switchVehicleType('car');
    expect(search.vehicleType).toBe('car');
    answerVans(json({ ...panel, Distance: 50 }));
    await toVans;
    expect(search.vehicleType).toBe('car');
    expect(search.panel.Distance).toBe(1000);
    expect(search.ready).toBe(true);
  });

  it('requests results with isNewSearch, pagination and searchPanelParameters', async () => {
    const card = { VehicleId: 1, Title: 'Ford Fiesta' };
    const { search, searchCount, searchContext, requests } = createSearchTestStores(() =>
      json({ Results: [card], Pagination: { CurrentPage: 2, TotalRecords: 41 } }),
    );
    search.setPostcode('SW1A1AA');
    await searchContext.search(2);
    expect(requests[0]).toMatchObject({
      path: '/api/search/car/results',
      body: {
        isNewSearch: true,
        pagination: { CurrentPage: 2 },
        searchPanelParameters: { PostCode: 'SW1A1AA', PaginationCurrentPage: 2 },
      },
    });
    expect(search.root.results.results).toEqual([card]);
    expect(search.root.results.pagination).toEqual({ CurrentPage: 2, TotalRecords: 41 });
    expect(searchContext.resultsLoaded).toBe(true);
    expect(searchCount.RecordCount).toBe(41);
    expect(search.leaving).toBe(false);
  });

  it('a re-sort or page turn of a results page fetches the default panel once and counts nothing: its count comes with the results', async () => {
    const { stores, requests } = createTestStores((request) =>
      request.method === 'GET'
        ? json(panel)
        : request.path.endsWith('/results')
          ? json({ Results: [], Pagination: { CurrentPage: 1, TotalRecords: 48213 } })
          : json({ RecordCount: 214 }),
    );
    const { searchCount, searchContext } = stores;
    await searchContext.start('car', 'search', (p) => ({ ...p, PostCode: 'SW1A1AA' }));
    await searchContext.search(1);
    await vi.runAllTimersAsync();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/search/car/panel/default',
      'POST /api/search/car/results',
    ]);
    expect(searchCount.searchButtonLabel).toBe('48,213 cars');

    requests.length = 0;
    await searchContext.start('car', 'search', (p) => ({ ...p, PostCode: 'SW1A1AA', SortOrder: 'price-asc' }), {
      keepResults: true,
    });
    // The results on the page stay while the re-sorted ones load.
    expect(searchContext.resultsLoaded).toBe(true);
    expect(stores.results.totalRecords).toBe(48213);
    await searchContext.search(2);
    await vi.runAllTimersAsync();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/search/car/results']);
    expect(requests[0]?.body).toMatchObject({
      pagination: { CurrentPage: 2 },
      searchPanelParameters: { SortOrder: 'price-asc', PaginationCurrentPage: 2 },
    });
  });

  it('a second start while the default panel is on its way waits for that request instead of sending another', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { stores, requests } = createTestStores((request) =>
      request.method === 'GET'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : json({ Results: [], Pagination: { CurrentPage: 1, TotalRecords: 5 } }),
    );
    const { search, searchContext } = stores;
    // A page's effect run twice (React's StrictMode), or a re-render while its panel loads.
    const first = searchContext.start('van', 'search');
    const started = searchContext.start('van', 'search', (p) => ({ ...p, PostCode: 'LS14AP' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(search.ready).toBe(false);
    answer(json({ ...panel, Distance: 50 }));
    await Promise.all([first, started]);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/search/van/panel/default']);
    expect(search.ready).toBe(true);
    expect(search.panel).toMatchObject({ Distance: 50, PostCode: 'LS14AP' });
    // Kept for the visit: a later page of the same type asks for nothing.
    await searchContext.start('van', 'search');
    expect(requests).toHaveLength(1);
  });

  it('the postcode a person searched with follows them to other search and landing pages', async () => {
    const cookies = memoryCookies();
    cookies.set('fc_postcode', 'SW1A1AA', 86400);
    const { stores } = createTestStores(() => json(panel), { cookies });
    const { search, searchContext } = stores;
    await searchContext.start('car', 'landing');
    expect(search.postcode).toBe('SW1A1AA');
    await searchContext.start('van', 'search');
    expect(search.postcode).toBe('SW1A1AA');
    // An address's own postcode (a shared link, a town page's centre) wins.
    await searchContext.start('car', 'search', (p) => ({ ...p, PostCode: 'M11AE' }));
    expect(search.postcode).toBe('M11AE');
    // Reset still starts again with an empty postcode.
    await search.reset();
    expect(search.postcode).toBe('');
  });
});
