/**
 * The search panel: the criteria as sent with every option list filled in, and the counters of the
 * makes, models, trims and list filter entries computed from the data (each the count the criteria
 * would give with that entry chosen instead, every other criterion unchanged).
 */
import { type Kysely, sql } from 'kysely';
import { termParameter } from '../../openapi/generated/limits';
import type { components } from '../../openapi/generated/schema';
import { unmodifiedDefaults } from '../../domain/search/criteria';
import type { Database } from '../db/schema';
import {
  DEALER_RATING_VALUES,
  DEALER_TYPE_VALUES,
  DRIVE_TRAIN_VALUES,
  SAFETY_RATING_VALUES,
  type VehicleKind,
} from '../seed/types';
import { catalogue } from './catalogue';
import {
  facetCount,
  LIST_FILTER_KEYS,
  type ListFilter,
  listCondition,
  type SearchCriteria,
  selectedValues,
} from './criteria';
import { countsWithout, makeModelCounts, type Search } from './engine';
import { type FacetCounts, kindFacetCounts, plainFilterFacets } from './facets';

type SearchPanel = components['schemas']['SearchPanel'];
type MakeModel = components['schemas']['MakeModel'];
type FilterOption = components['schemas']['FilterOption'];
type PriceOption = components['schemas']['PriceOption'];

const money = (n: number) => `£${n.toLocaleString('en-GB')}`;
const priceOptions = (values: number[]): PriceOption[] => [
  { Name: 'Any', Value: -1 },
  ...values.map((v) => ({ Name: money(v), Value: v })),
];
const PRICES = priceOptions([500, 1000, 2000, 3000, 5000, 7500, 10000, 15000, 20000, 30000, 50000]);
const MONTHLY = priceOptions([100, 150, 200, 250, 300, 400, 500, 750]);
// The terms a quote takes (the getFinanceQuote operation's `term`).
const TERMS = termParameter.enum.map((v) => ({ Name: `${v} months`, Value: v }));
const DEPOSITS = [500, 1000, 2000, 3000, 5000].map((v) => ({ Name: money(v), Value: v }));
const MILEAGES = [5000, 8000, 10000, 12000, 15000, 20000].map((v) => ({
  Name: `${v.toLocaleString('en-GB')} miles a year`,
  Value: v,
}));

/** The defaults of requirements 9.7 (shared with the app) and the rest of the default panel. */
export function defaultCriteria(type: VehicleKind): SearchCriteria {
  return {
    ...unmodifiedDefaults,
    PostCode: '',
    Type: type,
    MakeModels: [],
    MinPrice: -1,
    MaxPrice: -1,
    MinPaymentMonthlyCost: -1,
    MaxPaymentMonthlyCost: -1,
    PaymentSearchSelection: { Selected: 'total' },
    SortOrder: 'relevance',
    PaginationCurrentPage: 1,
    Keywords: [],
  };
}

/** Each list filter's entries for a vehicle type: value and display name. */
function vocabulary(filter: ListFilter, type: VehicleKind): [value: string, name: string][] {
  switch (filter) {
    case 'BodyStyles':
      return type === 'car'
        ? [
            ['hatchback', 'Hatchback'],
            ['suv', 'SUV'],
            ['saloon', 'Saloon'],
            ['estate', 'Estate'],
            ['coupe', 'Coupe'],
            ['convertible', 'Convertible'],
            ['mpv', 'MPV'],
          ]
        : [
            ['panel-van', 'Panel Van'],
            ['small-van', 'Small Van'],
            ['pick-up', 'Pick Up'],
            ['crew-van', 'Crew Van'],
          ];
    case 'Colours':
      return ['black', 'blue', 'grey', 'red', 'silver', 'white', 'green', 'yellow', 'orange', 'brown', 'bronze']
        .concat(['purple', 'beige'])
        .map((v) => [v, v.charAt(0).toUpperCase() + v.slice(1)]);
    case 'Doors':
      return ['2', '3', '4', '5'].map((v) => [v, `${v} doors`]);
    case 'Seats':
      return ['2', '3', '4', '5', '6', '7', '8', '9'].map((v) => [v, `${v} seats`]);
    case 'SafetyRatings':
      return SAFETY_RATING_VALUES.map((v) => [v, `${v} stars`]);
    case 'DriveTrains':
      return DRIVE_TRAIN_VALUES.map((v) => [
        v,
        {
          'front-wheel-drive': 'Front wheel drive',
          'rear-wheel-drive': 'Rear wheel drive',
          'four-wheel-drive': 'Four wheel drive',
        }[v],
      ]);
    case 'DealerRating':
      return DEALER_RATING_VALUES.map((v) => [v, `${v}% or more`]);
    case 'DealerType':
      return DEALER_TYPE_VALUES.map((v) => [
        v,
        { franchise: 'Franchised dealer', independent: 'Independent dealer', supermarket: 'Car supermarket' }[v],
      ]);
    case 'Transmissions':
      return [
        ['manual', 'Manual'],
        ['automatic', 'Automatic'],
      ];
    case 'FuelTypes':
      return [
        ['petrol', 'Petrol'],
        ['diesel', 'Diesel'],
        ['hybrid', 'Hybrid'],
        ['plug-in-hybrid', 'Plug-in Hybrid'],
        ['electric', 'Electric'],
        ['bi-fuel', 'Bi-fuel'],
      ];
  }
}

/** Lists of numbers (doors, seats) show only the entries with matches, or chosen. */
const SPARSE: ListFilter[] = ['Doors', 'Seats'];

function withSelected(options: PriceOption[], value: number | undefined): PriceOption[] {
  return options.map((o) => ({ ...o, ...(o.Value === value ? { Selected: true } : {}) }));
}

/** The MakeModels list of a panel, from counts grouped by make, model and trim (make criterion left out). */
export function makeModelList(
  rows: { make: string; model: string; trim: string; n: number }[],
  search: Pick<Search, 'criteria' | 'type'>,
  names: Awaited<ReturnType<typeof catalogue>>['names'][VehicleKind],
  withTrims: 'selected' | 'all',
): MakeModel[] {
  const chosen = new Map(
    (search.criteria.MakeModels ?? []).filter((m) => m.Selected === true && m.Value !== '*').map((m) => [m.Value, m]),
  );
  const makes = new Map<string, { n: number; models: Map<string, { n: number; trims: Map<string, number> }> }>();
  let total = 0;
  for (const row of rows) {
    total += row.n;
    const make = makes.get(row.make) ?? { n: 0, models: new Map() };
    make.n += row.n;
    const model = make.models.get(row.model) ?? { n: 0, trims: new Map() };
    model.n += row.n;
    model.trims.set(row.trim, (model.trims.get(row.trim) ?? 0) + row.n);
    make.models.set(row.model, model);
    makes.set(row.make, make);
  }
  for (const value of chosen.keys()) if (!makes.has(value)) makes.set(value, { n: 0, models: new Map() });
  const byName = (a: MakeModel, b: MakeModel) => (a.Name ?? a.Value).localeCompare(b.Name ?? b.Value, 'en-GB');
  const list: MakeModel[] = [...makes].map(([makeValue, make]) => {
    const sent = chosen.get(makeValue);
    const sentModels = new Map((sent?.Models ?? []).map((m) => [m.Value, m]));
    for (const value of sentModels.keys())
      if (value !== '*' && !make.models.has(value)) make.models.set(value, { n: 0, trims: new Map() });
    const models: MakeModel[] = [...make.models].map(([modelValue, model]) => {
      const sentModel = sentModels.get(modelValue);
      const sentTrims = new Map((sentModel?.Trims ?? []).map((t) => [t.Value, t]));
      for (const value of sentTrims.keys()) if (value !== '*' && !model.trims.has(value)) model.trims.set(value, 0);
      const showTrims = withTrims === 'all' || sent !== undefined;
      return {
        Name: names.model.get(`${makeValue}/${modelValue}`) ?? modelValue,
        Value: modelValue,
        Counter: model.n,
        Selected: sentModel?.Selected === true,
        ...(showTrims
          ? {
              Trims: [...model.trims]
                .map(([trimValue, n]) => ({
                  Name: names.trim.get(`${makeValue}/${modelValue}/${trimValue}`) ?? trimValue,
                  Value: trimValue,
                  Counter: n,
                  Selected: sentTrims.get(trimValue)?.Selected === true,
                }))
                .sort(byName),
            }
          : {}),
      };
    });
    return {
      Name: names.make.get(makeValue) ?? makeValue,
      Value: makeValue,
      Counter: make.n,
      Selected: sent !== undefined,
      Models: models.sort(byName),
      Trims: [],
    };
  });
  return [
    { Name: 'Make (any)', Id: 0, Value: '*', Counter: total, Selected: chosen.size === 0, Models: [], Trims: [] },
    ...list.sort(byName),
  ];
}

/**
 * The counters of list filters from facet counts, named as countsWithout names them: `facetsFor` gives
 * each filter's facet counts with that filter left out (for a plain search, leaving one out changes
 * nothing). 'Any' is their count: every vehicle is Featured or not.
 */
async function facetLists(
  search: Search,
  filters: readonly ListFilter[],
  facetsFor: (filter: ListFilter) => Promise<FacetCounts>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const filter of filters) {
    const facets = await facetsFor(filter);
    counts.set(
      `${filter}:*`,
      [...(facets.get('featured')?.values() ?? [])].reduce((sum, n) => sum + n, 0),
    );
    for (const [value] of vocabulary(filter, search.type))
      counts.set(`${filter}:${value}`, facetCount(filter, facets.get(filter), value));
  }
  return counts;
}

/**
 * The entries of list filters with their counters (each the count with that entry chosen instead,
 * every other criterion unchanged), the 'Any' entry first; one scan for all of them.
 */
export async function filterLists(
  db: Kysely<Database>,
  search: Search,
  filters: readonly ListFilter[] = LIST_FILTER_KEYS,
): Promise<Partial<Record<ListFilter, FilterOption[]>>> {
  const { criteria, type } = search;
  const wanted: Parameters<typeof countsWithout>[2] = [];
  for (const filter of filters) {
    wanted.push({ name: `${filter}:*`, without: [filter], condition: sql`true` });
    for (const [value] of vocabulary(filter, type))
      wanted.push({
        name: `${filter}:${value}`,
        without: [filter],
        condition: listCondition(filter, [value]) ?? sql`false`,
      });
  }
  // A search of fuel, body style and gearbox lists alone: each chosen filter left out for its own counters.
  const chosen = (filter: ListFilter) => search.compiled.conditions.some((c) => c.key === filter);
  const facets = search.compiled.kindsOnly ? undefined : await plainFilterFacets(db, search);
  const counts = search.compiled.kindsOnly
    ? await facetLists(search, filters, (filter) => kindFacetCounts(db, search, chosen(filter) ? [filter] : []))
    : facets
      ? await facetLists(search, filters, async () => facets)
      : await countsWithout(db, search, wanted);
  const lists: Partial<Record<ListFilter, FilterOption[]>> = {};
  for (const filter of filters) {
    const chosen = new Set(selectedValues(criteria[filter]));
    const entries = vocabulary(filter, type)
      .map(([value, name]) => ({
        Name: name,
        Value: value,
        Counter: counts.get(`${filter}:${value}`) ?? 0,
        ...(chosen.has(value) ? { Selected: true } : {}),
      }))
      .filter((e) => !SPARSE.includes(filter) || e.Counter > 0 || e.Selected);
    lists[filter] = [
      {
        Name: 'Any',
        Value: '*',
        Counter: counts.get(`${filter}:*`) ?? 0,
        ...(chosen.size === 0 ? { Selected: true } : {}),
      },
      ...entries,
    ];
  }
  return lists;
}

/** The whole panel for a prepared search. */
export async function buildPanel(db: Kysely<Database>, search: Search): Promise<SearchPanel> {
  const { criteria, type } = search;
  const lookups = await catalogue(db);
  const [rows, lists] = await Promise.all([makeModelCounts(db, search), filterLists(db, search)]);

  const defaults = defaultCriteria(type);
  const answer: SearchCriteria = {
    ...defaults,
    ...criteria,
    PostCode: criteria.PostCode ?? '',
    Type: type,
    MakeModels: makeModelList(rows, search, lookups.names[type], 'selected'),
    MinPrice: criteria.MinPrice ?? -1,
    MaxPrice: criteria.MaxPrice ?? -1,
    MinPriceOptions: withSelected(PRICES, criteria.MinPrice ?? -1),
    MaxPriceOptions: withSelected(PRICES, criteria.MaxPrice ?? -1),
    MinPaymentMonthlyCost: criteria.MinPaymentMonthlyCost ?? -1,
    MaxPaymentMonthlyCost: criteria.MaxPaymentMonthlyCost ?? -1,
    MinPaymentMonthlyCostOptions: withSelected(MONTHLY, criteria.MinPaymentMonthlyCost ?? -1),
    MaxPaymentMonthlyCostOptions: withSelected(MONTHLY, criteria.MaxPaymentMonthlyCost ?? -1),
    PaymentTerm: criteria.PaymentTerm ?? unmodifiedDefaults.PaymentTerm,
    PaymentTermOptions: withSelected(TERMS, criteria.PaymentTerm ?? unmodifiedDefaults.PaymentTerm),
    PaymentDeposit: criteria.PaymentDeposit ?? unmodifiedDefaults.PaymentDeposit,
    PaymentDepositOptions: withSelected(DEPOSITS, criteria.PaymentDeposit ?? unmodifiedDefaults.PaymentDeposit),
    PaymentMileage: criteria.PaymentMileage ?? unmodifiedDefaults.PaymentMileage,
    PaymentMileageOptions: withSelected(MILEAGES, criteria.PaymentMileage ?? unmodifiedDefaults.PaymentMileage),
    PaymentFinanceType: criteria.PaymentFinanceType ?? unmodifiedDefaults.PaymentFinanceType,
    PaymentSearchSelection: criteria.PaymentSearchSelection ?? {
      Selected: criteria.IsPaymentSearch ? 'monthly' : 'total',
    },
    ...lists,
  };
  // openapi-typescript turns SearchPanel's allOf into `SearchCriteria & Record<string, never>`,
  // which nothing satisfies; the answer is checked against the contract itself in the tests.
  return answer as SearchPanel;
}
