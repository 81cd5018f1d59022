import { formatNumber } from '@ds';
import type { FilterOption, MakeModel, PriceOption, SearchCriteria } from '../../api/types';
import { boundedRangeOf, withinBounds } from '@domain/search/criteria';

export interface SelectOption {
  value: string;
  label: string;
}

/** Distance choices in miles; 1000 is "National" (the default, requirements 9.7). */
export const distanceOptions: SelectOption[] = [
  { value: '1000', label: 'National' },
  ...[1, 5, 10, 15, 20, 30, 40, 50, 75, 100, 200].map((miles) => ({
    value: String(miles),
    label: `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}`,
  })),
];

export const sortOptions: SelectOption[] = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'price-asc', label: 'Price: lowest first' },
  { value: 'price-desc', label: 'Price: highest first' },
  { value: 'price-rating', label: 'Best priced first' },
  { value: 'mileage-asc', label: 'Mileage: lowest first' },
  { value: 'year-desc', label: 'Age: newest first' },
  { value: 'distance-asc', label: 'Distance: nearest first' },
  { value: 'recently-added', label: 'Recently added' },
  { value: 'monthly-asc', label: 'Monthly cost: lowest first' },
];

/** The orders a price mode offers: the monthly-cost order only where the cards show a monthly figure. */
export const sortOptionsIn = (monthly: boolean): SelectOption[] =>
  monthly ? sortOptions : sortOptions.filter((option) => option.value !== 'monthly-asc');

/** Make or model choices, with how many vehicles each has when the panel says. */
export function makeModelOptions(entries: readonly MakeModel[]): SelectOption[] {
  return entries.map((entry) => ({
    value: entry.Value,
    label:
      entry.Counter === undefined
        ? (entry.Name ?? entry.Value)
        : `${entry.Name ?? entry.Value} (${formatNumber(entry.Counter)})`,
  }));
}

/** A make's models, always led by 'Model (any)' ('*', requirements 4.11), whatever the list holds. */
export function modelOptions(models: readonly MakeModel[]): SelectOption[] {
  return [{ value: '*', label: 'Model (any)' }, ...makeModelOptions(models.filter((model) => model.Value !== '*'))];
}

export function priceOptions(options: readonly PriceOption[]): SelectOption[] {
  return options.map((option) => ({ value: String(option.Value), label: option.Name }));
}

export function filterOptions(options: readonly FilterOption[] | undefined): FilterOption[] {
  return (options ?? []).filter((option) => option.Value !== '*');
}

export function filterLabel(option: FilterOption): string {
  const name = option.Name ?? option.Value;
  return option.Counter === undefined ? name : `${name} (${formatNumber(option.Counter)})`;
}

/**
 * A bounded range's end (the years, the engine size) offers only what keeps the range the right way
 * round against the other end's choice, as the price's ends do; its own choice stays, so a range that
 * arrived backwards still shows what it is. Any other criterion's options are as they are.
 */
export function boundedOptions(key: string, options: readonly SelectOption[], panel: SearchCriteria): SelectOption[] {
  const bounded = boundedRangeOf(key);
  if (!bounded) return [...options];
  const { range, end } = bounded;
  const other = panel[end === 'min' ? range.max : range.min];
  const own = String(panel[end === 'min' ? range.min : range.max] ?? -1);
  return options.filter((option) => option.value === own || withinBounds(range, end, Number(option.value), other));
}
