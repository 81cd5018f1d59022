import type { SearchCriteria } from '../../api/types';
import { criteriaToQuery } from '@domain/search/criteria';

/** The criteria of a dealer's stock, as its address carries them. */
const dealerKeys = ['DealerId', 'DealerGroupId', 'IsGroupStock'];

/** A results address without its order and page: the search itself. */
export function searchOf(query: string): string {
  const search = new URLSearchParams(query);
  search.delete('SortOrder');
  search.delete('Page');
  return search.toString();
}

/** The results page at `basePath` searching for `criteria`. */
export function criteriaAddress(basePath: string, criteria: SearchCriteria): string {
  const next = criteriaToQuery(criteria).toString();
  return next ? `${basePath}?${next}` : basePath;
}

/** A results page's address with some of its parameters set (or, undefined, removed). */
export function addressWith(
  basePath: string,
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const text = next.toString();
  return text ? `${basePath}?${text}` : basePath;
}

/** One page of a results page's search; without the dealer, the same search of every dealer's stock. */
export function pageAddress(basePath: string, params: URLSearchParams, target: number, withDealer = true): string {
  return addressWith(basePath, params, {
    Page: target > 1 ? String(target) : undefined,
    ...(withDealer ? {} : Object.fromEntries(dealerKeys.map((key) => [key, undefined]))),
  });
}
