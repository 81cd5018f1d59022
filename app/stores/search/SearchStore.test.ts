import { autorun, isObservable } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchCriteria } from '../../api/types';
import { memoryCookies } from '../../lib/cookies';
import { createTestStores, jsonResponse as json, searchPanelExample, vehicleCard, type SentRequest } from '../testing';

const panel = searchPanelExample();

function setup(respond: (request: SentRequest) => Response | Promise<Response> = () => json({ RecordCount: 1234 })) {
  const { stores, requests } = createTestStores(respond);
  stores.search.load('car', 'search', structuredClone(panel));
  return { search: stores.search, requests };
}

describe('SearchStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('requests a count 500 ms after the last edit, with the request criteria', async () => {
    const { search, requests } = setup();
    search.setCriterion('Distance', 50);
    await vi.advanceTimersByTimeAsync(300);
    search.setCriterion('IsReduced', true);
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('/api/search/car/count');
    expect(requests[0]?.body).toMatchObject({ Distance: 50, IsReduced: true, PaginationCurrentPage: 1 });
    expect(requests[0]?.body).not.toHaveProperty('MinPriceOptions');
    expect(requests[0]?.body).not.toHaveProperty('MakeModels');
    await vi.runAllTimersAsync();
    expect(search.RecordCount).toBe(1234);
    expect(search.searchButtonLabel).toBe('1,234 cars');
    expect(search.modified).toEqual(['Distance', 'IsReduced']);
  });

  it("labels the button '{n} vans' and 'no matching cars', and disables it at 0", async () => {
    const { search } = setup(() => json({ RecordCount: 0 }));
    await search.count();
    expect(search.searchButtonLabel).toBe('no matching cars');
    expect(search.isSearchDisabled).toBe(true);
    search.load('van', 'search', {});
    search.RecordCount = 12;
    expect(search.searchButtonLabel).toBe('12 vans');
  });

  it("a sub-panel's Clear puts its criteria back at any and counts again after 500 ms", async () => {
    const { search, requests } = setup();
    search.setCriterion('Colours', [{ Value: 'red', Selected: true }]);
    search.setCriterion('IsReduced', true);
    search.setCriterion('Distance', 50);
    expect(search.modified).toEqual(['Distance', 'Colours', 'IsReduced']);
    await vi.advanceTimersByTimeAsync(500);
    search.clearCriteria(['Colours', 'IsReduced']);
    expect(search.modified).toEqual(['Distance']);
    await vi.advanceTimersByTimeAsync(500);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).not.toHaveProperty('Colours');
    expect(requests[1]?.body).toMatchObject({ IsReduced: false, Distance: 50 });
  });

  it('announces the count politely: nothing before a count, the total, or no matching vans', async () => {
    const { search } = setup(() => json({ RecordCount: 0 }));
    expect(search.countAnnouncement).toBe('');
    search.setCriterion('Distance', 5);
    await vi.advanceTimersByTimeAsync(500);
    expect(search.countAnnouncement).toBe('No matching cars');
    search.load('van', 'search', structuredClone(panel));
    search.RecordCount = 1234;
    expect(search.countAnnouncement).toBe('1,234 vans found');
  });

  it('normalises the postcode at once and checks it 1 s after typing stops', async () => {
    let answer: (response: Response) => void = () => {};
    const { search, requests } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    search.setPostcode('qw1 1aa');
    expect(search.postcode).toBe('QW11AA');
    await vi.advanceTimersByTimeAsync(999);
    expect(search.errorFor('PostCode')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(search.errorFor('PostCode')).toBe('Please enter a valid UK postcode');
    expect(requests).toHaveLength(0);
    expect(search.isSearchDisabled).toBe(true);

    search.setPostcode('sw1a 1aa');
    expect(search.errorFor('PostCode')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(search.loadingField).toBe('PostCode');
    expect(search.isSearchDisabled).toBe(true);
    await vi.waitFor(() => expect(requests[0]?.body).toMatchObject({ PostCode: 'SW1A1AA' }));
    answer(json({ RecordCount: 7 }));
    await vi.waitFor(() => expect(search.loadingField).toBeNull());
    expect(search.isSearchDisabled).toBe(false);
  });

  it('an empty postcode on a search page is invalid after the check', async () => {
    const { search } = setup();
    search.setPostcode('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(search.errorFor('PostCode')).toBe('Please enter a valid UK postcode');
  });

  it("shows the server's FriendlyMessage on the postcode for error code 102", async () => {
    const { search } = setup(() =>
      json({ Code: 102, FriendlyMessage: 'We could not find SW1A 9ZZ. Please check it.' }, 400),
    );
    search.setPostcode('SW1A 9ZZ');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.runAllTimersAsync();
    expect(search.errorFor('PostCode')).toBe('We could not find SW1A 9ZZ. Please check it.');
  });

  it('discards an earlier count when a later one supersedes it', async () => {
    const answers: Array<(response: Response) => void> = [];
    const { search } = setup(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const first = search.count();
    const second = search.count();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(json({ RecordCount: 20 }));
    await second;
    answers[0]?.(json({ RecordCount: 999 }));
    await first;
    expect(search.RecordCount).toBe(20);
  });

  it('says why a count failed, keeps the criteria, and its Try again counts once more', async () => {
    let answer: () => Response = () =>
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const { search, requests } = setup(() => answer());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    search.setCriterion('Distance', 50);
    await vi.runAllTimersAsync();
    expect(search.countError).toBe('Failed to get search count (502). Please refresh the page and try again.');
    expect(search.RecordCount).toBeNull();
    expect(search.searchButtonLabel).toBe('Search cars');
    expect(search.panel.Distance).toBe(50);

    answer = () => json({ Code: 429, FriendlyMessage: 'Please wait a moment.' }, 429);
    search.retryCount();
    await vi.runAllTimersAsync();
    expect(search.countError).toBe('Please wait a moment.');

    answer = () => json({ RecordCount: 321 });
    search.retryCount();
    await vi.runAllTimersAsync();
    expect(search.countError).toBeNull();
    expect(search.RecordCount).toBe(321);
    expect(requests.filter((request) => request.path === '/api/search/car/count')).toHaveLength(3);
    expect(requests.at(-1)?.body).toMatchObject({ Distance: 50 });
  });

  it('keeps the panel as given, its option lists not copied at each edit, and still tells its readers of every edit', () => {
    const { search } = setup();
    const options = search.panel.MinPriceOptions;
    const distances: (number | undefined)[] = [];
    const stop = autorun(() => distances.push(search.panel.Distance));
    search.setCriterion('Distance', 50);
    stop();
    expect(distances).toEqual([panel.Distance, 50]);
    expect(isObservable(search.panel)).toBe(false);
    expect(search.panel.MinPriceOptions).toBe(options);
  });

  it('validates price ranges and ignores the errors of the price mode not in use', () => {
    const { search } = setup();
    search.setPrice('max', 'total', 5000);
    search.setPrice('min', 'total', 10000);
    expect(search.errorFor('MinPrice')).toBe('Min price must be less than max');
    expect(search.isSearchDisabled).toBe(true);
    search.setPriceMode('monthly');
    expect(search.isSearchDisabled).toBe(false);
    search.setPrice('min', 'monthly', 400);
    search.setPrice('max', 'monthly', 200);
    expect(search.errorFor('Monthly')).toBe('Max price must be greater than min');
    expect(search.isSearchDisabled).toBe(true);
    search.setPrice('min', 'total', 1000);
    expect(search.errorFor('MinPrice')).toBeUndefined();
  });

  it('filters the price options against each other', () => {
    const { search } = setup();
    search.setPrice('max', 'total', 5000);
    expect(search.minPriceOptions.map((o) => o.Value)).toEqual([-1, 1000, 3000]);
    search.setPrice('min', 'total', 1000);
    expect(search.maxPriceOptions.map((o) => o.Value)).toEqual([-1, 1000, 3000, 5000, 10000, 20000]);
  });

  it('choosing a make selects only it; model choice is disabled with at most one model', () => {
    const { search } = setup();
    search.selectMake('ford');
    expect(search.makes.filter((m) => m.Selected).map((m) => m.Value)).toEqual(['ford']);
    expect(search.isModelDisabled).toBe(false);
    search.selectMake('smart');
    expect(search.makes.filter((m) => m.Selected).map((m) => m.Value)).toEqual(['smart']);
    expect(search.isModelDisabled).toBe(true);
    search.selectMake('*');
    expect(search.selectedMake).toBeUndefined();
  });

  it('asks for a panel update 500 ms after the last make choice (debounced), then counts', async () => {
    const { search, requests } = setup((request) =>
      request.path.endsWith('/panel') ? json(structuredClone(panel)) : json({ RecordCount: 7 }),
    );
    search.selectMake('ford');
    await vi.advanceTimersByTimeAsync(300);
    search.selectMake('smart');
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // One update for the two choices, then the count of the updated panel.
    expect(requests.map((r) => r.path)).toEqual(['/api/search/car/panel', '/api/search/car/count']);
    expect((requests[0]?.body as SearchCriteria).MakeModels).toEqual([{ Value: 'smart', Selected: true }]);
    await vi.waitFor(() => expect(search.RecordCount).toBe(7));
  });

  it('the home switch loads the van panel, keeps a typed postcode and counts vans', async () => {
    const { search, requests } = setup((request) =>
      request.method === 'GET' ? json({ ...panel, Distance: 1000 }) : json({ RecordCount: 321 }),
    );
    search.load('car', 'home', structuredClone(panel));
    search.setPostcode('ls1 4ap');
    await search.switchVehicleType('van');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/search/van/panel/default' });
    expect(search.vehicleType).toBe('van');
    expect(search.postcode).toBe('LS14AP');
    await vi.waitFor(() => expect(search.searchButtonLabel).toBe('321 vans'));
    expect(requests.at(-1)).toMatchObject({ path: '/api/search/van/count', body: { PostCode: 'LS14AP' } });
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
    const search = stores.search;
    await search.start('car', 'home');
    const toVans = search.switchVehicleType('van');
    expect(search.vehicleType).toBe('van');
    await vi.waitFor(() => expect(requests.at(-1)?.path).toBe('/api/search/van/panel/default'));
    await search.switchVehicleType('car');
    expect(search.vehicleType).toBe('car');
    answerVans(json({ ...panel, Distance: 50 }));
    await toVans;
    expect(search.vehicleType).toBe('car');
    expect(search.panel.Distance).toBe(1000);
    expect(search.ready).toBe(true);
  });

  it('a panel update never undoes a choice made before or while it was in flight (WCAG 3.2.2)', async () => {
    // The server answers every update with its default panel: 'Make (any)' selected, Distance national,
    // its own postcode, and the make's models with new counters.
    const answer: SearchCriteria = {
      ...structuredClone(panel),
      PostCode: 'M11AE',
      Distance: 1000,
      MakeModels: panel.MakeModels?.map((make) =>
        make.Value === 'ford'
          ? {
              ...make,
              Counter: 6540,
              Models: [
                { Value: 'fiesta', Name: 'Fiesta', Counter: 2210 },
                { Value: 'focus', Name: 'Focus', Counter: 1830 },
              ],
            }
          : make,
      ),
    };
    let release: () => void = () => {};
    const { search, requests } = setup((request) =>
      request.path.endsWith('/panel')
        ? new Promise((resolve) => (release = () => resolve(json(answer))))
        : json({ RecordCount: 77 }),
    );
    search.setPostcode('SW1A1AA');
    search.setCriterion('Distance', 20);
    search.selectMake('ford');
    await vi.advanceTimersByTimeAsync(500);
    expect(requests.find((r) => r.path === '/api/search/car/panel')?.body).toMatchObject({
      Distance: 20,
      MakeModels: [{ Value: 'ford', Selected: true }],
    });
    // While the update is in flight the person widens the distance.
    search.setCriterion('Distance', 30);
    release();
    await vi.runAllTimersAsync();
    expect(search.selectedMake?.Value).toBe('ford');
    expect(search.makes.find((make) => make.Value === '*')?.Selected).toBe(false);
    expect(search.panel.Distance).toBe(30);
    expect(search.postcode).toBe('SW1A1AA');
    // The server's lists and counters are taken: Ford's models, so a model can now be chosen.
    expect(search.models.map((model) => model.Value)).toEqual(['fiesta', 'focus']);
    expect(search.selectedMake?.Counter).toBe(6540);
    expect(search.isModelDisabled).toBe(false);
    search.selectModel('focus');
    expect(requests.at(-1)?.path).toBe('/api/search/car/count');
    await vi.runAllTimersAsync();
    expect(requests.at(-1)?.body).toMatchObject({
      Distance: 30,
      MakeModels: [{ Value: 'ford', Models: [{ Value: 'focus', Selected: true }] }],
    });
  });

  it('update_all sends no make list and keeps the chosen make', async () => {
    const { search, requests } = setup(() => json({ ...panel, PostCode: 'M11AE', Distance: 30 }));
    search.setPostcode('SW1A1AA');
    search.selectMake('ford');
    await search.update(true);
    expect(requests[0]?.path).toBe('/api/search/car/panel/all');
    expect(requests[0]?.body).not.toHaveProperty('MakeModels');
    expect(search.postcode).toBe('SW1A1AA');
    expect(search.panel.Distance).toBe(1000);
    expect(search.selectedMake?.Value).toBe('ford');
  });

  it('reset restores the default panel with an empty postcode and clears errors and count', async () => {
    const { search, requests } = setup((request) =>
      request.method === 'GET' ? json({ ...panel, PostCode: 'LS14AP' }) : json({ RecordCount: 5 }),
    );
    search.setPostcode('QW1');
    await vi.advanceTimersByTimeAsync(1000);
    search.RecordCount = 5;
    await search.reset();
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/search/car/panel/default' });
    expect(search.postcode).toBe('');
    expect(search.invalid).toEqual([]);
    expect(search.RecordCount).toBeNull();
    expect(search.modified).toEqual([]);
  });

  it('blocks submit on errors; an empty postcode in the basic panel asks for one', () => {
    const { search } = setup();
    expect(search.submit()).toBe(false);
    expect(search.errorFor('PostCode')).toBe('We need a postcode to find cars in your area');
    search.load('van', 'search', structuredClone(panel));
    expect(search.submit()).toBe(false);
    expect(search.errorFor('PostCode')).toBe('We need a postcode to find vans in your area');
    search.load('car', 'search', structuredClone(panel));
    search.setPostcode('SW1A 1AA');
    expect(search.submit()).toBe(true);
    expect(search.leaving).toBe(true);
  });

  it('requests results with isNewSearch, pagination and searchPanelParameters', async () => {
    const card = { VehicleId: 1, Title: 'Ford Fiesta' };
    const { search, requests } = setup(() =>
      json({ Results: [card], Pagination: { CurrentPage: 2, TotalRecords: 41 } }),
    );
    search.setPostcode('SW1A1AA');
    await search.search(2);
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
    expect(search.resultsLoaded).toBe(true);
    expect(search.RecordCount).toBe(41);
    expect(search.leaving).toBe(false);
  });

  it('remembers a search in cookies per vehicle type, the postcode for one day, and restores it on the home page', async () => {
    const cookies = memoryCookies();
    const { stores } = createTestStores(
      (request) =>
        request.method === 'GET'
          ? json(panel)
          : request.path.endsWith('/results')
            ? json({ Results: [], Pagination: { CurrentPage: 1, TotalRecords: 0 } })
            : json({ RecordCount: 3 }),
      { cookies },
    );
    const search = stores.search;
    search.load('van', 'search', structuredClone(panel));
    search.setPostcode('M1 1AE');
    search.setCriterion('Distance', 30);
    await search.search(1);
    expect(cookies.get('fc_search_van')).toBe('Distance=30');
    expect(cookies.get('fc_search_default')).toBe('Distance=30');
    expect(cookies.maxAge.get('fc_search_van')).toBe(2592000);
    expect(cookies.get('fc_postcode')).toBe('M11AE');
    expect(cookies.maxAge.get('fc_postcode')).toBe(86400);

    await search.start('car', 'home');
    expect(search.panel.Distance).toBe(30);
    expect(search.postcode).toBe('M11AE');
    cookies.set('fc_search_car', 'Distance=5');
    await search.start('car', 'home');
    expect(search.panel.Distance).toBe(5);

    // A landing page's preset is not remembered as the consumer's search.
    search.load('car', 'landing', { ...structuredClone(panel), PostCode: 'RG11QH', Distance: 20 });
    await search.search(1);
    expect(cookies.get('fc_search_car')).toBe('Distance=5');
    expect(cookies.get('fc_postcode')).toBe('M11AE');

    // Nor is a dealer's stock (a dealer page's 'See all' link): it would replace the consumer's search
    // with one dealer's, which never counts as modified and so would be remembered as no search at all.
    search.load('car', 'search', { ...structuredClone(panel), DealerId: 3101 });
    await search.search(1);
    search.load('car', 'search', { ...structuredClone(panel), DealerGroupId: 77 });
    await search.search(1);
    expect(cookies.get('fc_search_car')).toBe('Distance=5');
    expect(cookies.get('fc_search_default')).toBe('Distance=30');
  });

  it('a re-sort or page turn of a results page fetches the default panel once and counts nothing: its count comes with the results', async () => {
    const { stores, requests } = createTestStores((request) =>
      request.method === 'GET'
        ? json(panel)
        : request.path.endsWith('/results')
          ? json({ Results: [], Pagination: { CurrentPage: 1, TotalRecords: 48213 } })
          : json({ RecordCount: 214 }),
    );
    const search = stores.search;
    await search.start('car', 'search', (p) => ({ ...p, PostCode: 'SW1A1AA' }));
    await search.search(1);
    await vi.runAllTimersAsync();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/search/car/panel/default',
      'POST /api/search/car/results',
    ]);
    expect(search.searchButtonLabel).toBe('48,213 cars');

    requests.length = 0;
    await search.start('car', 'search', (p) => ({ ...p, PostCode: 'SW1A1AA', SortOrder: 'price-asc' }), {
      keepResults: true,
    });
    // The results on the page stay while the re-sorted ones load.
    expect(search.resultsLoaded).toBe(true);
    expect(stores.results.totalRecords).toBe(48213);
    await search.search(2);
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
    const search = stores.search;
    // A page's effect run twice (React's StrictMode), or a re-render while its panel loads.
    const first = search.start('van', 'search');
    const started = search.start('van', 'search', (p) => ({ ...p, PostCode: 'LS14AP' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(search.ready).toBe(false);
    answer(json({ ...panel, Distance: 50 }));
    await Promise.all([first, started]);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/search/van/panel/default']);
    expect(search.ready).toBe(true);
    expect(search.panel).toMatchObject({ Distance: 50, PostCode: 'LS14AP' });
    // Kept for the visit: a later page of the same type asks for nothing.
    await search.start('van', 'search');
    expect(requests).toHaveLength(1);
  });

  it('the postcode a person searched with follows them to other search and landing pages', async () => {
    const cookies = memoryCookies();
    cookies.set('fc_postcode', 'SW1A1AA', 86400);
    const { stores } = createTestStores(() => json(panel), { cookies });
    const search = stores.search;
    await search.start('car', 'landing');
    expect(search.postcode).toBe('SW1A1AA');
    await search.start('van', 'search');
    expect(search.postcode).toBe('SW1A1AA');
    // An address's own postcode (a shared link, a town page's centre) wins.
    await search.start('car', 'search', (p) => ({ ...p, PostCode: 'M11AE' }));
    expect(search.postcode).toBe('M11AE');
    // Reset still starts again with an empty postcode.
    await search.reset();
    expect(search.postcode).toBe('');
  });

  it("opens a results page from its address, and dehydrates the server's search for the page's hydration, which asks for nothing", async () => {
    const card = vehicleCard();
    const answers = (request: SentRequest) =>
      request.method === 'GET'
        ? json(panel)
        : json({ Results: [card], Pagination: { CurrentPage: 2, TotalRecords: 41, PageSize: 20 } });
    const server = createTestStores(answers);
    await server.stores.search.openResults('car', 'search', new URLSearchParams('PostCode=SW1A1AA&Make=ford&Page=2'));
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/search/car/panel/default',
      'POST /api/search/car/results',
    ]);
    expect(server.requests[1]?.body).toMatchObject({ pagination: { CurrentPage: 2 } });
    const address = '/search/car/?PostCode=SW1A1AA&Make=ford&Page=2';
    const dehydrated = server.stores.search.dehydrate(address);
    expect(dehydrated).toMatchObject({ address, vehicleType: 'car', pageType: 'search', RecordCount: 41 });
    expect(dehydrated?.results.results).toEqual([card]);

    const cookies = memoryCookies();
    const browser = createTestStores(answers, {
      cookies,
      dehydratedState: { search: JSON.parse(JSON.stringify(dehydrated)) as NonNullable<typeof dehydrated> },
    });
    const { search, results } = browser.stores;
    // Before any effect: the first render draws the server's page.
    expect(results.results).toEqual([card]);
    expect(search.ready).toBe(true);
    expect(search.selectedMake?.Value).toBe('ford');
    expect(search.finishHydration(address)).toBe(true);
    // React's development-only second run of the effect finishes the hydration again, even after its cleanup.
    search.clearResults();
    expect(search.finishHydration(address)).toBe(true);
    expect(results.results).toEqual([card]);
    expect(browser.requests).toEqual([]);
    // Remembered as a search is.
    expect(cookies.get('fc_postcode')).toBe('SW1A1AA');
    expect(cookies.get('fc_search_car')).toContain('Make=ford');
    // Its moment past, the same address (a visit back to it) searches afresh, with the kept default panel.
    await vi.runAllTimersAsync();
    expect(search.finishHydration(address)).toBe(false);
    await search.openResults('car', 'search', new URLSearchParams('PostCode=SW1A1AA&Make=ford&Page=2'));
    expect(browser.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/search/car/results']);
  });

  it("does not remember a landing page's search it is hydrated with; another page's address is not hydrated", async () => {
    const { stores } = createTestStores((request) =>
      request.method === 'GET'
        ? json(panel)
        : json({ Results: [vehicleCard()], Pagination: { CurrentPage: 1, TotalRecords: 1 } }),
    );
    await stores.search.openResults('car', 'landing', new URLSearchParams(), {
      preset: (p) => ({ ...p, MaxPrice: 10000 }),
    });
    const dehydrated = stores.search.dehydrate('/ford/used-cars/?');
    if (!dehydrated) throw new Error('no dehydrated search');
    expect(dehydrated.panel.MaxPrice).toBe(10000);
    const cookies = memoryCookies();
    const browser = createTestStores(undefined, { cookies, dehydratedState: { search: dehydrated } });
    expect(browser.stores.search.finishHydration('/ford/used-cars/?')).toBe(true);
    expect(cookies.get('fc_search_car')).toBeUndefined();
    const other = createTestStores(undefined, { dehydratedState: { search: dehydrated } });
    expect(other.stores.search.finishHydration('/search/car/?')).toBe(false);
    expect(other.stores.search.finishHydration('/ford/used-cars/?')).toBe(false);
  });

  it('has nothing to dehydrate before its results arrive, or when they failed', async () => {
    const { stores } = createTestStores((request) =>
      request.method === 'GET' ? json(panel) : json({ Code: 500, FriendlyMessage: 'Something went wrong.' }, 500),
    );
    expect(stores.search.dehydrate('/search/car/?')).toBeNull();
    await stores.search.openResults('car', 'search', new URLSearchParams());
    expect(stores.results.status).toBe('failed');
    expect(stores.search.dehydrate('/search/car/?')).toBeNull();
  });
});
