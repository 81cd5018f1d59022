// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { document, schemaPointer, validate } from '../../openapi/contract/contract';
import * as limits from '../../openapi/generated/limits';
import type { components } from '../../openapi/generated/schema';
import { anyText, postcode, runs } from '../ruleArbitraries';
import { normalisePostcode } from '../uk/postcode';
import {
  criteriaFromQuery,
  criteriaToQuery,
  listFilterKeys,
  maxOptions,
  minOptions,
  modifiedKeys,
  priceRangeError,
  requestCriteria,
} from './criteria';

type FilterOption = components['schemas']['FilterOption'];
type MakeModel = components['schemas']['MakeModel'];
type SearchCriteria = components['schemas']['SearchCriteria'];

/** The default panels the server gives (the contract's examples): what an address is read onto. */
const examples = (document as unknown as { 'x-example-data': { carPanel: SearchCriteria; vanPanel: SearchCriteria } })[
  'x-example-data'
];
const panels = { car: examples.carPanel, van: examples.vanPanel };

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
const band = fc.oneof(fc.constantFrom('*', '-1'), fc.stringMatching(/^[A-Za-z0-9.]{1,6}(-[A-Za-z0-9.]{1,6})?$/));
/** A keyword as the contract's FilterOption takes it: 1 to 60 characters, none of ` { } ^ + = < >. */
const keyword = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  .map((text) => text.replace(/[`{}^+=<>]/g, '-'))
  .filter((text) => text.trim() !== '' && [...text].length <= limits.FilterOption.Value.maxLength);

/**
 * The whole numbers each numeric criterion takes (the contract's minimum and maximum). The dealer ids are
 * never in an address, and the page is chosen on its own below.
 */
const notChosen = new Set(['DealerGroupId', 'DealerId', 'PaginationCurrentPage']);
// The payment criteria have no "no limit": the panel offers only terms, deposits and mileages.
const fromZero = new Set(['PaymentTerm', 'PaymentDeposit', 'PaymentMileage']);
const numberRanges = Object.fromEntries(
  Object.entries(limits.SearchCriteria).flatMap(([key, range]) =>
    'minimum' in range && !notChosen.has(key)
      ? [[key, [fromZero.has(key) ? 0 : range.minimum, range.maximum] as const]]
      : [],
  ),
);
const rangeOf = ({ minimum, maximum }: { minimum: number; maximum: number }) => ({ min: minimum, max: maximum });
const bandKeys = [
  'SelectedAdvertType',
  'SelectedPower',
  'SelectedTopSpeed',
  'SelectedTankRange',
  'SelectedAcceleration',
  'SelectedInsuranceGroup',
  'SelectedFuelEfficiency',
  'SelectedCostAnnualTax',
  'SelectedCO2Emission',
  'SelectedBatteryFastChargeMinutes',
  'SelectedBatteryRangeMiles',
] as const;
const flagKeys = [
  'IsRecommendedSearch',
  'IsRecentlyAdded',
  'IsReduced',
  'IsHot',
  'IsPaymentSearch',
  'IsAgeSearch',
  'IncludeOnlineOnlySearch',
  'PartExAvailable',
  'IsPriceAndGo',
  'IsPriceExcludeVATSearch',
  'IsPreReg',
  'IsExDemo',
  'MinImageCountActive',
  'BatteryIsLeased',
  'BatteryIsWarrantyWhenNew',
  'ExcludeHistoryCatNCatD',
  'ExcludeHistoryCatSCatC',
  'ExcludeImports',
  'ExcludeExHire',
  'ExcludeExFleet',
  'IsULEZCompliant',
] as const;

/** A list filter with some entries selected (the panel's own, or values it no longer lists); '*' when none. */
function selection(options: readonly FilterOption[]): fc.Arbitrary<FilterOption[]> {
  const values = options.map((option) => option.Value).filter((value) => value !== '*');
  return fc.tuple(fc.subarray(values), fc.uniqueArray(slug, { maxLength: 2 })).map(([chosen, extra]) => {
    const picked = [...chosen, ...extra.filter((value) => !values.includes(value))];
    return [
      ...options.map((option) => ({
        ...option,
        Selected: option.Value === '*' ? picked.length === 0 : picked.includes(option.Value),
      })),
      ...picked.filter((value) => !values.includes(value)).map((Value) => ({ Value, Selected: true })),
    ];
  });
}

/** One make selected (of the panel's, or one it does not list), optionally one of its models; or none. */
function makeChoice(makes: readonly MakeModel[]): fc.Arbitrary<MakeModel[]> {
  const named = makes.filter((make) => make.Value !== '*');
  return fc
    .option(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...named),
          slug.map((Value): MakeModel => ({ Value })),
        ),
        fc.option(slug),
      ),
      {
        nil: undefined,
      },
    )
    .map((choice) => {
      if (!choice) return makes.map((make) => ({ ...make, Selected: make.Value === '*' }));
      const [chosen, newModel] = choice;
      const list = makes.some((make) => make.Value === chosen.Value) ? makes : [...makes, chosen];
      return list.map((make) => {
        if (make.Value !== chosen.Value) return { ...make, Selected: false };
        const models = make.Models ?? [];
        const model = newModel ?? undefined;
        const withModel = model && !models.some((m) => m.Value === model) ? [...models, { Value: model }] : models;
        return { ...make, Selected: true, Models: withModel.map((m) => ({ ...m, Selected: m.Value === model })) };
      });
    });
}

/** Any valid criteria a person can reach: the default panel with some criteria chosen. */
function criteriaOn(type: keyof typeof panels): fc.Arbitrary<{ type: keyof typeof panels; chosen: SearchCriteria }> {
  const panel = panels[type];
  {
    const lists = Object.fromEntries(listFilterKeys.map((key) => [key, selection(panel[key] ?? [])]));
    return fc
      .record(
        {
          PostCode: fc.oneof(fc.constant(''), postcode.map(normalisePostcode)),
          MakeModels: makeChoice(panel.MakeModels ?? []),
          ...Object.fromEntries(
            Object.entries(numberRanges).map(([key, [min, max]]) => [key, fc.integer({ min, max })]),
          ),
          ...Object.fromEntries(bandKeys.map((key) => [key, band])),
          ...Object.fromEntries(flagKeys.map((key) => [key, fc.boolean()])),
          ...lists,
          Keywords: fc.array(keyword, { maxLength: 3 }).map((values) => values.map((Value) => ({ Value }))),
          SelectedSoldStatusV2: fc.constantFrom(...limits.SearchCriteria.SelectedSoldStatusV2.enum),
          SelectedVATInclusionType: fc.constantFrom(...limits.SearchCriteria.SelectedVATInclusionType.enum),
          SortOrder: fc.constantFrom(...limits.SearchCriteria.SortOrder.enum),
          DealerName: fc.string({ maxLength: 30 }).map((text) => text.replace(/[`{}^+=<>]/g, '')),
          PaginationCurrentPage: fc.integer(rangeOf(limits.SearchCriteria.PaginationCurrentPage)),
          PaymentSearchSelection: fc.constantFrom('total', 'monthly').map((Selected) => ({ Selected })),
        },
        { requiredKeys: [] },
      )
      .map((choices) => ({ type, chosen: { ...panel, ...choices } as SearchCriteria }));
  }
}
const criteria = fc.oneof(criteriaOn('car'), criteriaOn('van'));

/** The criteria as the app compares them: what a request carries of the modified criteria and the address's own. */
function asSearched(c: SearchCriteria) {
  const request = requestCriteria(c) as Record<string, unknown>;
  const kept = [...modifiedKeys(c), 'PostCode', 'PaginationCurrentPage', 'PaymentSearchSelection'];
  // The Price mode sorts by monthly cost as by price, lowest first (the order it names).
  const monthly = c.PaymentSearchSelection?.Selected === 'monthly';
  const order = c.SortOrder === 'monthly-asc' && !monthly ? 'price-asc' : c.SortOrder;
  const sort = order && order !== 'relevance' ? order : 'relevance';
  return {
    ...Object.fromEntries(kept.map((key) => [key, request[key]])),
    SortOrder: sort,
    PaymentSearchSelection: c.PaymentSearchSelection?.Selected ?? 'total',
    PostCode: c.PostCode ?? '',
  };
}

describe('search criteria in the address bar', () => {
  it('any criteria written to the address read back as the same search, and write the same address again', () => {
    fc.assert(
      fc.property(criteria, ({ type, chosen }) => {
        const address = criteriaToQuery(chosen);
        const read = criteriaFromQuery(address, panels[type]);
        expect(asSearched(read)).toEqual(asSearched(chosen));
        expect(modifiedKeys(read).sort()).toEqual(modifiedKeys(chosen).sort());
        expect(criteriaToQuery(read).toString()).toBe(address.toString());
      }),
      runs,
    );
  });

  /** Any address: the parameters the app reads, and others, with any values at all. */
  const anyQuery = fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            ...Object.keys(numberRanges),
            ...bandKeys,
            ...flagKeys,
            ...listFilterKeys,
            'PostCode',
            'Keywords',
            'Make',
            'Model',
            'Page',
            'PriceMode',
            'SortOrder',
            'DealerName',
            'SelectedSoldStatusV2',
            'SelectedVATInclusionType',
            'DealerGroupId',
            'DealerId',
            'PaginationCurrentPage',
          ),
          fc.string({ maxLength: 12 }),
        ),
        fc.oneof(anyText, fc.integer().map(String), fc.double().map(String), slug, band),
      ),
      { maxLength: 12 },
    )
    .map((pairs) => new URLSearchParams(pairs));

  it('any address at all is read without throwing, into criteria the contract accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom('car' as const, 'van' as const), anyQuery, (type, query) => {
        const read = criteriaFromQuery(query, panels[type]);
        expect(validate(schemaPointer('SearchCriteria'), requestCriteria(read))).toEqual([]);
        expect(validate(schemaPointer('SearchCriteria'), read)).toEqual([]);
      }),
      runs,
    );
  });

  it('an address with a parameter named as an object’s own property (toString) is ignored as any other unknown one', () => {
    expect(criteriaFromQuery(new URLSearchParams({ toString: '1', constructor: 'x' }), panels.car)).toEqual(panels.car);
  });

  it('any address as typed in full (a raw query string) is read without throwing', () => {
    fc.assert(
      fc.property(fc.constantFrom('car' as const, 'van' as const), anyText, (type, raw) => {
        expect(() => criteriaFromQuery(new URLSearchParams(raw), panels[type])).not.toThrow();
      }),
      runs,
    );
  });
});

describe('counterexamples the properties found (each failed before its fix)', () => {
  it('an address with a price that is no whole number, or out of range, leaves the panel’s price', () => {
    for (const raw of ['5e-324', '1.5', '', '-5', '1000001', 'Infinity']) {
      expect(criteriaFromQuery(new URLSearchParams({ MinPrice: raw }), panels.car).MinPrice).toBe(-1);
    }
    expect(criteriaFromQuery(new URLSearchParams({ MinPrice: '5000' }), panels.car).MinPrice).toBe(5000);
  });

  it('an address with a keyword, filter value, make or band the contract refuses leaves them out', () => {
    const read = criteriaFromQuery(
      new URLSearchParams('Keywords=<b>&Colours=red,{x}&Make=Ford!&SelectedPower=1 2&SortOrder=cheapest&Page=1001'),
      panels.car,
    );
    expect(validate(schemaPointer('SearchCriteria'), requestCriteria(read))).toEqual([]);
    expect(requestCriteria(read).Colours).toEqual([{ Value: 'red', Selected: true }]);
  });
});

describe('the price range rules: errors and option lists', () => {
  const price = fc.integer(rangeOf(limits.SearchCriteria.MinPrice));
  const mode = fc.constantFrom('total' as const, 'monthly' as const);

  it('a min above a positive max is an error on the min (or Monthly), and only then', () => {
    fc.assert(
      fc.property(price, price, mode, (min, max, priceMode) => {
        const error = priceRangeError('min', min, max, priceMode);
        if (max > 0 && min > max)
          expect(error).toEqual({
            key: priceMode === 'monthly' ? 'Monthly' : 'MinPrice',
            msg: 'Min price must be less than max',
          });
        else expect(error).toBeNull();
      }),
      runs,
    );
  });

  it('a max below a positive min is an error on the max (or Monthly); no limit (-1) never is', () => {
    fc.assert(
      fc.property(price, price, mode, (min, max, priceMode) => {
        const error = priceRangeError('max', min, max, priceMode);
        if (min > 0 && max !== -1 && max < min)
          expect(error).toEqual({
            key: priceMode === 'monthly' ? 'Monthly' : 'MaxPrice',
            msg: 'Max price must be greater than min',
          });
        else expect(error).toBeNull();
      }),
      runs,
    );
  });

  it('min options are those at or below the max (below it for the cash price), max options at or above the min; -1 stays', () => {
    const options = fc
      .uniqueArray(price, { maxLength: 20 })
      .map((values) => values.map((Value) => ({ Name: `${Value}`, Value })));
    fc.assert(
      fc.property(options, price, fc.boolean(), (list, limit, strict) => {
        const mins = minOptions(list, limit, strict).map((option) => option.Value);
        const maxes = maxOptions(list, limit).map((option) => option.Value);
        for (const { Value } of list) {
          const belowMax = limit === -1 || Value === -1 || (strict ? Value < limit : Value <= limit);
          expect(mins.includes(Value)).toBe(belowMax);
          expect(maxes.includes(Value)).toBe(limit === -1 || Value === -1 || Value >= limit);
        }
      }),
      runs,
    );
  });
});
