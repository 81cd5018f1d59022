import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/schema';
import {
  boundedRangeError,
  boundedRanges,
  clearedCriteria,
  criteriaFromQuery,
  criteriaToQuery,
  isModified,
  keywordError,
  keywordMessages,
  maxOptions,
  minOptions,
  modifiedKeys,
  priceRangeError,
  requestCriteria,
  resultsPageOf,
  selectedMakeModels,
  withinBounds,
} from './criteria';

type SearchCriteria = components['schemas']['SearchCriteria'];

const prices = [-1, 500, 1000, 2000, 5000].map((Value) => ({ Name: Value === -1 ? 'Any' : `£${Value}`, Value }));

describe('requestCriteria', () => {
  it('sends only selected makes with their selected models and trims, dropping the wildcard make', () => {
    const makes = selectedMakeModels([
      { Value: '*', Name: 'Make (any)', Selected: true },
      {
        Value: 'ford',
        Selected: true,
        Models: [
          { Value: '*', Selected: true },
          { Value: 'fiesta', Selected: true, Trims: [{ Value: 'st-line', Selected: true }, { Value: 'zetec' }] },
          { Value: 'focus', Selected: false },
        ],
      },
      { Value: 'vauxhall', Selected: false, Counter: 12 },
    ]);
    expect(makes).toEqual([
      {
        Value: 'ford',
        Selected: true,
        Models: [{ Value: 'fiesta', Selected: true, Trims: [{ Value: 'st-line', Selected: true }] }],
      },
    ]);
  });

  it('keeps list filters by selected Value, treats a lone * as no filter, and keeps every keyword', () => {
    const request = requestCriteria({
      BodyStyles: [{ Value: 'hatchback', Selected: true }, { Value: 'estate' }],
      Colours: [{ Value: '*', Selected: true }],
      Doors: [{ Value: '5', Selected: false }],
      Keywords: [{ Value: 'heated seats' }, { Value: 'sat nav', Selected: false }],
    });
    expect(request.BodyStyles).toEqual([{ Value: 'hatchback', Selected: true }]);
    expect(request).not.toHaveProperty('Colours');
    expect(request).not.toHaveProperty('Doors');
    expect(request.Keywords).toEqual([{ Value: 'heated seats' }, { Value: 'sat nav' }]);
  });

  it('leaves the option lists out and defaults PaginationCurrentPage to 1', () => {
    const request = requestCriteria({
      MinPrice: 1000,
      MinPriceOptions: prices,
      PaymentTermOptions: prices,
      IsReduced: true,
    });
    expect(request).toEqual({ MinPrice: 1000, IsReduced: true, PaginationCurrentPage: 1 });
    expect(requestCriteria({ PaginationCurrentPage: 3 }).PaginationCurrentPage).toBe(3);
  });
});

describe('modified criteria', () => {
  it('ignores the defaults that do not count as modified', () => {
    const defaults: SearchCriteria = {
      Distance: 1000,
      MinImageCountActive: false,
      PaymentDeposit: 1000,
      PaymentTerm: 60,
      PaymentMileage: 10000,
      SelectedSoldStatusV2: 'notsold',
      SelectedVATInclusionType: 'both',
      IsRecommendedSearch: false,
    };
    expect(modifiedKeys(defaults)).toEqual([]);
    expect(modifiedKeys({ ...defaults, Distance: 50, PaymentTerm: 48, SelectedVATInclusionType: 'exvat' })).toEqual([
      'Distance',
      'PaymentTerm',
      'SelectedVATInclusionType',
    ]);
  });

  it('never counts the excluded keys', () => {
    expect(
      modifiedKeys({
        DealerId: 1234,
        DealerGroupId: 77,
        IsGroupStock: true,
        ExcludedVehicles: [20481734],
        PaginationCurrentPage: 4,
        PostCode: 'SW1A1AA',
        SortOrder: 'price-asc',
        Type: 'car',
      } as SearchCriteria),
    ).toEqual([]);
  });

  it('excludes IsRecommendedSearch only when a dealer id above 0 is present', () => {
    expect(isModified('IsRecommendedSearch', { IsRecommendedSearch: true })).toBe(true);
    expect(isModified('IsRecommendedSearch', { IsRecommendedSearch: true, DealerId: 0 })).toBe(true);
    expect(isModified('IsRecommendedSearch', { IsRecommendedSearch: true, DealerId: 1234 })).toBe(false);
  });

  it('counts numbers above -1 and strings other than * and -1', () => {
    expect(isModified('MinPrice', { MinPrice: -1 })).toBe(false);
    expect(isModified('MinPrice', { MinPrice: 0 })).toBe(true);
    expect(isModified('SelectedPower', { SelectedPower: '*' })).toBe(false);
    expect(isModified('SelectedPower', { SelectedPower: '-1' })).toBe(false);
    expect(isModified('SelectedPower', { SelectedPower: '150-200' })).toBe(true);
    expect(isModified('IsReduced', { IsReduced: false })).toBe(false);
    expect(isModified('IsReduced', { IsReduced: true })).toBe(true);
  });

  it('counts makes, list filters and keywords only when something real is chosen', () => {
    expect(isModified('MakeModels', { MakeModels: [{ Value: '*', Selected: true }] })).toBe(false);
    expect(isModified('MakeModels', { MakeModels: [{ Value: 'ford', Selected: true }] })).toBe(true);
    expect(isModified('Colours', { Colours: [{ Value: '*', Selected: true }] })).toBe(false);
    expect(isModified('Colours', { Colours: [{ Value: 'red', Selected: true }] })).toBe(true);
    expect(isModified('Keywords', { Keywords: [] })).toBe(false);
    expect(isModified('Keywords', { Keywords: [{ Value: 'tow bar' }] })).toBe(true);
  });

  it('does not count option lists or the price mode', () => {
    expect(modifiedKeys({ MinPriceOptions: prices, PaymentSearchSelection: { Selected: 'monthly' } })).toEqual([]);
  });
});

describe('price option filtering', () => {
  const values = (options: { Value: number }[]) => options.map((o) => o.Value);

  it('keeps min options strictly below the max for the cash price, at or below for monthly cost', () => {
    expect(values(minOptions(prices, 2000, true))).toEqual([-1, 500, 1000]);
    expect(values(minOptions(prices, 2000, false))).toEqual([-1, 500, 1000, 2000]);
  });

  it('keeps max options at or above the min', () => {
    expect(values(maxOptions(prices, 1000))).toEqual([-1, 1000, 2000, 5000]);
  });

  it('filters nothing against "no limit"', () => {
    expect(values(minOptions(prices, -1, true))).toEqual(values(prices));
    expect(values(maxOptions(prices, -1))).toEqual(values(prices));
    expect(values(maxOptions(prices, undefined))).toEqual(values(prices));
  });
});

describe('price range messages', () => {
  it('a min above a positive max', () => {
    expect(priceRangeError('min', 5000, 2000, 'total')).toEqual({
      key: 'MinPrice',
      msg: 'Min price must be less than max',
    });
    expect(priceRangeError('min', 5000, -1, 'total')).toBeNull();
    expect(priceRangeError('min', 1000, 2000, 'total')).toBeNull();
  });

  it('a max below a positive min', () => {
    expect(priceRangeError('max', 5000, 2000, 'total')).toEqual({
      key: 'MaxPrice',
      msg: 'Max price must be greater than min',
    });
    expect(priceRangeError('max', -1, 2000, 'total')).toBeNull();
    expect(priceRangeError('max', 5000, -1, 'total')).toBeNull();
  });

  it('records monthly cost errors under the Monthly key', () => {
    expect(priceRangeError('min', 400, 200, 'monthly')).toEqual({
      key: 'Monthly',
      msg: 'Min price must be less than max',
    });
    expect(priceRangeError('max', 400, 200, 'monthly')).toEqual({
      key: 'Monthly',
      msg: 'Max price must be greater than min',
    });
  });
});

describe('bounded ranges: the years and the engine size', () => {
  const [years, engine] = boundedRanges;

  it('a year range may start and end in one year, never end before it starts', () => {
    expect(boundedRangeError(years, { MinYear: 2020, MaxYear: 2020 })).toBeNull();
    expect(boundedRangeError(years, { MinYear: 2022, MaxYear: 2019 })).toEqual({
      key: 'MinYear',
      msg: 'From year must be the same as or before to year',
    });
    expect(boundedRangeError(years, { MinYear: 2022, MaxYear: 2019 }, 'max')).toEqual({
      key: 'MaxYear',
      msg: 'To year must be the same as or after from year',
    });
    expect(boundedRangeError(years, { MinYear: 2022, MaxYear: -1 })).toBeNull();
    expect(boundedRangeError(years, { MaxYear: 2019 })).toBeNull();
  });

  it("an engine size's ends differ, as the cash price's do", () => {
    expect(boundedRangeError(engine, { MinEngineSize: 1400, MaxEngineSize: 2000 })).toBeNull();
    expect(boundedRangeError(engine, { MinEngineSize: 2000, MaxEngineSize: 2000 })?.msg).toBe(
      'Min engine size must be less than max',
    );
    expect(boundedRangeError(engine, { MinEngineSize: 2000, MaxEngineSize: 1000 }, 'max')?.msg).toBe(
      'Max engine size must be greater than min',
    );
  });

  it('offers each end only what keeps the range the right way round; "no limit" always', () => {
    const offered = (end: 'min' | 'max', other: number) =>
      [-1, 2018, 2019, 2020, 2021].filter((year) => withinBounds(years, end, year, other));
    expect(offered('max', 2020)).toEqual([-1, 2020, 2021]);
    expect(offered('min', 2019)).toEqual([-1, 2018, 2019]);
    expect(offered('min', -1)).toEqual([-1, 2018, 2019, 2020, 2021]);
    expect([1000, 1400, 2000].filter((cc) => withinBounds(engine, 'max', cc, 1400))).toEqual([2000]);
  });
});

describe('keywords the contract refuses', () => {
  it('takes letters, digits, punctuation and emoji; refuses ` { } ^ + = < > and says what may be used', () => {
    expect(keywordError([{ Value: 'heated seats' }, { Value: "driver's pack (2021)" }, { Value: '😀' }])).toBeNull();
    expect(keywordError([{ Value: '<script>alert(1)</script>' }, { Value: '😀' }])).toBe(
      'Keywords can include letters, numbers, spaces and punctuation, but not ` { } ^ + = < or >',
    );
    for (const character of ['`', '{', '}', '^', '+', '=', '<', '>', '\t'])
      expect(keywordError([{ Value: `tow${character}bar` }]), character).toBe(keywordMessages.characters);
    expect(keywordError([{ Value: '' }, { Value: '  ' }])).toBeNull();
    expect(keywordError(undefined)).toBeNull();
  });

  it('refuses a keyword over 60 characters, counting an emoji as one', () => {
    expect(keywordError([{ Value: '😀'.repeat(60) }])).toBeNull();
    expect(keywordError([{ Value: 'a'.repeat(61) }])).toBe('Each keyword must be 60 characters or fewer');
  });

  it('refuses more than 100 keywords', () => {
    const keywords = Array.from({ length: 101 }, (_, index) => ({ Value: `k${index}` }));
    expect(keywordError(keywords.slice(0, 100))).toBeNull();
    expect(keywordError(keywords)).toBe('Enter 100 keywords or fewer');
  });
});

describe('criteria in the address', () => {
  const defaults: SearchCriteria = {
    PostCode: '',
    Distance: 1000,
    MakeModels: [
      { Value: '*', Selected: true },
      { Value: 'ford', Models: [{ Value: '*' }, { Value: 'fiesta' }] },
    ],
    BodyStyles: [{ Value: '*', Selected: true }, { Value: 'hatchback' }, { Value: 'estate' }],
    MinPriceOptions: [{ Name: 'Any', Value: -1 }],
    PaymentSearchSelection: { Selected: 'total' },
  };

  it('writes only what a person chose, and reads it back onto the default panel', () => {
    const chosen = criteriaFromQuery(
      new URLSearchParams(
        'PostCode=sw1a 1aa&Distance=30&Make=ford&Model=fiesta&BodyStyles=hatchback,estate&IsReduced=true&MaxPrice=10000&Keywords=sat nav&Keywords=tow bar&Page=3&PriceMode=monthly&SortOrder=price-asc',
      ),
      defaults,
    );
    expect(chosen.PostCode).toBe('SW1A1AA');
    expect(chosen.Distance).toBe(30);
    expect(selectedMakeModels(chosen.MakeModels)).toEqual([
      { Value: 'ford', Selected: true, Models: [{ Value: 'fiesta', Selected: true }] },
    ]);
    expect(requestCriteria(chosen).BodyStyles).toEqual([
      { Value: 'hatchback', Selected: true },
      { Value: 'estate', Selected: true },
    ]);
    expect(chosen.PaginationCurrentPage).toBe(3);
    expect(chosen.PaymentSearchSelection).toEqual({ Selected: 'monthly' });

    const query = criteriaToQuery(chosen);
    expect(Object.fromEntries(query)).toMatchObject({
      PostCode: 'SW1A1AA',
      Distance: '30',
      Make: 'ford',
      Model: 'fiesta',
      BodyStyles: 'hatchback,estate',
      IsReduced: 'true',
      MaxPrice: '10000',
      Page: '3',
      PriceMode: 'monthly',
      SortOrder: 'price-asc',
    });
    expect(query.getAll('Keywords')).toEqual(['sat nav', 'tow bar']);
    expect(query.has('PaginationCurrentPage')).toBe(false);
  });

  it('sorts by monthly cost only in the Monthly cost mode: in the Price mode an address asking for it sorts by price', () => {
    const asked = (query: string) => criteriaFromQuery(new URLSearchParams(query), defaults).SortOrder;
    expect(asked('SortOrder=monthly-asc')).toBe('price-asc');
    expect(asked('SortOrder=monthly-asc&PriceMode=monthly')).toBe('monthly-asc');
    expect(asked('SortOrder=mileage-asc')).toBe('mileage-asc');
    // A panel switched back to the Price mode writes the price order into its address.
    const switched: SearchCriteria = { ...defaults, SortOrder: 'monthly-asc' };
    expect(criteriaToQuery(switched).get('SortOrder')).toBe('price-asc');
    expect(criteriaToQuery({ ...switched, PaymentSearchSelection: { Selected: 'monthly' } }).get('SortOrder')).toBe(
      'monthly-asc',
    );
  });

  it('leaves defaults out of the address', () => {
    expect(criteriaToQuery(defaults).toString()).toBe('');
  });

  it('ignores unknown parameters and malformed numbers', () => {
    const chosen = criteriaFromQuery(new URLSearchParams('Distance=far&Nonsense=1&i=3&m=abc'), defaults);
    expect(chosen).toEqual(defaults);
  });
});

describe('clearedCriteria', () => {
  const panel: SearchCriteria = {
    Colours: [{ Value: '*' }, { Value: 'red', Selected: true }, { Value: 'blue', Selected: true }],
    Doors: [{ Value: '3', Selected: true }],
    MaxMileage: 30000,
    SelectedPower: '100-150',
    IsReduced: true,
    SelectedVATInclusionType: 'exvat',
    Keywords: [{ Value: 'tow bar' }],
    Distance: 30,
  };

  it('puts the given criteria back at "any" so none counts as modified, and leaves the rest', () => {
    const keys = [
      'Colours',
      'Doors',
      'MaxMileage',
      'SelectedPower',
      'IsReduced',
      'SelectedVATInclusionType',
      'Keywords',
    ] as const;
    const cleared = clearedCriteria(panel, keys);
    expect(cleared.Colours).toEqual([
      { Value: '*', Selected: true },
      { Value: 'red', Selected: false },
      { Value: 'blue', Selected: false },
    ]);
    expect(cleared.Doors).toEqual([{ Value: '3', Selected: false }]);
    expect(cleared).toMatchObject({
      MaxMileage: -1,
      SelectedPower: '*',
      IsReduced: false,
      SelectedVATInclusionType: 'both',
      Keywords: [],
    });
    expect(keys.filter((key) => isModified(key, cleared))).toEqual([]);
    expect(modifiedKeys(cleared)).toEqual(['Distance']);
  });

  it('leaves a criterion the panel does not have absent', () => {
    expect(clearedCriteria({ Distance: 30 }, ['IsPreReg'])).toEqual({ Distance: 30 });
  });
});

describe('resultsPageOf', () => {
  it("reads the address's page, within the pages a search can be asked for", () => {
    const pageOf = (query: string) => resultsPageOf(new URLSearchParams(query));
    expect(pageOf('')).toBe(1);
    expect(pageOf('Page=3')).toBe(3);
    expect(pageOf('Page=abc')).toBe(1);
    expect(pageOf('Page=0')).toBe(1);
    // Beyond the contract's last page: its last, which the server answers (empty, with the total) instead of refusing.
    expect(pageOf('Page=99999')).toBe(1000);
  });
});
