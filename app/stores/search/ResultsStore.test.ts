import { autorun, isObservable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { createTestStores, jsonResponse as json, vehicleCard } from '../testing';

const page = (total: number) => ({ Results: [], Pagination: { CurrentPage: 1, TotalRecords: total } });

describe('ResultsStore', () => {
  it('goes idle -> loading -> loaded, and keeps the page shown while the next one loads', async () => {
    const answers: ((response: Response) => void)[] = [];
    const { stores } = createTestStores(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const answer = async (response: Response) => {
      await vi.waitFor(() => expect(answers.length).toBeGreaterThan(0));
      answers.shift()?.(response);
    };
    const { results } = stores;
    expect(results.status).toBe('idle');
    const first = results.load('car', {}, 1, true);
    expect(results.status).toBe('loading');
    expect(results.hasPage).toBe(false);
    await answer(json(page(41)));
    await expect(first).resolves.toBe(41);
    expect(results.status).toBe('loaded');

    const second = results.load('car', { SortOrder: 'price-asc' }, 1, true);
    expect(results.status).toBe('loading');
    expect(results.hasPage).toBe(true);
    expect(results.totalRecords).toBe(41);
    await answer(json(page(7)));
    await expect(second).resolves.toBe(7);
  });

  it('says why a search failed, in the server’s words or the client’s', async () => {
    let fail: Response = json({ Code: 100, FriendlyMessage: 'Sorry, something was wrong with that request.' }, 400);
    const { stores } = createTestStores(() => fail, { logger: { error: () => {} } });
    await expect(stores.results.load('van', {}, 1, true)).resolves.toBeUndefined();
    expect(stores.results.status).toBe('failed');
    expect(stores.results.error).toBe('Sorry, something was wrong with that request.');
    fail = new Response('<html>Bad gateway</html>', { status: 502 });
    await stores.results.load('van', {}, 1, true);
    expect(stores.results.error).toBe('Please try again.');
  });

  it('discards an answer a later search superseded', async () => {
    const answers: ((response: Response) => void)[] = [];
    const { stores } = createTestStores(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const first = stores.results.load('car', {}, 1, true);
    const second = stores.results.load('car', {}, 2, false);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(json(page(2)));
    await expect(second).resolves.toBe(2);
    answers[0]?.(json(page(99)));
    await expect(first).resolves.toBeUndefined();
    expect(stores.results.totalRecords).toBe(2);
    expect(stores.results.status).toBe('loaded');
  });

  it("keeps the server's page as it came, not copied card by card, and tells its readers when another replaces it", () => {
    const { stores } = createTestStores();
    const { results } = stores;
    const shown: number[][] = [];
    const stop = autorun(() => shown.push(results.results.map((card) => ('VehicleId' in card ? card.VehicleId : 0))));
    const page = {
      results: [vehicleCard({ VehicleId: 7 })],
      pagination: { CurrentPage: 1, TotalRecords: 1 },
      criteria: {},
    };
    results.hydrate(page);
    stop();
    expect(shown).toEqual([[], [7]]);
    expect(results.results).toBe(page.results);
    expect(isObservable(results.results)).toBe(false);
  });

  it('clears to idle', async () => {
    const { stores } = createTestStores(() => json(page(3)));
    await stores.results.load('car', {}, 1, true);
    stores.results.clear();
    expect(stores.results.status).toBe('idle');
    expect(stores.results.hasPage).toBe(false);
  });
});
