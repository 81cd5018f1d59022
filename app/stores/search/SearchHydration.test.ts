import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryCookies } from '../../lib/cookies';
import { createTestStores, jsonResponse as json, searchPanelExample, vehicleCard, type SentRequest } from '../testing';

const panel = searchPanelExample();

describe('SearchHydration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens a results page from its address, and dehydrates the server's search for the page's hydration, which asks for nothing", async () => {
    const card = vehicleCard();
    // The panel for these criteria counts what they match: Ford's counter is that of the search near SW1A 1AA.
    const searched = {
      ...panel,
      MakeModels: panel.MakeModels?.map((make) => (make.Value === 'ford' ? { ...make, Counter: 41 } : make)),
    };
    const answers = (request: SentRequest) =>
      request.method === 'GET'
        ? json(panel)
        : request.path.endsWith('/panel')
          ? json(searched)
          : json({ Results: [card], Pagination: { CurrentPage: 2, TotalRecords: 41, PageSize: 20 } });
    const server = createTestStores(answers);
    await server.stores.searchContext.openResults(
      'car',
      'search',
      new URLSearchParams('PostCode=SW1A1AA&Make=ford&Page=2'),
    );
    expect(server.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/search/car/panel/default',
      'POST /api/search/car/panel',
      'POST /api/search/car/results',
    ]);
    expect(server.requests.find((r) => r.path.endsWith('/results'))?.body).toMatchObject({
      pagination: { CurrentPage: 2 },
    });
    expect(server.requests.find((r) => r.path.endsWith('/panel'))?.body).toMatchObject({
      PostCode: 'SW1A1AA',
      MakeModels: [{ Value: 'ford', Selected: true }],
    });
    const address = '/search/car/?PostCode=SW1A1AA&Make=ford&Page=2';
    const dehydrated = server.stores.searchHydration.dehydrate(address);
    expect(dehydrated).toMatchObject({ address, vehicleType: 'car', pageType: 'search', RecordCount: 41 });
    expect(dehydrated?.results.results).toEqual([card]);

    const cookies = memoryCookies();
    const browser = createTestStores(answers, {
      cookies,
      dehydratedState: { search: JSON.parse(JSON.stringify(dehydrated)) as NonNullable<typeof dehydrated> },
    });
    const { search, searchContext, searchHydration, results } = browser.stores;
    // Before any effect: the first render draws the server's page.
    expect(results.results).toEqual([card]);
    expect(search.ready).toBe(true);
    expect(search.selectedMake?.Value).toBe('ford');
    expect(search.selectedMake?.Counter).toBe(41);
    expect(searchHydration.finish(address)).toBe(true);
    // React's development-only second run of the effect finishes the hydration again, even after its cleanup.
    search.clearResults();
    expect(searchHydration.finish(address)).toBe(true);
    expect(results.results).toEqual([card]);
    expect(browser.requests).toEqual([]);
    // Remembered as a search is.
    expect(cookies.get('fc_postcode')).toBe('SW1A1AA');
    expect(cookies.get('fc_search_car')).toContain('Make=ford');
    // Its moment past, the same address (a visit back to it) searches afresh, with the kept default panel.
    await vi.runAllTimersAsync();
    expect(searchHydration.finish(address)).toBe(false);
    await searchContext.openResults('car', 'search', new URLSearchParams('PostCode=SW1A1AA&Make=ford&Page=2'));
    expect(browser.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'POST /api/search/car/panel',
      'POST /api/search/car/results',
    ]);
  });

  it("does not remember a landing page's search it is hydrated with; another page's address is not hydrated", async () => {
    const { stores } = createTestStores((request) =>
      request.method === 'GET'
        ? json(panel)
        : json({ Results: [vehicleCard()], Pagination: { CurrentPage: 1, TotalRecords: 1 } }),
    );
    await stores.searchContext.openResults('car', 'landing', new URLSearchParams(), {
      preset: (p) => ({ ...p, MaxPrice: 10000 }),
    });
    const dehydrated = stores.searchHydration.dehydrate('/ford/used-cars/?');
    if (!dehydrated) throw new Error('no dehydrated search');
    expect(dehydrated.panel.MaxPrice).toBe(10000);
    const cookies = memoryCookies();
    const browser = createTestStores(undefined, { cookies, dehydratedState: { search: dehydrated } });
    expect(browser.stores.searchHydration.finish('/ford/used-cars/?')).toBe(true);
    expect(cookies.get('fc_search_car')).toBeUndefined();
    const other = createTestStores(undefined, { dehydratedState: { search: dehydrated } });
    expect(other.stores.searchHydration.finish('/search/car/?')).toBe(false);
    expect(other.stores.searchHydration.finish('/ford/used-cars/?')).toBe(false);
  });

  it('has nothing to dehydrate before its results arrive, or when they failed', async () => {
    const { stores } = createTestStores((request) =>
      request.method === 'GET' ? json(panel) : json({ Code: 500, FriendlyMessage: 'Something went wrong.' }, 500),
    );
    expect(stores.searchHydration.dehydrate('/search/car/?')).toBeNull();
    await stores.searchContext.openResults('car', 'search', new URLSearchParams());
    expect(stores.results.status).toBe('failed');
    expect(stores.searchHydration.dehydrate('/search/car/?')).toBeNull();
  });
});
