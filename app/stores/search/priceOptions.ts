import type { PriceOption, SearchCriteria } from '../../api/types';
import { maxOptions, minOptions } from '@domain/search/criteria';

/** The filtered options, plus the chosen one if filtering took it out (so the select still shows it). */
function keepCurrent(
  filtered: PriceOption[],
  all: PriceOption[] | undefined,
  current: number | undefined,
): PriceOption[] {
  if (current === undefined || filtered.some((option) => option.Value === current)) return filtered;
  const chosen = all?.find((option) => option.Value === current);
  return chosen ? [...filtered, chosen].sort((a, b) => a.Value - b.Value) : filtered;
}

const fields = {
  total: { min: 'MinPrice', max: 'MaxPrice', minList: 'MinPriceOptions', maxList: 'MaxPriceOptions' },
  monthly: {
    min: 'MinPaymentMonthlyCost',
    max: 'MaxPaymentMonthlyCost',
    minList: 'MinPaymentMonthlyCostOptions',
    maxList: 'MaxPaymentMonthlyCostOptions',
  },
} as const;

/**
 * What one end of a price range offers: the panel's options for it, filtered against the other end's
 * choice (`minOptions`, `maxOptions`), with the end's own choice kept.
 */
export function priceOptions(panel: SearchCriteria, end: 'min' | 'max', mode: 'total' | 'monthly'): PriceOption[] {
  const { min, max, minList, maxList } = fields[mode];
  return end === 'min'
    ? keepCurrent(minOptions(panel[minList] ?? [], panel[max], mode === 'total'), panel[minList], panel[min])
    : keepCurrent(maxOptions(panel[maxList] ?? [], panel[min]), panel[maxList], panel[max]);
}
