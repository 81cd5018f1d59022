/**
 * SearchCriteria → SQL conditions on the vehicle_search table (migration 002_search), as
 * the contract defines matching: AND across criteria, OR within a list filter, every Min/Max
 * inclusive with -1 open, a Min above its Max matching nothing, bands 'lo-hi' inclusive. Each
 * condition carries the criterion it comes from, so a panel can count "this criterion chosen
 * differently, every other one unchanged" by leaving one out.
 */
import { type RawBuilder, sql } from 'kysely';
import { SearchCriteria as criteriaLimits } from '../../openapi/generated/limits';
import type { components } from '../../openapi/generated/schema';
import { minimumCredit } from '../../domain/finance';
import {
  anyValue,
  isAnyValue,
  listFilterKeys,
  selectedFilterOptions,
  selectedMakeModels,
  unmodifiedDefaults,
} from '../../domain/search/criteria';
import { type PcpBasis, pcpSearchTerms, priceRangeForPayments } from '../finance';
import { postcodeMessages, postcodeLookupMessages } from '../../domain/uk/postcode';
import { distanceMiles, type PostcodePlace } from '../seed/postcodes';
import type { VehicleKind } from '../seed/types';
import type { Catalogue } from './catalogue';
import { reducedCondition } from './reduced';

export type SearchCriteria = components['schemas']['SearchCriteria'];
type FilterOption = components['schemas']['FilterOption'];

/**
 * An answer the handler turns into 400 code 102 (postcode, with the words for the field) or 422 (a
 * Type other than the path's).
 */
export class CriteriaError extends Error {
  constructor(
    readonly kind: 'postcode' | 'unprocessable',
    readonly friendlyMessage = '',
  ) {
    super(kind);
  }
}

/**
 * The words a postcode that cannot be placed gets (the shared rule, domain/uk/postcode.ts):
 * 'Please enter a valid UK postcode' only for one that is not a postcode's shape.
 */
export function postcodeProblem(postcode: string, place: PostcodePlace & { found: false }): string {
  if (place.reason === 'malformed') return postcodeMessages.invalid;
  return place.reason === 'placeless'
    ? postcodeLookupMessages.noPlace(postcode)
    : postcodeLookupMessages.notFound(postcode);
}

/** The list filters and the column (and kind of comparison) each filters. */
const LIST_FILTERS = {
  BodyStyles: { column: 's_body', kind: 'text' },
  Colours: { column: 's_colour', kind: 'text' },
  Doors: { column: 's_doors', kind: 'int' },
  SafetyRatings: { column: 's_safety', kind: 'int' },
  Seats: { column: 's_seats', kind: 'int' },
  DriveTrains: { column: 's_drive', kind: 'text' },
  DealerRating: { column: 's_dealer_rating', kind: 'atLeast' },
  DealerType: { column: 's_dealer_type', kind: 'text' },
  Transmissions: { column: 's_transmission', kind: 'text' },
  FuelTypes: { column: 's_fuel', kind: 'text' },
} as const satisfies Record<(typeof listFilterKeys)[number], { column: string; kind: 'text' | 'int' | 'atLeast' }>;
export type ListFilter = (typeof listFilterKeys)[number];
/** The list filters the facet table of 018_kind_facets is keyed by (its columns those of LIST_FILTERS). */
export const KIND_FILTERS: readonly ListFilter[] = ['FuelTypes', 'BodyStyles', 'Transmissions'];
export const LIST_FILTER_KEYS: readonly ListFilter[] = listFilterKeys;

/** Which criterion a condition comes from: the panel leaves one of these out to count alternatives. */
export type ConditionKey = 'type' | 'near' | 'makes' | ListFilter | 'other';

export interface Condition {
  key: ConditionKey;
  sql: RawBuilder<unknown>;
}

const BANDS = {
  SelectedPower: 's_power',
  SelectedTopSpeed: 's_top_speed',
  SelectedTankRange: 's_tank_range',
  SelectedAcceleration: 's_acceleration',
  SelectedInsuranceGroup: 's_insurance',
  SelectedFuelEfficiency: 's_mpg',
  SelectedCostAnnualTax: 's_tax',
  SelectedCO2Emission: 's_co2',
  SelectedBatteryFastChargeMinutes: 's_battery_charge',
  SelectedBatteryRangeMiles: 's_battery_range',
} as const;

/** Toggles: true keeps only the vehicles for which the SQL holds; false (or absent) does not filter. */
const TOGGLES: Partial<Record<keyof SearchCriteria, RawBuilder<unknown>>> = {
  IsPreReg: sql`s_pre_reg`,
  IsExDemo: sql`s_ex_demo`,
  MinImageCountActive: sql`s_images > 0`,
  BatteryIsWarrantyWhenNew: sql`s_battery_warranty`,
  ExcludeHistoryCatNCatD: sql`coalesce(s_write_off, '') not in ('N', 'D')`,
  ExcludeHistoryCatSCatC: sql`coalesce(s_write_off, '') not in ('S', 'C')`,
  ExcludeImports: sql`not s_imported`,
  ExcludeExHire: sql`not s_ex_hire`,
  ExcludeExFleet: sql`not s_ex_fleet`,
  PartExAvailable: sql`s_part_ex`,
  IsULEZCompliant: sql`s_ulez`,
  IsHot: sql`s_hot`,
  IsPriceAndGo: sql`s_price_and_go`,
};

/**
 * What a search leaves out unless its criterion asks for it; a dealer's stock (DealerId) has it all, so
 * the dealer's page, its 'See all' results and its StockCount (dealerStockCounts) are the same vehicles.
 */
const INCLUDES: Partial<Record<keyof SearchCriteria, RawBuilder<unknown>>> = {
  IncludeOnlineOnlySearch: sql`not s_online_only`,
  BatteryIsLeased: sql`not coalesce(s_battery_leased, false)`,
};

/** Advert types (SelectedAdvertType): the values openapi/data/search-values.csv publishes. */
const ADVERT_TYPES: Record<string, RawBuilder<unknown>> = {
  used: sql`not s_pre_reg and not s_ex_demo`,
  'pre-reg': sql`s_pre_reg`,
  'ex-demo': sql`s_ex_demo`,
};

/** SelectedPriceIndicator: the highest label code each value takes (domain/priceRating.ts priceLabelBands). */
const PRICE_INDICATOR_CODES: Record<NonNullable<SearchCriteria['SelectedPriceIndicator']>, number | undefined> = {
  any: undefined,
  great: 1,
  good: 2,
  fair: 3,
};

/** How long an advert counts as recently added (IsRecentlyAdded). */
const RECENT_DAYS = 7;

const col = (name: string) => sql.ref(name);

/** Inclusive range on a column; -1 (or undefined) leaves a side open. */
function range(column: string, min: number | undefined, max: number | undefined): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (min !== undefined && min > -1) parts.push(sql`${col(column)} >= ${min}`);
  if (max !== undefined && max > -1) parts.push(sql`${col(column)} <= ${max}`);
  return parts;
}

/**
 * A band value: '*' / '-1' / '' any; 'v' exactly v; 'lo-hi' inclusive. A value that is no number
 * or range (the schema lets 'abc' through) matches nothing, like an unknown list value: the
 * contract keeps 422 for a Type other than the path's.
 */
function parseBand(value: string | undefined): { lo: number; hi: number } | 'nothing' | undefined {
  if (value === undefined || isAnyValue(value)) return undefined;
  const match = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(value);
  if (!match) return 'nothing';
  const lo = Number(match[1]);
  return { lo, hi: match[2] === undefined ? lo : Number(match[2]) };
}

/** The selected values of a list filter (the domain's rule: '*' and unselected entries dropped). */
export function selectedValues(options: FilterOption[] | undefined): string[] {
  return selectedFilterOptions(options).map((o) => o.Value);
}

/** The condition for a list filter's values (OR), or undefined when it does not filter. */
export function listCondition(filter: ListFilter, values: string[]): RawBuilder<unknown> | undefined {
  if (values.length === 0) return undefined;
  const { column, kind } = LIST_FILTERS[filter];
  if (kind === 'text') return sql`${col(column)} in (${sql.join(values)})`;
  const numbers = values.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
  if (numbers.length === 0) return sql`false`;
  // DealerRating '90': a minimum ScorePercentage (90 or more).
  if (kind === 'atLeast') return sql`${col(column)} >= ${Math.min(...numbers)}`;
  return sql`${col(column)} in (${sql.join(numbers)})`;
}

/**
 * A list filter's value counted from a facet's counts by stored value (014_search_facets), as
 * listCondition matches it: the same text, the same number, or (DealerRating) any value at least it.
 */
export function facetCount(filter: ListFilter, counts: ReadonlyMap<string, number> | undefined, value: string): number {
  if (!counts) return 0;
  const { kind } = LIST_FILTERS[filter];
  if (kind === 'text') return counts.get(value) ?? 0;
  if (!/^\d{1,9}$/.test(value)) return 0;
  let n = 0;
  for (const [stored, count] of counts)
    if (kind === 'atLeast' ? Number(stored) >= Number(value) : Number(stored) === Number(value)) n += count;
  return n;
}

interface SelectedMake {
  make: string;
  models: { model: string; trims: string[] }[];
}

/** The makes chosen (the domain's rule: Selected true, wildcard dropped), each with its chosen models and trims. */
function selectedMakes(criteria: SearchCriteria): SelectedMake[] {
  return selectedMakeModels(criteria.MakeModels).map((m) => ({
    make: m.Value,
    models: (m.Models ?? []).map((model) => ({
      model: model.Value,
      trims: (model.Trims ?? []).map((t) => t.Value),
    })),
  }));
}

function makesCondition(makes: SelectedMake[]): RawBuilder<unknown> | undefined {
  if (makes.length === 0) return undefined;
  const perMake = makes.map(({ make, models }) => {
    if (models.length === 0) return sql`s_make = ${make}`;
    const perModel = models.map(({ model, trims }) =>
      trims.length === 0 ? sql`s_model = ${model}` : sql`(s_model = ${model} and s_trim in (${sql.join(trims)}))`,
    );
    return sql`(s_make = ${make} and (${sql.join(perModel, sql` or `)}))`;
  });
  return sql`(${sql.join(perMake, sql` or `)})`;
}

/** The search's postcode (spaces stripped, upper case) or '' for none. */
function postcodeOf(criteria: SearchCriteria): string {
  return (criteria.PostCode ?? '').replace(/\s+/g, '').toUpperCase();
}

/** The contract's distance: haversine between district centroids (seed/postcodes.ts), rounded to 0.1 mile. */
export function districtDistance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return Math.round(distanceMiles(a, b) * 10) / 10;
}

/** The dealers by distance from one place: their ids and miles (districtDistance), nearest first. */
export interface DealersByDistance {
  ids: number[];
  miles: number[];
}

/** How many searched places keep their dealers by distance (about 0.2 MB each with 14,000 dealers). */
const PLACES_KEPT = 128;

/** A catalogue's dealers by place (dealers at one point share it), and its most recently searched places. */
interface DistanceCache {
  places: { lat: number; lng: number; ids: number[] }[];
  searched: Map<string, DealersByDistance>;
}
const distanceCaches = new WeakMap<Catalogue, DistanceCache>();

function distanceCache(lookups: Catalogue): DistanceCache {
  let cache = distanceCaches.get(lookups);
  if (!cache) {
    const places = new Map<string, { lat: number; lng: number; ids: number[] }>();
    for (const d of lookups.dealers) {
      const key = `${d.lat},${d.lng}`;
      const place = places.get(key);
      if (place) place.ids.push(d.id);
      else places.set(key, { lat: d.lat, lng: d.lng, ids: [d.id] });
    }
    cache = { places: [...places.values()], searched: new Map() };
    distanceCaches.set(lookups, cache);
  }
  return cache;
}

/**
 * Every dealer by distance from `centre`, measured once for each place the dealers are at (a seeded
 * town holds a dozen of them) and kept for the most recently searched places: a distance search
 * otherwise measures and sorts every dealer. Dealers as near as each other come in no set order.
 */
export function dealersByDistance(lookups: Catalogue, centre: { lat: number; lng: number }): DealersByDistance {
  const { places, searched } = distanceCache(lookups);
  const key = `${centre.lat},${centre.lng}`;
  let found = searched.get(key);
  if (found) {
    // Now the most recently searched.
    searched.delete(key);
  } else {
    const measured = places
      .map((place) => ({ ids: place.ids, miles: districtDistance(centre, place) }))
      .sort((a, b) => a.miles - b.miles);
    found = { ids: [], miles: [] };
    for (const place of measured)
      for (const id of place.ids) {
        found.ids.push(id);
        found.miles.push(place.miles);
      }
    if (searched.size >= PLACES_KEPT) searched.delete(searched.keys().next().value ?? '');
  }
  searched.set(key, found);
  return found;
}

/** How many of the dealers by distance are within `miles`. */
export function withinMiles({ miles }: DealersByDistance, limit: number): number {
  let low = 0;
  let high = miles.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((miles[middle] ?? Infinity) <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A search whose conditions are only the vehicle type, what every search leaves out unless asked
 * (sold, online-only, leased battery), and at most these: the counts of 013_search_at_scale answer it.
 */
interface PlainSearch {
  /** The dealers within the distance. */
  near?: number[];
  /** Whether a make, model or trim is chosen (the condition keyed 'makes'). */
  makes: boolean;
  /** Bounds on s_price_inc_vat, inclusive. */
  minPrice?: number;
  maxPrice?: number;
}

export interface CompiledSearch {
  conditions: Condition[];
  /** Set when the search is plain (see PlainSearch). */
  plain?: PlainSearch;
  /**
   * Set when the search would be plain with no criterion of its own but for one or more of the list
   * filters of KIND_FILTERS: the facet table by fuel, body style and gearbox (018_kind_facets) answers it.
   */
  kindsOnly?: true;
  /**
   * The dealers by distance from the searched postcode, when one was given: those within the
   * distance only (the condition keyed 'near'), every dealer when it is national.
   */
  nearest?: DealersByDistance;
  /** Whether those miles are approximate (a non-geographic district, or the area fallback), with a postcode. */
  distanceIsApproximate?: boolean;
  /** The compared price's column (the price orders' key). */
  priceColumn: 's_price' | 's_price_inc_vat';
  /** A PCP monthly-cost search's payment of each vehicle (the monthly order's key); an HP payment rises with the price. */
  monthlyPay?: RawBuilder<unknown>;
  makes: SelectedMake[];
}

/**
 * The one criterion of its own a plain search (criteria.ts) has, with the criteria named left out
 * (a panel's counters leave a criterion out): none, a distance (its dealers), a make, model or trim,
 * or a price range. Undefined for a search that is not plain, or has more than one of them: the count
 * and facet tables of 013_search_at_scale and 014_search_facets answer these without reading vehicles.
 */
export type PlainDimension =
  | { kind: 'none' }
  | { kind: 'near'; dealers: number[] }
  | { kind: 'makes'; condition: RawBuilder<unknown> }
  | { kind: 'price'; min: number; max: number };

export function plainDimension(compiled: CompiledSearch, without: 'makes'[] = []): PlainDimension | undefined {
  const plain = compiled.plain;
  if (!plain) return undefined;
  const makes = plain.makes && !without.includes('makes');
  const price = plain.minPrice !== undefined || plain.maxPrice !== undefined;
  const used = [plain.near !== undefined, makes, price].filter(Boolean).length;
  if (used > 1) return undefined;
  if (plain.near) return { kind: 'near', dealers: plain.near };
  if (makes) return { kind: 'makes', condition: whereOf(compiled.conditions.filter((c) => c.key === 'makes')) };
  if (price) return { kind: 'price', min: plain.minPrice ?? 0, max: plain.maxPrice ?? 2147483647 };
  return { kind: 'none' };
}

/**
 * The vehicles a PCP is quoted on, on this basis, whose PCP payment lies within [minPay, maxPay] (-1 an
 * open side): getFinanceQuote's PCP worked out in SQL for each one from its price, its age in whole years
 * since first registration (as of `now`) and its mileage, with the same figures in the same order as
 * server/finance.ts, so the search matches exactly the cards whose payment it shows.
 */
function pcpPayment(
  basis: PcpBasis,
  minPay: number,
  maxPay: number,
  now: Date,
): { condition: RawBuilder<unknown>; pay?: RawBuilder<unknown> } {
  const terms = pcpSearchTerms(basis);
  if (terms.ageFactors.length === 0) return { condition: sql`false` };
  const today = now.toISOString().slice(0, 10);
  const age = sql`greatest(0, date_part('year', age(${today}::date, s_registered))::integer)`;
  const milesAtEnd = sql`(s_mileage + ${terms.milesAdded}::double precision)`;
  const share = sql`((${terms.ageFactors}::double precision[])[${age} + 1] - ${terms.mileShare}::double precision * ${milesAtEnd})`;
  // The final payment: whole pounds rounded down, never below 0 (guaranteedFutureValue).
  const finalPayment = sql`greatest(0, floor(round((s_price_inc_vat * ${share})::numeric, 6)))::double precision`;
  const pay = sql`round(((((s_price_inc_vat - ${basis.deposit}) - ${finalPayment} * ${terms.v}::double precision) * ${terms.r}::double precision) / (1 - ${terms.v}::double precision))::numeric, 2)`;
  const bounds = [
    ...(minPay > -1 ? [sql`${pay} >= ${minPay}`] : []),
    ...(maxPay > -1 ? [sql`${pay} <= ${maxPay}`] : []),
  ];
  const condition = sql.join(
    [
      sql`s_registered is not null`,
      sql`${age} < ${terms.ageFactors.length}`,
      sql`${milesAtEnd} <= ${terms.maxMilesAtEnd}`,
      // The deposit leaves more to borrow than the final payment (pcpRefusal).
      sql`s_price_inc_vat - ${basis.deposit} > ${finalPayment}`,
      ...bounds,
    ],
    sql` and `,
  );
  return { condition, pay };
}

/**
 * Compiles criteria for a vehicle type. Throws CriteriaError for a postcode that cannot be placed
 * (malformed, of no area that exists, or of BX) or a Type other than the path's.
 */
export function compileCriteria(
  criteria: SearchCriteria,
  type: VehicleKind,
  lookups: Catalogue,
  now: Date,
): CompiledSearch {
  if (criteria.Type !== undefined && criteria.Type !== type) throw new CriteriaError('unprocessable');
  const conditions: Condition[] = [{ key: 'type', sql: sql`vehicle_type = ${type}` }];
  // Whether the search stays plain (PlainSearch): every condition that is not one of its own ends it.
  let plain = true;
  let liveParts = 0;
  const plainParts: PlainSearch = { makes: false };
  const known = (condition: RawBuilder<unknown>) => conditions.push({ key: 'other', sql: condition });
  const other = (condition: RawBuilder<unknown>) => {
    plain = false;
    known(condition);
  };
  const priceBounds = (min: number | undefined, max: number | undefined) => {
    for (const condition of range('s_price_inc_vat', min, max)) known(condition);
    if (min !== undefined && min > -1) plainParts.minPrice = Math.max(plainParts.minPrice ?? min, min);
    if (max !== undefined && max > -1) plainParts.maxPrice = Math.min(plainParts.maxPrice ?? max, max);
  };

  // Postcode and distance.
  const postcode = postcodeOf(criteria);
  let nearest: DealersByDistance | undefined;
  let distanceIsApproximate: boolean | undefined;
  if (postcode !== '') {
    const centre = lookups.postcodes.locate(postcode);
    if (!centre.found) throw new CriteriaError('postcode', postcodeProblem(postcode, centre));
    distanceIsApproximate = centre.approximate;
    nearest = dealersByDistance(lookups, centre);
    // The greatest distance is national: no limit.
    const limit = criteria.Distance ?? unmodifiedDefaults.Distance;
    if (limit < criteriaLimits.Distance.maximum) {
      // Only the dealers within it: the order's distance bands and distance order need no others.
      const within = withinMiles(nearest, limit);
      nearest = { ids: nearest.ids.slice(0, within), miles: nearest.miles.slice(0, within) };
      const near = nearest.ids;
      if (near.length) {
        conditions.push({ key: 'near', sql: sql`dealer_id = any(${near}::integer[])` });
        plainParts.near = near;
      } else other(sql`false`);
    }
  }

  // Makes, models and trims.
  const makes = selectedMakes(criteria);
  const makeSql = makesCondition(makes);
  if (makeSql) conditions.push({ key: 'makes', sql: makeSql });
  plainParts.makes = makeSql !== undefined;

  // Price: cash bounds in the 'total' mode, monthly bounds in the 'monthly' mode.
  let monthlyPay: RawBuilder<unknown> | undefined;
  const priceColumn = criteria.IsPriceExcludeVATSearch === true ? 's_price' : 's_price_inc_vat';
  const monthly = criteria.PaymentSearchSelection?.Selected === 'monthly' || criteria.IsPaymentSearch === true;
  if (monthly) {
    const minPay = criteria.MinPaymentMonthlyCost ?? -1;
    const maxPay = criteria.MaxPaymentMonthlyCost ?? -1;
    const deposit =
      criteria.PaymentDeposit === undefined || criteria.PaymentDeposit < 0
        ? unmodifiedDefaults.PaymentDeposit
        : criteria.PaymentDeposit;
    // Only what finance can buy on this deposit: a price leaving less than the minimum credit has no
    // monthly payment, so it is in no count, page, order or counter of the search.
    priceBounds(deposit + minimumCredit, undefined);
    const term =
      criteria.PaymentTerm === undefined || criteria.PaymentTerm < 0
        ? unmodifiedDefaults.PaymentTerm
        : criteria.PaymentTerm;
    const pcp = (criteria.PaymentFinanceType ?? unmodifiedDefaults.PaymentFinanceType) === 'PCP';
    if (term < 1) {
      if (minPay > -1 || maxPay > -1 || pcp) other(sql`false`); // no payment over 0 months
    } else if (pcp) {
      const mileage = criteria.PaymentMileage;
      const annualMileage = mileage === undefined || mileage < 1 ? unmodifiedDefaults.PaymentMileage : mileage;
      // A PCP's payment is below the HP payment on the same price, so the HP range's lower end bounds it too.
      if (minPay > -1) priceBounds(priceRangeForPayments(minPay, -1, deposit, term).minPrice, undefined);
      const pcpSearch = pcpPayment({ deposit, term, annualMileage }, minPay, maxPay, now);
      other(pcpSearch.condition);
      monthlyPay = pcpSearch.pay;
    } else if (minPay > -1 || maxPay > -1) {
      const prices = priceRangeForPayments(minPay, maxPay, deposit, term);
      priceBounds(prices.minPrice, prices.maxPrice);
    }
  } else if (priceColumn === 's_price_inc_vat') priceBounds(criteria.MinPrice, criteria.MaxPrice);
  else range(priceColumn, criteria.MinPrice, criteria.MaxPrice).forEach(other);

  // Age and year (age = this year − RegistrationYear).
  const year = now.getUTCFullYear();
  const maxAges = [criteria.Age, criteria.MaxAge].filter((a): a is number => a !== undefined && a > -1);
  if (maxAges.length) other(sql`s_year >= ${year - Math.min(...maxAges)}`);
  if (criteria.MinAge !== undefined && criteria.MinAge > -1) other(sql`s_year <= ${year - criteria.MinAge}`);
  range('s_year', criteria.MinYear, criteria.MaxYear).forEach(other);

  // Mileage, power, engine, towing.
  range('s_mileage', criteria.MinMileage, criteria.MaxMileage).forEach(other);
  range('s_mileage', undefined, criteria.Mileage).forEach(other);
  range('s_power', criteria.MinPower, criteria.MaxPower).forEach(other);
  range('s_engine_cc', criteria.MinEngineSize, criteria.MaxEngineSize).forEach(other);
  range('s_braked_tow', criteria.MinBrakedTowingWeight, undefined).forEach(other);
  range('s_unbraked_tow', criteria.MinUnbrakedTowingWeight, undefined).forEach(other);

  // Bands.
  for (const [key, column] of Object.entries(BANDS)) {
    const band = parseBand(criteria[key as keyof typeof BANDS]);
    if (band === 'nothing') other(sql`false`);
    else if (band) other(sql`${col(column)} between ${band.lo} and ${band.hi}`);
  }
  const advertType = criteria.SelectedAdvertType;
  if (advertType !== undefined && !isAnyValue(advertType)) {
    other(ADVERT_TYPES[advertType] ?? sql`false`);
  }

  // Sold status and VAT.
  const sold = criteria.SelectedSoldStatusV2 ?? 'notsold';
  if (sold === 'notsold') {
    known(sql`not s_sold`);
    liveParts++;
  }
  if (sold === 'sold') other(sql`s_sold`);
  if (criteria.SelectedVATInclusionType === 'incvat') other(sql`not s_ex_vat`);
  if (criteria.SelectedVATInclusionType === 'exvat') other(sql`s_ex_vat`);
  // The price label (022_price_ratings): codes 1 great to 4 high, no code without a label.
  const labelAtMost = PRICE_INDICATOR_CODES[criteria.SelectedPriceIndicator ?? 'any'];
  if (labelAtMost !== undefined) other(sql`s_price_label <= ${labelAtMost}`);

  // Toggles.
  for (const [key, condition] of Object.entries(TOGGLES)) {
    if (criteria[key as keyof SearchCriteria] === true && condition) other(condition);
  }
  // A dealer's stock is all of it (decision 0097): what a search leaves out unless asked for is in it.
  const wholeStock = (criteria.DealerId ?? 0) > 0;
  for (const [key, condition] of Object.entries(INCLUDES)) {
    if (!wholeStock && criteria[key as keyof SearchCriteria] !== true && condition) {
      known(condition);
      liveParts++;
    }
  }
  // Reduced: a price cut recorded within the window (requirements 9.14), not a stored flag.
  if (criteria.IsReduced === true) other(reducedCondition(sql.ref('vehicle_search.id'), now));
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  if (criteria.IsRecentlyAdded === true) other(sql`s_listed_at >= ${since.toISOString()}`);
  // Dealer, dealer group, dealer name.
  const dealerId = criteria.DealerId ?? 0;
  if (dealerId > 0) {
    const group = lookups.dealerById.get(dealerId)?.groupId ?? 0;
    if (criteria.IsGroupStock === true && group > 0) other(sql`s_group = ${group}`);
    else other(sql`dealer_id = ${dealerId}`);
  }
  if ((criteria.DealerGroupId ?? 0) > 0) other(sql`s_group = ${criteria.DealerGroupId}`);
  const dealerName = criteria.DealerName?.trim();
  if (dealerName) other(sql`lower(s_dealer_name) = ${dealerName.toLowerCase()}`);

  // Excluded vehicles and keywords.
  if (criteria.ExcludedVehicles?.length) other(sql`id not in (${sql.join(criteria.ExcludedVehicles)})`);
  const keywords = keywordPatterns(criteria.Keywords ?? []);
  if (keywords.length)
    other(
      sql`id in (select id from vehicle_keywords where ${sql.join(
        keywords.map((pattern) => sql`text like ${pattern}`),
        sql` and `,
      )})`,
    );

  // List filters.
  const live = liveParts === 1 + Object.keys(INCLUDES).length;
  const plainOtherwise =
    plain &&
    live &&
    !plainParts.near &&
    !plainParts.makes &&
    plainParts.minPrice === undefined &&
    plainParts.maxPrice === undefined;
  let kinds = 0;
  for (const filter of LIST_FILTER_KEYS) {
    const condition = listCondition(filter, selectedValues(criteria[filter]));
    if (condition) {
      conditions.push({ key: filter, sql: condition });
      plain = false;
      kinds += KIND_FILTERS.includes(filter) ? 1 : Infinity;
    }
  }

  return {
    conditions,
    ...(plain && live ? { plain: plainParts } : {}),
    ...(plainOtherwise && kinds > 0 && kinds < Infinity ? { kindsOnly: true } : {}),
    nearest,
    ...(distanceIsApproximate === undefined ? {} : { distanceIsApproximate }),
    priceColumn,
    ...(monthlyPay ? { monthlyPay } : {}),
    makes,
  };
}

/**
 * Each keyword as a LIKE pattern for a substring of the advert's lower-case text (LIKE's own
 * characters escaped), once each: every keyword must occur, and the trigram index of
 * 007_keyword_trigrams answers them all in one scan (requirements 10.8).
 */
function keywordPatterns(keywords: readonly { Value: string }[]): string[] {
  const texts = keywords.map((k) => k.Value.trim().toLowerCase()).filter((text) => text && text !== anyValue);
  return [...new Set(texts)].map((text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`);
}

/** The conditions AND-ed, leaving out those of the keys given. */
export function whereOf(conditions: Condition[], without: ConditionKey[] = []): RawBuilder<unknown> {
  const kept = conditions.filter((c) => !without.includes(c.key)).map((c) => c.sql);
  return kept.length ? sql.join(kept, sql` and `) : sql`true`;
}
