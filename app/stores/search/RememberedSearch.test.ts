import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryCookies } from '../../lib/cookies';
import { createTestStores, jsonResponse as json, searchPanelExample } from '../testing';

const panel = searchPanelExample();

describe('RememberedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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
    const { search, searchContext } = stores;
    search.load('van', 'search', structuredClone(panel));
    search.setPostcode('M1 1AE');
    search.setCriterion('Distance', 30);
    await searchContext.search(1);
    expect(cookies.get('fc_search_van')).toBe('Distance=30');
    expect(cookies.get('fc_search_default')).toBe('Distance=30');
    expect(cookies.maxAge.get('fc_search_van')).toBe(2592000);
    expect(cookies.get('fc_postcode')).toBe('M11AE');
    expect(cookies.maxAge.get('fc_postcode')).toBe(86400);

    await searchContext.start('car', 'home');
    expect(search.panel.Distance).toBe(30);
    expect(search.postcode).toBe('M11AE');
    cookies.set('fc_search_car', 'Distance=5');
    await searchContext.start('car', 'home');
    expect(search.panel.Distance).toBe(5);

    // A landing page's preset is not remembered as the consumer's search.
    search.load('car', 'landing', { ...structuredClone(panel), PostCode: 'RG11QH', Distance: 20 });
    await searchContext.search(1);
    expect(cookies.get('fc_search_car')).toBe('Distance=5');
    expect(cookies.get('fc_postcode')).toBe('M11AE');

    // Nor is a dealer's stock (a dealer page's 'See all' link): it would replace the consumer's search
    // with one dealer's, which never counts as modified and so would be remembered as no search at all.
    search.load('car', 'search', { ...structuredClone(panel), DealerId: 3101 });
    await searchContext.search(1);
    search.load('car', 'search', { ...structuredClone(panel), DealerGroupId: 77 });
    await searchContext.search(1);
    expect(cookies.get('fc_search_car')).toBe('Distance=5');
    expect(cookies.get('fc_search_default')).toBe('Distance=30');
  });

  it("lends a vehicle type with no search of its own only the other type's distance and price", () => {
    const cookies = memoryCookies();
    const { stores } = createTestStores(() => json({ RecordCount: 3 }), { cookies });
    const { rememberedSearch } = stores;
    rememberedSearch.save('car', {
      ...structuredClone(panel),
      PostCode: 'BT15GS',
      Distance: 30,
      MaxPrice: 20000,
      MinYear: 2019,
      MaxYear: 2022,
      MaxMileage: 40000,
      PaymentSearchSelection: { Selected: 'monthly' },
      MaxPaymentMonthlyCost: 250,
    });

    const van = rememberedSearch.restore('van', structuredClone(panel));
    expect(van).toMatchObject({ PostCode: 'BT15GS', Distance: 30, MaxPrice: 20000, MaxPaymentMonthlyCost: 250 });
    expect(van.PaymentSearchSelection).toEqual({ Selected: 'monthly' });
    expect(van.MinYear).toBe(panel.MinYear);
    expect(van.MaxYear).toBe(panel.MaxYear);
    expect(van.MaxMileage).toBe(panel.MaxMileage);
    // The car search is still the car panel's, whole.
    expect(rememberedSearch.restore('car', structuredClone(panel))).toMatchObject({
      MinYear: 2019,
      MaxYear: 2022,
      MaxMileage: 40000,
    });
  });
});
