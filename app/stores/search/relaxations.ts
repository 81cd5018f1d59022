/**
 * Zero-result recovery (requirements 4.16), as pure functions over the contract's SearchCriteria: which of a
 * search's criteria could be relaxed, one at a time, and the criteria with one relaxed. A relaxation
 * changes that one criterion and nothing else the person chose.
 */
import type { SearchCriteria } from '../../api/types';
import {
  clearedCriteria,
  type CriteriaKey,
  criteriaToQuery,
  keywordOptions,
  modifiedKeys,
  noLimit,
  selectedMakeModels,
} from '@domain/search/criteria';

/**
 * What is relaxed: a criterion's key, or for the make and model list 'Model' (any model of the chosen
 * make) or 'Make' (any make). A chosen model is relaxed to its make first: dropping the make too
 * would undo more than one choice. Keywords are relaxed one at a time ('Keyword:{keyword}'): every
 * keyword must occur, so each is a choice of its own.
 */
export type RelaxationId = Exclude<CriteriaKey, 'MakeModels' | 'Keywords'> | 'Make' | 'Model' | KeywordRelaxation;
export type KeywordRelaxation = `Keyword:${string}`;

const keywordPrefix = 'Keyword:';

export const isKeywordRelaxation = (id: RelaxationId): id is KeywordRelaxation => id.startsWith(keywordPrefix);

/** The keyword a keyword's relaxation removes. */
export const relaxedKeyword = (id: KeywordRelaxation): string => id.slice(keywordPrefix.length);

export interface Relaxation {
  id: RelaxationId;
  /** The criteria with this one relaxed and every other as it was. */
  criteria: SearchCriteria;
}

/**
 * Modified criteria that do not narrow a search, so relaxing them finds nothing more: the finance
 * assumptions of a monthly-cost search, the mode flags, and flags that widen it (online-only
 * dealers, leased batteries) or only order it (recommended first). The sold status is left out too:
 * 'both' widens and 'sold' is a different search, not a narrower one.
 */
const notNarrowingKeys: ReadonlySet<CriteriaKey> = new Set<CriteriaKey>([
  'PaymentTerm',
  'PaymentDeposit',
  'PaymentMileage',
  'PaymentFinanceType',
  'IsPaymentSearch',
  'IsAgeSearch',
  'IsRecommendedSearch',
  'IsPriceExcludeVATSearch',
  'IncludeOnlineOnlySearch',
  'BatteryIsLeased',
  'SelectedSoldStatusV2',
]);

/** The price limits of the price mode not in use: the search ignores them, so relaxing them finds nothing. */
const inactivePriceKeys = (criteria: SearchCriteria): CriteriaKey[] =>
  criteria.PaymentSearchSelection?.Selected === 'monthly'
    ? ['MinPrice', 'MaxPrice']
    : ['MinPaymentMonthlyCost', 'MaxPaymentMonthlyCost'];

/**
 * The order relaxations are counted and, for equal counts, shown in: the criteria that usually narrow
 * a search most (distance, model, make, price) first, then the others in the order the criteria list
 * them.
 */
const firstIds: readonly RelaxationId[] = [
  'Distance',
  'Model',
  'Make',
  'MaxPrice',
  'MinPrice',
  'MaxPaymentMonthlyCost',
  'MinPaymentMonthlyCost',
];

/** The make and model list with the chosen make's model (and trim) choices dropped, or with no make. */
function relaxMakeModels(criteria: SearchCriteria, id: 'Make' | 'Model'): SearchCriteria {
  const makes = selectedMakeModels(criteria.MakeModels);
  if (id === 'Make' || makes.length === 0) return { ...criteria, MakeModels: undefined };
  return { ...criteria, MakeModels: makes.map(({ Value, Selected }) => ({ Value, Selected })) };
}

/** The criteria with one relaxed: back at "any" (no limit, no filter, flag off, national distance). */
function relaxed(criteria: SearchCriteria, id: RelaxationId): SearchCriteria {
  if (id === 'Make' || id === 'Model') return relaxMakeModels(criteria, id);
  if (isKeywordRelaxation(id)) {
    const keyword = relaxedKeyword(id);
    return { ...criteria, Keywords: keywordOptions(criteria.Keywords).filter((entry) => entry.Value !== keyword) };
  }
  if (id === 'MinPrice' || id === 'MaxPrice' || id === 'MinPaymentMonthlyCost' || id === 'MaxPaymentMonthlyCost')
    return { ...criteria, [id]: noLimit };
  return clearedCriteria(criteria, [id]);
}

/**
 * The relaxations a search that found nothing can offer, one per criterion that narrows it, in the
 * order they are counted in. `fixed` are criteria the page itself sets (a landing page's make, fuel,
 * price or town), which the page cannot drop, so they are not offered.
 */
export function relaxations(criteria: SearchCriteria, fixed: readonly CriteriaKey[] = []): Relaxation[] {
  const skipped = new Set<CriteriaKey>([...notNarrowingKeys, ...inactivePriceKeys(criteria), ...fixed]);
  const ids: RelaxationId[] = [];
  for (const key of modifiedKeys(criteria)) {
    if (skipped.has(key)) continue;
    if (key === 'MakeModels') {
      const make = selectedMakeModels(criteria.MakeModels)[0];
      ids.push(make?.Models?.length ? 'Model' : 'Make');
    } else if (key === 'Keywords') {
      const keywords = new Set(keywordOptions(criteria.Keywords).map((entry) => entry.Value));
      ids.push(...[...keywords].map((keyword): KeywordRelaxation => `${keywordPrefix}${keyword}`));
    } else {
      ids.push(key);
    }
  }
  const rank = (id: RelaxationId) => {
    const index = firstIds.indexOf(id);
    return index === -1 ? firstIds.length : index;
  };
  return ids
    .map((id, index) => ({ id, index }))
    .sort((a, b) => rank(a.id) - rank(b.id) || a.index - b.index)
    .map(({ id }) => ({ id, criteria: relaxed(criteria, id) }));
}

/**
 * A results address for relaxed criteria, as the panel's search writes one (`criteriaToQuery`, page
 * 1), keeping a dealer's or dealer group's stock: relaxing a filter on a dealer's stock stays on that
 * dealer's stock.
 */
export function relaxedQuery(criteria: SearchCriteria): URLSearchParams {
  const query = criteriaToQuery({ ...criteria, PaginationCurrentPage: 1 });
  for (const key of ['DealerId', 'DealerGroupId'] as const) {
    const value = criteria[key] ?? 0;
    if (value > 0) query.set(key, String(value));
  }
  return query;
}
