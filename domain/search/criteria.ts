/**
 * The search criteria rules (requirements 3.12 to 3.14, 5.7, 5.8, 5.15, 9.7, 9.8), as pure
 * functions over the contract's SearchCriteria: what a request carries, which criteria count as
 * modified, how the price option lists filter each other, and the price validation messages.
 */
import * as limits from '../../openapi/generated/limits';
import type { components } from '../../openapi/generated/schema';
import { normalisePostcode } from '../uk/postcode';

type Schemas = components['schemas'];
type FilterOption = Schemas['FilterOption'];
type MakeModel = Schemas['MakeModel'];
type PriceOption = Schemas['PriceOption'];
type SearchCriteria = Schemas['SearchCriteria'];

/** '*' is "any" ('Make (any)', 'Model (any)', a filter's "any"); -1 is "no limit". */
export const anyValue = '*';

/** The most entries a list filter or the keywords may have, and the most makes (the contract's maxItems). */
const maxListEntries = limits.FilterOptionList.maxItems;
const maxMakes = limits.SearchCriteria.MakeModels.maxItems;
export const noLimit = -1;

/** A string criterion or band left at "any": empty, '*' or '-1'. */
export const isAnyValue = (value: string) => value === '' || value === anyValue || value === String(noLimit);

/** Defaults that do not count as modified (requirements 9.7). */
export const unmodifiedDefaults = {
  Distance: 1000,
  MinImageCountActive: false,
  PaymentDeposit: 1000,
  PaymentTerm: 60,
  PaymentMileage: 10000,
  PaymentFinanceType: 'HP',
  SelectedSoldStatusV2: 'notsold',
  SelectedVATInclusionType: 'both',
  SelectedPriceIndicator: 'any',
  IsRecommendedSearch: false,
} as const satisfies Partial<SearchCriteria>;

/** Keys never counted as modified (requirements 9.8). */
const neverModifiedKeys = [
  'DealerId',
  'DealerGroupId',
  'IsGroupStock',
  'ExcludedVehicles',
  'PaginationCurrentPage',
  'PostCode',
  'SortOrder',
  'Type',
] as const;

/** The list filters (requirements 3.12): only selected entries count, a lone '*' means no filter. */
export const listFilterKeys = [
  'BodyStyles',
  'Colours',
  'Doors',
  'SafetyRatings',
  'Seats',
  'DriveTrains',
  'DealerRating',
  'DealerType',
  'Transmissions',
  'FuelTypes',
] as const;

/** The selection toggles and the flags they map to (requirements 3.13). */
const toggleFlags = [
  'IsRecommendedSearch',
  'IsGroupStock',
  'IsRecentlyAdded',
  'IsReduced',
  'IsHot',
  'IsPaymentSearch',
  'IsAgeSearch',
  'IncludeOnlineOnlySearch',
  'PartExAvailable',
  'IsPriceAndGo',
  'IsPriceExcludeVATSearch',
] as const;

export type CriteriaKey = keyof SearchCriteria;

/** Panel data that is not a criterion: the option lists the panel offers, and the price mode. */
const isPanelOnlyKey = (key: string) => key.endsWith('Options') || key === 'PaymentSearchSelection';

/** MakeModels as a request carries them: selected entries only, '*' dropped, recursively. */
export function selectedMakeModels(entries: readonly MakeModel[] | undefined): MakeModel[] {
  return (entries ?? [])
    .filter((entry) => entry.Selected === true && entry.Value !== anyValue)
    .map((entry) => {
      const models = selectedMakeModels(entry.Models);
      const trims = selectedMakeModels(entry.Trims);
      return {
        Value: entry.Value,
        Selected: true,
        ...(models.length ? { Models: models } : {}),
        ...(trims.length ? { Trims: trims } : {}),
      };
    });
}

/** A list filter's entries that count: the selected ones, unless the only one is '*'. */
export function selectedFilterOptions(options: readonly FilterOption[] | undefined): FilterOption[] {
  return (options ?? [])
    .filter((option) => option.Selected === true && option.Value !== anyValue)
    .map(({ Value }) => ({ Value, Selected: true }));
}

/** Every keyword entry counts, empty ones aside (requirements 3.12). */
export function keywordOptions(options: readonly FilterOption[] | undefined): FilterOption[] {
  return (options ?? []).filter((option) => option.Value.trim() !== '').map(({ Value }) => ({ Value }));
}

/**
 * The criteria a count, update or search request carries: option lists left out, only selected makes
 * (with their selected models and trims) and filter entries, all keywords, and PaginationCurrentPage
 * (1 unless set).
 */
export function requestCriteria(panel: SearchCriteria): SearchCriteria {
  const lists = new Set<string>(['MakeModels', 'Keywords', ...listFilterKeys]);
  const request: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(panel)) {
    if (value === undefined || lists.has(key) || (isPanelOnlyKey(key) && key !== 'PaymentSearchSelection')) continue;
    request[key] = value;
  }
  const makes = selectedMakeModels(panel.MakeModels);
  if (makes.length) request.MakeModels = makes;
  for (const key of listFilterKeys) {
    const selected = selectedFilterOptions(panel[key]);
    if (selected.length) request[key] = selected;
  }
  const keywords = keywordOptions(panel.Keywords);
  if (keywords.length) request.Keywords = keywords;
  request.PaginationCurrentPage = panel.PaginationCurrentPage ?? 1;
  return request as SearchCriteria;
}

function valueCounts(value: unknown): boolean {
  if (typeof value === 'number') return value > noLimit;
  if (typeof value === 'string') return !isAnyValue(value);
  if (typeof value === 'boolean') return value;
  return false;
}

/** Whether one criterion counts as modified (requirements 5.15). */
export function isModified(key: CriteriaKey, criteria: SearchCriteria): boolean {
  if ((neverModifiedKeys as readonly string[]).includes(key) || isPanelOnlyKey(key)) return false;
  if (key === 'IsRecommendedSearch' && (criteria.DealerId ?? 0) > 0) return false;
  const value = criteria[key];
  if (key === 'MakeModels') return selectedMakeModels(criteria.MakeModels).length > 0;
  if (key === 'Keywords') return keywordOptions(criteria.Keywords).length > 0;
  if ((listFilterKeys as readonly string[]).includes(key))
    return selectedFilterOptions(value as FilterOption[]).length > 0;
  if (key in unmodifiedDefaults && value === unmodifiedDefaults[key as keyof typeof unmodifiedDefaults]) return false;
  return valueCounts(value);
}

/** The modified criteria, in the order the criteria list them. */
export function modifiedKeys(criteria: SearchCriteria): CriteriaKey[] {
  return (Object.keys(criteria) as CriteriaKey[]).filter((key) => isModified(key, criteria));
}

/**
 * The panel with some criteria back at "any" (a sub-panel's Clear): list filters with nothing selected
 * but '*', keywords none, numbers no limit (-1), bands '*', flags off; a criterion whose default does
 * not count as modified (requirements 9.7) gets that default. Nothing else changes.
 */
export function clearedCriteria(panel: SearchCriteria, keys: readonly CriteriaKey[]): SearchCriteria {
  const next: Record<string, unknown> = { ...panel };
  for (const key of keys) {
    const value: unknown = panel[key];
    if (key in unmodifiedDefaults) next[key] = unmodifiedDefaults[key as keyof typeof unmodifiedDefaults];
    else if (key === 'Keywords') next[key] = [];
    else if (Array.isArray(value))
      next[key] = (value as FilterOption[]).map((option) => ({ ...option, Selected: option.Value === anyValue }));
    else if (typeof value === 'number') next[key] = noLimit;
    else if (typeof value === 'boolean') next[key] = false;
    else if (typeof value === 'string') next[key] = anyValue;
  }
  return next as SearchCriteria;
}

/**
 * Min options at or below the max (strictly below for the cash price); "no limit" (-1) always stays,
 * and a max of -1 filters nothing.
 */
export function minOptions(options: readonly PriceOption[], max: number | undefined, strict: boolean): PriceOption[] {
  if (max === undefined || max === noLimit) return [...options];
  return options.filter((option) => option.Value === noLimit || (strict ? option.Value < max : option.Value <= max));
}

/** Max options at or above the min; "no limit" always stays, and a min of -1 filters nothing. */
export function maxOptions(options: readonly PriceOption[], min: number | undefined): PriceOption[] {
  if (min === undefined || min === noLimit) return [...options];
  return options.filter((option) => option.Value === noLimit || option.Value >= min);
}

export const priceMessages = {
  minAboveMax: 'Min price must be less than max',
  maxBelowMin: 'Max price must be greater than min',
} as const;

export interface InvalidEntry {
  key: string;
  msg: string;
}

/** The key monthly cost errors are recorded under (requirements 5.7). */
export const monthlyKey = 'Monthly';

/**
 * The price error after editing one end of a range (requirements 5.7): a min above a positive max, or a
 * max below a positive min. Cash price errors are keyed by the edited field; monthly cost ones by
 * 'Monthly'.
 */
export function priceRangeError(
  edited: 'min' | 'max',
  min: number | undefined,
  max: number | undefined,
  mode: 'total' | 'monthly',
): InvalidEntry | null {
  const low = min ?? noLimit;
  const high = max ?? noLimit;
  const key = (end: 'Min' | 'Max') => (mode === 'monthly' ? monthlyKey : `${end}Price`);
  if (edited === 'min' && high > 0 && low > high) return { key: key('Min'), msg: priceMessages.minAboveMax };
  if (edited === 'max' && low > 0 && high !== noLimit && high < low)
    return { key: key('Max'), msg: priceMessages.maxBelowMin };
  return null;
}

/**
 * The ranges of the advanced view whose two ends are chosen apart, guarded as the price is: each end
 * offers only what keeps the range the right way round, and a range that arrives backwards (a typed
 * or shared address) says so at the end that is wrong. Years are inclusive (From 2020 to 2020 is the
 * 2020 cars); an engine size's ends differ, as the cash price's do.
 */
export const boundedRanges = [
  {
    min: 'MinYear',
    max: 'MaxYear',
    strict: false,
    messages: {
      minAboveMax: 'From year must be the same as or before to year',
      maxBelowMin: 'To year must be the same as or after from year',
    },
  },
  {
    min: 'MinEngineSize',
    max: 'MaxEngineSize',
    strict: true,
    messages: {
      minAboveMax: 'Min engine size must be less than max',
      maxBelowMin: 'Max engine size must be greater than min',
    },
  },
] as const satisfies readonly {
  min: CriteriaKey;
  max: CriteriaKey;
  strict: boolean;
  messages: Record<'minAboveMax' | 'maxBelowMin', string>;
}[];

export type BoundedRange = (typeof boundedRanges)[number];

/** The bounded range a criterion is one end of, and which end. */
export function boundedRangeOf(key: string): { range: BoundedRange; end: 'min' | 'max' } | undefined {
  for (const range of boundedRanges) {
    if (range.min === key) return { range, end: 'min' };
    if (range.max === key) return { range, end: 'max' };
  }
  return undefined;
}

/** Whether one end of a bounded range may take `value` with the other end at `other` (-1 is open). */
export function withinBounds(range: BoundedRange, end: 'min' | 'max', value: number, other: number | undefined) {
  if (value === noLimit || other === undefined || other === noLimit) return true;
  const [low, high] = end === 'min' ? [value, other] : [other, value];
  return range.strict ? low < high : low <= high;
}

/**
 * A bounded range's error, keyed by the end that is wrong: the end just edited, or the min when the
 * range arrived as it is (`edited` undefined).
 */
export function boundedRangeError(
  range: BoundedRange,
  criteria: SearchCriteria,
  edited: 'min' | 'max' = 'min',
): InvalidEntry | null {
  const min = criteria[range.min] ?? noLimit;
  const max = criteria[range.max] ?? noLimit;
  if (withinBounds(range, 'min', min, max)) return null;
  return edited === 'min'
    ? { key: range.min, msg: range.messages.minAboveMax }
    : { key: range.max, msg: range.messages.maxBelowMin };
}

/**
 * Criteria that are whole numbers in the URL, with the least and most each takes (the contract's
 * SearchCriteria); every other scalar is a string or, for the flags, a boolean.
 */
const numberRanges = new Map<string, readonly [number, number]>(
  Object.entries(limits.SearchCriteria).flatMap(([key, range]) =>
    'minimum' in range ? [[key, [range.minimum, range.maximum]] as const] : [],
  ),
);

/** The most results pages an address may ask for (the contract's PaginationCurrentPage). */
const maxPage = limits.SearchCriteria.PaginationCurrentPage.maximum;

const booleanKeys = new Set<string>([
  ...toggleFlags,
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
]);

// What each string criterion may be (the contract's patterns): a band ('100-150', '*' or '-1'), one of
// a few words, a dealer's name.
const band = new RegExp(limits.BandValuePattern);
const bandValue = (value: string) => value.length <= limits.BandValue.maxLength && band.test(value);
const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);
const freeTextValue = new RegExp(limits.FilterOptionValuePattern);
/** A list filter entry's or keyword's Value (the contract's FilterOption): 1 to 60 characters, no ` { } ^ + = < >. */
const isOptionValue = (value: string) =>
  [...value].length <= limits.FilterOption.Value.maxLength && freeTextValue.test(value);
/** What a refused keyword is told (requirements 3.12): what keywords may be, in the contract's rule. */
export const keywordMessages = {
  characters: 'Keywords can include letters, numbers, spaces and punctuation, but not ` { } ^ + = < or >',
  length: `Each keyword must be ${limits.FilterOption.Value.maxLength} characters or fewer`,
  count: `Enter ${maxListEntries} keywords or fewer`,
} as const;

/**
 * Why the keywords a request would carry are refused (the contract's FilterOption Value and
 * FilterOptionList maxItems), or null when the server takes them: checked before any request, so a
 * keyword is never refused unsaid.
 */
export function keywordError(keywords: readonly FilterOption[] | undefined): string | null {
  const values = keywordOptions(keywords).map((keyword) => keyword.Value);
  if (values.some((value) => !freeTextValue.test(value))) return keywordMessages.characters;
  if (values.some((value) => !isOptionValue(value))) return keywordMessages.length;
  if (values.length > maxListEntries) return keywordMessages.count;
  return null;
}

/** A make's or model's Value (the contract's MakeModel): a slug of at most 60 characters (its Slug). */
const slug = new RegExp(limits.SlugPattern);
const isMakeModelValue = (value: string) => value.length <= limits.Slug.maxLength && slug.test(value);
const dealerName = new RegExp(limits.SearchCriteriaDealerNamePattern);
/** The postcode as the panel keeps it (normalised): the contract's PostcodeInput, without its spaces. */
const postcodeInput = new RegExp(limits.PostcodeInputPattern);

const stringRules = new Map<string, (value: string) => boolean>(
  Object.entries({
    SelectedAdvertType: bandValue,
    SelectedPower: bandValue,
    SelectedTopSpeed: bandValue,
    SelectedTankRange: bandValue,
    SelectedAcceleration: bandValue,
    SelectedInsuranceGroup: bandValue,
    SelectedFuelEfficiency: bandValue,
    SelectedCostAnnualTax: bandValue,
    SelectedCO2Emission: bandValue,
    SelectedBatteryFastChargeMinutes: bandValue,
    SelectedBatteryRangeMiles: bandValue,
    SelectedSoldStatusV2: oneOf(limits.SearchCriteria.SelectedSoldStatusV2.enum),
    SelectedVATInclusionType: oneOf(limits.SearchCriteria.SelectedVATInclusionType.enum),
    SelectedPriceIndicator: oneOf(limits.SearchCriteria.SelectedPriceIndicator.enum),
    PaymentFinanceType: oneOf(limits.SearchCriteria.PaymentFinanceType.enum),
    SortOrder: oneOf(limits.SearchCriteria.SortOrder.enum),
    DealerName: (value: string) => value.length <= limits.SearchCriteria.DealerName.maxLength && dealerName.test(value),
  }),
);

/** A whole number written plainly ('30', '-1'), within the criterion's range; else null. */
function wholeNumberIn(raw: string, [min, max]: readonly [number, number]): number | null {
  if (!/^-?[0-9]{1,10}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/**
 * The order a search sorts by in its price mode: the monthly-cost order in the 'monthly' mode only,
 * where every card shows the figure it sorts by; in the 'total' mode it is the cash price's, lowest
 * first (the order the contract gives it there), so the page names the order it shows.
 */
export function sortOrderInMode(criteria: SearchCriteria): SearchCriteria['SortOrder'] {
  const monthly = criteria.PaymentSearchSelection?.Selected === 'monthly';
  return criteria.SortOrder === 'monthly-asc' && !monthly ? 'price-asc' : criteria.SortOrder;
}

/**
 * The criteria in a results page's address, so a search can be shared, reloaded and navigated back
 * to: the modified criteria and the postcode, sort and page; the make and model as Make and Model;
 * list filters as comma-separated values; each keyword as its own Keywords entry; the price mode as
 * PriceMode=monthly.
 */
export function criteriaToQuery(criteria: SearchCriteria): URLSearchParams {
  const query = new URLSearchParams();
  const request = { ...requestCriteria(criteria), SortOrder: sortOrderInMode(criteria) };
  const keep = new Set<string>([...modifiedKeys(criteria), 'PostCode']);
  if (criteria.SortOrder && criteria.SortOrder !== 'relevance') keep.add('SortOrder');
  for (const [key, value] of Object.entries(request)) {
    if (!keep.has(key) || value === undefined) continue;
    if (key === 'MakeModels') {
      const make = request.MakeModels?.[0];
      if (make) query.set('Make', make.Value);
      const model = make?.Models?.[0];
      if (model) query.set('Model', model.Value);
    } else if (key === 'Keywords') {
      for (const keyword of request.Keywords ?? []) query.append('Keywords', keyword.Value);
    } else if ((listFilterKeys as readonly string[]).includes(key)) {
      query.set(key, (value as FilterOption[]).map((option) => option.Value).join(','));
    } else if (typeof value !== 'object' && value !== '') {
      query.set(key, String(value));
    }
  }
  if ((criteria.PaginationCurrentPage ?? 1) > 1) query.set('Page', String(criteria.PaginationCurrentPage));
  if (criteria.PaymentSearchSelection?.Selected === 'monthly') query.set('PriceMode', 'monthly');
  return query;
}

/**
 * The page of results a results page's address asks for (its `Page` parameter): 1 when it names none, and
 * at most the contract's last page, so a page far past the end is asked for and answered as past the end
 * (its total, no cards) rather than refused.
 */
export const resultsPageOf = (query: URLSearchParams) =>
  Math.min(maxPage, Math.max(1, Math.floor(Number(query.get('Page'))) || 1));

/**
 * Applies a results page's address onto a panel (usually the default one): the reverse of
 * criteriaToQuery. An address can be typed or edited, so each value is taken only when the contract
 * takes it (a whole number in range, a known word, a band, a slug): anything else is ignored and the
 * panel's own value stays.
 */
export function criteriaFromQuery(query: URLSearchParams, panel: SearchCriteria): SearchCriteria {
  const next: Record<string, unknown> = { ...panel };
  for (const [key, raw] of query) {
    const range = numberRanges.get(key);
    const rule = stringRules.get(key);
    if (range) {
      const value = wholeNumberIn(raw, range);
      if (value !== null) next[key] = value;
    } else if (booleanKeys.has(key)) {
      next[key] = raw === 'true';
    } else if (key === 'PostCode') {
      const postcode = normalisePostcode(raw);
      if (postcodeInput.test(postcode)) next[key] = postcode;
    } else if (rule) {
      if (rule(raw)) next[key] = raw;
    } else if ((listFilterKeys as readonly string[]).includes(key)) {
      const options = (panel[key as (typeof listFilterKeys)[number]] ?? []) as FilterOption[];
      const known = new Set(options.map((option) => option.Value));
      const chosen = new Set(raw.split(',').filter(isOptionValue));
      const unknown = [...chosen]
        .filter((value) => !known.has(value))
        .slice(0, Math.max(0, maxListEntries - options.length));
      next[key] = [
        ...options.map((option) => ({ ...option, Selected: chosen.has(option.Value) })),
        ...unknown.map((Value) => ({ Value, Selected: true })),
      ];
    }
  }
  const keywords = query.getAll('Keywords').filter((value) => value.trim() !== '' && isOptionValue(value));
  if (keywords.length) next.Keywords = keywords.slice(0, maxListEntries).map((Value) => ({ Value }));
  const page = wholeNumberIn(query.get('Page') ?? '', [2, maxPage]);
  if (page !== null) next.PaginationCurrentPage = page;
  if (query.get('PriceMode') === 'monthly') next.PaymentSearchSelection = { Selected: 'monthly' };
  next.SortOrder = sortOrderInMode(next as SearchCriteria);
  const make = query.get('Make');
  const model = query.get('Model');
  const makes = panel.MakeModels ?? [];
  const room = makes.length < maxMakes || makes.some((entry) => entry.Value === make);
  if (make && isMakeModelValue(make) && room)
    next.MakeModels = selectInMakes(makes, make, model && isMakeModelValue(model) ? model : null);
  return next as SearchCriteria;
}

/** Marks one make (and optionally one of its models) selected, adding them when the list lacks them. */
export function selectInMakes(makes: readonly MakeModel[], make: string, model: string | null): MakeModel[] {
  const known = makes.some((entry) => entry.Value === make);
  const list = known ? makes : [...makes, { Value: make }];
  return list.map((entry) => {
    if (entry.Value !== make) return { ...entry, Selected: false };
    const models = entry.Models ?? [];
    const withModel = model && !models.some((m) => m.Value === model) ? [...models, { Value: model }] : models;
    return {
      ...entry,
      Selected: true,
      ...(model ? { Models: withModel.map((m) => ({ ...m, Selected: m.Value === model })) } : {}),
    };
  });
}

/**
 * Entries from the server (names, counters, order) with the person's own selections: an entry is
 * selected when the person selected it, and one the person selected that the server no longer lists
 * is kept, so a choice never disappears. `children` merges the nested lists (a make's models and trims).
 */
function mergeSelections<T extends FilterOption | MakeModel>(
  mine: readonly T[] | undefined,
  theirs: readonly T[] | undefined,
  children: (mine: T | undefined, theirs: T) => T = (_mine, entry) => entry,
): T[] {
  const chosen = new Map((mine ?? []).filter((entry) => entry.Selected === true).map((entry) => [entry.Value, entry]));
  const listed = new Set((theirs ?? []).map((entry) => entry.Value));
  const merged = (theirs ?? []).map((entry) => {
    const own = (mine ?? []).find((candidate) => candidate.Value === entry.Value);
    return { ...children(own, entry), Selected: chosen.has(entry.Value) };
  });
  const kept = [...chosen.values()].filter((entry) => !listed.has(entry.Value));
  return [...merged, ...kept];
}

/** A make's or model's nested lists from the server, or the person's own when the server sends none. */
function mergeMakeModel(mine: MakeModel | undefined, theirs: MakeModel): MakeModel {
  const merged: MakeModel = { ...theirs };
  for (const key of ['Models', 'Trims'] as const) {
    const nested = theirs[key]?.length ? theirs[key] : mine?.[key];
    if (nested || mine?.[key]) merged[key] = mergeSelections(mine?.[key], nested, mergeMakeModel);
  }
  return merged;
}

/**
 * A panel update's answer merged into the panel the person is editing (WCAG 3.2.2: a response never
 * undoes a choice). The server gives the option lists, names and counters; the person's own values win
 * for every criterion: scalars (distance, prices, flags, postcode), the price mode, keywords, and which
 * makes, models, trims and list filter entries are selected. 'Make (any)' is selected exactly when no
 * make is.
 */
export function mergePanel(current: SearchCriteria, server: SearchCriteria): SearchCriteria {
  const merged: Record<string, unknown> = { ...server };
  for (const [key, value] of Object.entries(current)) {
    if (value === undefined || isPanelOnlyKey(key) || Array.isArray(value)) continue;
    merged[key] = value;
  }
  merged.PaymentSearchSelection = current.PaymentSearchSelection ?? server.PaymentSearchSelection;
  if (current.Keywords) merged.Keywords = current.Keywords;
  for (const key of listFilterKeys) {
    if (current[key] || server[key]) merged[key] = mergeSelections(current[key], server[key]);
  }
  if (current.MakeModels || server.MakeModels) {
    const makes = mergeSelections(current.MakeModels, server.MakeModels, mergeMakeModel);
    const anyMake = !makes.some((make) => make.Selected && make.Value !== anyValue);
    merged.MakeModels = makes.map((make) => (make.Value === anyValue ? { ...make, Selected: anyMake } : make));
  }
  return merged as SearchCriteria;
}
