import { autorun, isObservable } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchTestStores, jsonResponse as json, searchPanelExample } from '../testing';

const panel = searchPanelExample();

describe('SearchStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('normalises the postcode at once and checks it 1 s after typing stops', async () => {
    let answer: (response: Response) => void = () => {};
    const { search, searchCount, requests } = createSearchTestStores((request) =>
      request.path.endsWith('/count')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : json(searchPanelExample()),
    );
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
    expect(searchCount.loadingField).toBe('PostCode');
    expect(search.isSearchDisabled).toBe(true);
    await vi.waitFor(() => expect(requests[0]?.body).toMatchObject({ PostCode: 'SW1A1AA' }));
    answer(json({ RecordCount: 7 }));
    await vi.waitFor(() => expect(searchCount.loadingField).toBeNull());
    expect(search.isSearchDisabled).toBe(false);
  });

  it('an empty postcode on a search page is invalid after the check', async () => {
    const { search } = createSearchTestStores();
    search.setPostcode('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(search.errorFor('PostCode')).toBe('Please enter a valid UK postcode');
  });

  it('keeps the panel as given, its option lists not copied at each edit, and still tells its readers of every edit', () => {
    const { search } = createSearchTestStores();
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
    const { search } = createSearchTestStores();
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

  it('guards the year range as the price: a backwards range is said at the end edited and blocks the search', () => {
    const { search } = createSearchTestStores();
    search.setCriterion('MaxYear', 2019);
    search.setCriterion('MinYear', 2022);
    expect(search.errorFor('MinYear')).toBe('From year must be the same as or before to year');
    expect(search.isSearchDisabled).toBe(true);
    search.setCriterion('MaxYear', 2018);
    expect(search.errorFor('MinYear')).toBeUndefined();
    expect(search.errorFor('MaxYear')).toBe('To year must be the same as or after from year');
    search.setCriterion('MaxYear', 2022);
    expect(search.errorFor('MaxYear')).toBeUndefined();
    expect(search.isSearchDisabled).toBe(false);
    search.setCriterion('MinEngineSize', 2000);
    search.setCriterion('MaxEngineSize', 1400);
    expect(search.errorFor('MaxEngineSize')).toBe('Max engine size must be greater than min');
    search.clearCriteria(['MinEngineSize', 'MaxEngineSize']);
    expect(search.errorFor('MaxEngineSize')).toBeUndefined();
  });

  it('a backwards year range in the address says so at once and opens More options', () => {
    const { search } = createSearchTestStores();
    search.load('car', 'search', { ...structuredClone(panel), MinYear: 2022, MaxYear: 2019 });
    expect(search.errorFor('MinYear')).toBe('From year must be the same as or before to year');
    expect(search.view).toBe('advanced');
    expect(search.isSearchDisabled).toBe(true);
  });

  it('a refused keyword is said at the field and nothing is sent until it is changed', async () => {
    const { search, searchCount, requests } = createSearchTestStores((request) =>
      request.path.endsWith('/count') ? json({ RecordCount: 9 }) : json(searchPanelExample()),
    );
    search.setKeywords('<script>alert(1)</script>, 😀');
    expect(search.errorFor('Keywords')).toBe(
      'Keywords can include letters, numbers, spaces and punctuation, but not ` { } ^ + = < or >',
    );
    expect(search.isSearchDisabled).toBe(true);
    expect(search.submit()).toBe(false);
    await vi.runAllTimersAsync();
    expect(requests).toHaveLength(0);
    expect(searchCount.searchButtonLabel).toBe('Search cars');

    search.setKeywords('script, 😀');
    expect(search.errorFor('Keywords')).toBeUndefined();
    expect(search.panel.Keywords).toEqual([{ Value: 'script' }, { Value: '😀' }]);
    await vi.runAllTimersAsync();
    expect(requests.find((r) => r.path.endsWith('/count'))?.body).toMatchObject({
      Keywords: [{ Value: 'script' }, { Value: '😀' }],
    });
    expect(searchCount.RecordCount).toBe(9);
  });

  it('filters the price options against each other', () => {
    const { search } = createSearchTestStores();
    search.setPrice('max', 'total', 5000);
    expect(search.minPriceOptions.map((o) => o.Value)).toEqual([-1, 1000, 3000]);
    search.setPrice('min', 'total', 1000);
    expect(search.maxPriceOptions.map((o) => o.Value)).toEqual([-1, 1000, 3000, 5000, 10000, 20000]);
  });

  it('choosing a make selects only it; model choice is disabled with at most one model', () => {
    const { search } = createSearchTestStores();
    search.selectMake('ford');
    expect(search.makes.filter((m) => m.Selected).map((m) => m.Value)).toEqual(['ford']);
    expect(search.isModelDisabled).toBe(false);
    search.selectMake('smart');
    expect(search.makes.filter((m) => m.Selected).map((m) => m.Value)).toEqual(['smart']);
    expect(search.isModelDisabled).toBe(true);
    search.selectMake('*');
    expect(search.selectedMake).toBeUndefined();
  });

  it('reset restores the default panel with an empty postcode and clears errors and count', async () => {
    const { search, searchCount, requests } = createSearchTestStores((request) =>
      request.method === 'GET' ? json({ ...panel, PostCode: 'LS14AP' }) : json({ RecordCount: 5 }),
    );
    search.setPostcode('QW1');
    await vi.advanceTimersByTimeAsync(1000);
    searchCount.RecordCount = 5;
    await search.reset();
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/search/car/panel/default' });
    expect(search.postcode).toBe('');
    expect(search.invalid).toEqual([]);
    expect(searchCount.RecordCount).toBeNull();
    expect(search.modified).toEqual([]);
  });

  it('blocks submit on errors; an empty postcode in the basic panel asks for one', () => {
    const { search } = createSearchTestStores();
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

  it('checks a postcode sent before its own check, and blocks a malformed one', () => {
    const { search } = createSearchTestStores();
    search.load('car', 'home', structuredClone(panel));
    search.setPostcode('ZZ1');
    expect(search.submit()).toBe(false);
    expect(search.errorFor('PostCode')).toBe('Please enter a valid UK postcode');
    expect(search.leaving).toBe(false);
  });
});
