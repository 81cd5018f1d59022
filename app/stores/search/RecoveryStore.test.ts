import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchCriteria } from '../../api/types';
import { createTestStores, jsonResponse as json, type SentRequest } from '../testing';
import { requestCriteria } from '@domain/search/criteria';
import { maxSuggestions, recoveryStore } from './RecoveryStore';
import { relaxations, relaxedQuery } from './relaxations';

/** A search that found nothing: a Ford Fiesta within 10 miles under £3,000, red, reduced, keyword. */
const search: SearchCriteria = requestCriteria({
  PostCode: 'SW1A1AA',
  SortOrder: 'price-asc',
  MakeModels: [
    { Value: '*', Name: 'Make (any)' },
    { Value: 'ford', Name: 'Ford', Selected: true, Models: [{ Value: 'fiesta', Name: 'Fiesta', Selected: true }] },
  ],
  Distance: 10,
  MinPrice: -1,
  MaxPrice: 3000,
  // The monthly range is not in use (price mode total): relaxing it would find nothing more.
  MaxPaymentMonthlyCost: 150,
  // Finance assumptions of a monthly-cost search: they narrow nothing.
  PaymentTerm: 48,
  Colours: [
    { Value: '*', Selected: false },
    { Value: 'red', Name: 'Red', Selected: true },
  ],
  IsReduced: true,
  IncludeOnlineOnlySearch: true,
  Keywords: [{ Value: 'sunroof' }],
  PaymentSearchSelection: { Selected: 'total' },
});

/** What a count request asked for, for the figures a fake server answers. */
const asked = (request: SentRequest) => request.body as SearchCriteria;

/** Counts a fake server gives: by what the request relaxed. */
function figures(request: SentRequest): number {
  const body = asked(request);
  if (body.Distance === undefined || body.Distance === 1000) return 40;
  if (!body.MakeModels?.[0]?.Models) return 25;
  if (body.MaxPrice === -1) return 12;
  if (!body.Colours) return 3;
  return 0;
}

function setup(
  respond: (request: SentRequest) => Response | Promise<Response> = (r) => json({ RecordCount: figures(r) }),
) {
  const { stores, requests } = createTestStores(respond);
  const recovery = stores.use(recoveryStore);
  const counts = () => requests.filter((request) => request.path === '/api/search/car/count');
  return { recovery, requests, counts };
}

describe('relaxations', () => {
  it('offers one relaxation per criterion that narrows the search, distance, model and price first', () => {
    expect(relaxations(search).map((relaxation) => relaxation.id)).toEqual([
      'Distance',
      'Model',
      'MaxPrice',
      'IsReduced',
      'Colours',
      'Keyword:sunroof',
    ]);
  });

  it('relaxes that one criterion and keeps every other choice', () => {
    const byId = Object.fromEntries(relaxations(search).map((relaxation) => [relaxation.id, relaxation.criteria]));
    expect(byId.Model?.MakeModels).toEqual([{ Value: 'ford', Selected: true }]);
    expect(byId.Distance).toEqual({ ...search, Distance: 1000 });
    expect(byId.MaxPrice).toEqual({ ...search, MaxPrice: -1 });
    expect(byId.IsReduced).toEqual({ ...search, IsReduced: false });
    expect(byId['Keyword:sunroof']).toEqual({ ...search, Keywords: [] });
    expect(requestCriteria(byId.Colours ?? {})).not.toHaveProperty('Colours');
    expect(byId.Colours).toMatchObject({ MaxPrice: 3000, Distance: 10, SortOrder: 'price-asc', PostCode: 'SW1A1AA' });
  });

  it('relaxes each keyword on its own, keeping the others', () => {
    const two = { ...search, Keywords: [{ Value: 'sunroof' }, { Value: 'tow bar' }, { Value: 'sunroof' }] };
    const byId = Object.fromEntries(relaxations(two).map((relaxation) => [relaxation.id, relaxation.criteria]));
    expect(Object.keys(byId).filter((id) => id.startsWith('Keyword'))).toEqual(['Keyword:sunroof', 'Keyword:tow bar']);
    expect(byId['Keyword:sunroof']).toEqual({ ...two, Keywords: [{ Value: 'tow bar' }] });
    expect(byId['Keyword:tow bar']).toEqual({ ...two, Keywords: [{ Value: 'sunroof' }, { Value: 'sunroof' }] });
  });

  it('relaxes a make with no model to any make, and leaves out what the page itself sets', () => {
    const fordOnly = { ...search, MakeModels: [{ Value: 'ford', Selected: true }] };
    const make = relaxations(fordOnly).find((relaxation) => relaxation.id === 'Make');
    expect(make?.criteria.MakeModels).toBeUndefined();
    const onTownPage = relaxations(fordOnly, ['MakeModels', 'Distance']).map((relaxation) => relaxation.id);
    expect(onTownPage).not.toContain('Make');
    expect(onTownPage).not.toContain('Distance');
  });

  it('offers the monthly range, not the cash one, when searching by monthly cost', () => {
    const monthly = { ...search, PaymentSearchSelection: { Selected: 'monthly' as const } };
    const ids = relaxations(monthly).map((relaxation) => relaxation.id);
    expect(ids).toContain('MaxPaymentMonthlyCost');
    expect(ids).not.toContain('MaxPrice');
  });

  it("a relaxed address keeps the person's other choices and a dealer's stock, on page 1", () => {
    const query = relaxedQuery({ ...search, IsReduced: false, DealerId: 3101, PaginationCurrentPage: 3 });
    expect(Object.fromEntries(query)).toEqual({
      PostCode: 'SW1A1AA',
      SortOrder: 'price-asc',
      Make: 'ford',
      Model: 'fiesta',
      Distance: '10',
      MaxPrice: '3000',
      MaxPaymentMonthlyCost: '150',
      PaymentTerm: '48',
      Colours: 'red',
      IncludeOnlineOnlySearch: 'true',
      Keywords: 'sunroof',
      DealerId: '3101',
    });
  });
});

describe('RecoveryStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts each relaxation once, 500 ms after the empty results, with only that criterion relaxed', async () => {
    const { recovery, counts } = setup();
    recovery.recover('car', search);
    expect(recovery.state).toBe('counting');
    await vi.advanceTimersByTimeAsync(499);
    expect(counts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(counts()).toHaveLength(6);
    const bodies = counts().map(asked);
    expect(bodies).toContainEqual({ ...search, Distance: 1000 });
    expect(bodies).toContainEqual({ ...search, MaxPrice: -1 });
    expect(bodies).toContainEqual({ ...search, MakeModels: [{ Value: 'ford', Selected: true }] });
    await vi.runAllTimersAsync();
    expect(recovery.state).toBe('suggestions');
    expect(counts()).toHaveLength(6);
  });

  it('offers the relaxations that find something, the most first, and not the ones that find nothing', async () => {
    const { recovery } = setup();
    recovery.recover('car', search);
    await vi.runAllTimersAsync();
    expect(recovery.suggestions.map(({ id, count }) => [id, count])).toEqual([
      ['Distance', 40],
      ['Model', 25],
      ['MaxPrice', 12],
      ['Colours', 3],
    ]);
  });

  it(`shows at most ${maxSuggestions}`, async () => {
    const { recovery } = setup(() => json({ RecordCount: 7 }));
    recovery.recover('car', { ...search, IsHot: true, ExcludeImports: true });
    await vi.runAllTimersAsync();
    expect(recovery.candidates).toHaveLength(8);
    expect(recovery.suggestions).toHaveLength(maxSuggestions);
    // Equal counts keep the likeliest first.
    expect(recovery.suggestions[0]?.id).toBe('Distance');
  });

  it('the same search again counts nothing more; a new one within the debounce counts only itself', async () => {
    const { recovery, counts } = setup();
    recovery.recover('car', search);
    await vi.runAllTimersAsync();
    recovery.recover('car', { ...search });
    await vi.runAllTimersAsync();
    expect(counts()).toHaveLength(6);

    recovery.recover('car', { ...search, IsReduced: false });
    await vi.advanceTimersByTimeAsync(300);
    recovery.recover('car', { ...search, Keywords: [] });
    await vi.runAllTimersAsync();
    const later = counts().slice(6).map(asked);
    expect(later).toHaveLength(5);
    expect(later.every((body) => body.Keywords === undefined || body.Keywords.length === 0)).toBe(true);
  });

  it('drops the answers for an older search that arrive after a newer one began', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { recovery } = setup(async (request) => {
      if (asked(request).IsReduced === true && asked(request).Colours) await held;
      return json({ RecordCount: asked(request).IsReduced ? 99 : 5 });
    });
    recovery.recover('car', search);
    await vi.advanceTimersByTimeAsync(500);
    // A new search (the older one's counts are under way): reduced no longer chosen.
    recovery.recover('car', { ...search, IsReduced: false });
    await vi.runAllTimersAsync();
    release();
    await vi.runAllTimersAsync();
    expect(recovery.criteria?.IsReduced).toBe(false);
    expect(recovery.suggestions.map((suggestion) => suggestion.count)).not.toContain(99);
    expect(recovery.suggestions.every((suggestion) => suggestion.count === 5)).toBe(true);
  });

  it('leaves out a relaxation whose count fails, and says so plainly when every count fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { recovery } = setup((request) =>
      asked(request).Distance === 1000
        ? new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })
        : json({ RecordCount: figures(request) }),
    );
    recovery.recover('car', search);
    await vi.runAllTimersAsync();
    expect(recovery.suggestions.map((suggestion) => suggestion.id)).toEqual(['Model', 'MaxPrice', 'Colours']);
    expect(error).toHaveBeenCalledWith('Failed to get search count', expect.anything());

    const failing = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    failing.recovery.recover('car', search);
    await vi.runAllTimersAsync();
    expect(failing.recovery.state).toBe('unavailable');
    error.mockRestore();
  });

  it('says no one choice helps when every relaxation finds nothing, and offers nothing for a search with no choices', async () => {
    const { recovery, counts } = setup(() => json({ RecordCount: 0 }));
    recovery.recover('car', search);
    await vi.runAllTimersAsync();
    expect(recovery.state).toBe('none');

    recovery.recover('car', requestCriteria({ PostCode: 'SW1A1AA', Distance: 1000 }));
    expect(recovery.state).toBe('unavailable');
    await vi.runAllTimersAsync();
    expect(counts()).toHaveLength(6);
  });

  it('clear cancels counts not yet sent', async () => {
    const { recovery, counts } = setup();
    recovery.recover('van', search);
    await vi.advanceTimersByTimeAsync(200);
    recovery.clear();
    await vi.runAllTimersAsync();
    expect(counts()).toHaveLength(0);
    expect(recovery.state).toBe('idle');
  });
});
