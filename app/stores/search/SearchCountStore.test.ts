import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchCriteria } from '../../api/types';
import { createSearchTestStores, jsonResponse as json, searchPanelExample } from '../testing';

const panel = searchPanelExample();

const countPath = '/api/search/car/count';
const panelPath = '/api/search/car/panel';
/** The requests sent to one path, in order. */
const to = (requests: { path: string; body?: unknown }[], path: string) => requests.filter((r) => r.path === path);

describe('SearchCountStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("requests the count and the panel's counters 500 ms after the last edit, with the same request criteria", async () => {
    const { search, searchCount, requests } = createSearchTestStores((request) =>
      request.path === panelPath ? json(structuredClone(panel)) : json({ RecordCount: 1234 }),
    );
    search.setCriterion('Distance', 50);
    await vi.advanceTimersByTimeAsync(300);
    search.setCriterion('IsReduced', true);
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // The counters are the count's own: one panel update with the very criteria counted.
    expect(requests.map((r) => r.path)).toEqual([countPath, panelPath]);
    expect(requests[0]?.body).toMatchObject({ Distance: 50, IsReduced: true, PaginationCurrentPage: 1 });
    expect(requests[0]?.body).not.toHaveProperty('MinPriceOptions');
    expect(requests[0]?.body).not.toHaveProperty('MakeModels');
    expect(requests[1]?.body).toEqual(requests[0]?.body);
    await vi.runAllTimersAsync();
    expect(searchCount.RecordCount).toBe(1234);
    expect(searchCount.searchButtonLabel).toBe('1,234 cars');
    expect(search.modified).toEqual(['Distance', 'IsReduced']);
  });

  it("labels the button '{n} vans' and 'No matching cars', and disables it at 0", async () => {
    const { search, searchCount } = createSearchTestStores(() => json({ RecordCount: 0 }));
    await searchCount.count();
    expect(searchCount.searchButtonLabel).toBe('No matching cars');
    expect(search.isSearchDisabled).toBe(true);
    search.load('van', 'search', {});
    searchCount.RecordCount = 12;
    expect(searchCount.searchButtonLabel).toBe('12 vans');
  });

  it("a sub-panel's Clear puts its criteria back at any and counts again after 500 ms", async () => {
    const { search, requests } = createSearchTestStores((request) =>
      request.path === panelPath ? json(structuredClone(panel)) : json({ RecordCount: 1234 }),
    );
    search.setCriterion('Colours', [{ Value: 'red', Selected: true }]);
    search.setCriterion('IsReduced', true);
    search.setCriterion('Distance', 50);
    expect(search.modified).toEqual(['Distance', 'Colours', 'IsReduced']);
    await vi.advanceTimersByTimeAsync(500);
    search.clearCriteria(['Colours', 'IsReduced']);
    expect(search.modified).toEqual(['Distance']);
    await vi.advanceTimersByTimeAsync(500);
    const counts = to(requests, countPath);
    expect(counts).toHaveLength(2);
    expect(to(requests, panelPath)).toHaveLength(2);
    expect(counts[1]?.body).not.toHaveProperty('Colours');
    expect(counts[1]?.body).toMatchObject({ IsReduced: false, Distance: 50 });
  });

  it('announces the count politely: nothing before a count, the total, or no matching vans', async () => {
    const { search, searchCount } = createSearchTestStores(() => json({ RecordCount: 0 }));
    expect(searchCount.countAnnouncement).toBe('');
    search.setCriterion('Distance', 5);
    await vi.advanceTimersByTimeAsync(500);
    expect(searchCount.countAnnouncement).toBe('No matching cars');
    search.load('van', 'search', structuredClone(panel));
    searchCount.RecordCount = 1234;
    expect(searchCount.countAnnouncement).toBe('1,234 vans found');
  });

  it("shows the server's FriendlyMessage on the postcode for error code 102", async () => {
    const { search } = createSearchTestStores(() =>
      json({ Code: 102, FriendlyMessage: 'We could not find SW1A 9ZZ. Please check it.' }, 400),
    );
    search.setPostcode('SW1A 9ZZ');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.runAllTimersAsync();
    expect(search.errorFor('PostCode')).toBe('We could not find SW1A 9ZZ. Please check it.');
  });

  it('a 102 for a postcode the person has since changed leaves the new postcode alone', async () => {
    const answers: Array<(response: Response) => void> = [];
    const { search, searchCount } = createSearchTestStores(
      () => new Promise<Response>((resolve) => answers.push(resolve)),
    );
    search.setPostcode('SW1');
    const stale = searchCount.count();
    search.setPostcode('SW1A 1AA');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.(json({ Code: 102, FriendlyMessage: 'We could not find SW1. Please check it.' }, 400));
    await stale;
    expect(search.errorFor('PostCode')).toBeUndefined();
    expect(search.postcode).toBe('SW1A1AA');
  });

  it('discards an earlier count when a later one supersedes it', async () => {
    const answers: Array<(response: Response) => void> = [];
    const { searchCount } = createSearchTestStores(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const first = searchCount.count();
    const second = searchCount.count();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(json({ RecordCount: 20 }));
    await second;
    answers[0]?.(json({ RecordCount: 999 }));
    await first;
    expect(searchCount.RecordCount).toBe(20);
  });

  it('says why a count failed, keeps the criteria, and its Try again counts once more', async () => {
    let answer: () => Response = () =>
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const { search, searchCount, requests } = createSearchTestStores(() => answer());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    search.setCriterion('Distance', 50);
    await vi.runAllTimersAsync();
    expect(searchCount.countError).toBe('Sorry, something went wrong. Please try again.');
    expect(searchCount.RecordCount).toBeNull();
    expect(searchCount.searchButtonLabel).toBe('Search cars');
    expect(search.panel.Distance).toBe(50);

    answer = () => json({ Code: 429, FriendlyMessage: 'Please wait a moment.' }, 429);
    searchCount.retryCount();
    await vi.runAllTimersAsync();
    expect(searchCount.countError).toBe('Please wait a moment.');

    answer = () => json({ RecordCount: 321 });
    searchCount.retryCount();
    await vi.runAllTimersAsync();
    expect(searchCount.countError).toBeNull();
    expect(searchCount.RecordCount).toBe(321);
    expect(requests.filter((request) => request.path === '/api/search/car/count')).toHaveLength(3);
    expect(requests.at(-1)?.body).toMatchObject({ Distance: 50 });
  });

  it('asks for a panel update 500 ms after the last make choice (debounced), and counts with it', async () => {
    const { search, searchCount, requests } = createSearchTestStores((request) =>
      request.path.endsWith('/panel') ? json(structuredClone(panel)) : json({ RecordCount: 7 }),
    );
    search.selectMake('ford');
    await vi.advanceTimersByTimeAsync(300);
    search.selectMake('smart');
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // One update for the two choices, and the count of the same criteria.
    expect(requests.map((r) => r.path)).toEqual([countPath, panelPath]);
    expect((requests[1]?.body as SearchCriteria).MakeModels).toEqual([{ Value: 'smart', Selected: true }]);
    expect(requests[0]?.body).toEqual(requests[1]?.body);
    await vi.waitFor(() => expect(searchCount.RecordCount).toBe(7));
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
    const { search, requests } = createSearchTestStores((request) =>
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
    await vi.runAllTimersAsync();
    expect(to(requests, countPath).at(-1)?.body).toMatchObject({
      Distance: 30,
      MakeModels: [{ Value: 'ford', Models: [{ Value: 'focus', Selected: true }] }],
    });
  });

  it('update_all sends no make list and keeps the chosen make', async () => {
    const { search, searchCount, requests } = createSearchTestStores(() =>
      json({ ...panel, PostCode: 'M11AE', Distance: 30 }),
    );
    search.setPostcode('SW1A1AA');
    search.selectMake('ford');
    await searchCount.update(true);
    const [all] = to(requests, '/api/search/car/panel/all');
    expect(all?.body).not.toHaveProperty('MakeModels');
    expect(search.postcode).toBe('SW1A1AA');
    expect(search.panel.Distance).toBe(1000);
    expect(search.selectedMake?.Value).toBe('ford');
  });
});
