import { DescriptionList, Disclosure, Link, Stack, Text, formatNumber, formatPrice } from '@ds';
import { labelBandsText, priceRatingRule } from '@domain/priceRating';
import { vehicleTypeOfCode } from '@domain/vehicleTypes';
import type { PriceIndicator, PriceNotRated } from '../../api/types';
import { criteriaAddress } from '../results/resultsAddress';

const lower = (text: string) => text.toLowerCase();

/** 'cars' or 'vans', one or many. */
const vehicles = (type: 'car' | 'van', count: number) => `${type}${count === 1 ? '' : 's'}`;

/** Where the price sits against the median: '£600 (6%) below the median', 'the same as the median'. */
function positionAgainstMedian(price: number, median: number): string {
  const difference = price - median;
  if (difference === 0) return 'the same as the median';
  const percent = Math.round((Math.abs(difference) / median) * 100);
  return `${formatPrice(Math.abs(difference))} (${percent}%) ${difference < 0 ? 'below' : 'above'} the median`;
}

/**
 * "How we rated this price": the label never stands alone. It opens the price against the median of
 * the adverts compared, the range of their middle half, how many there were, what made them similar,
 * and a link to search for them.
 */
export function PriceIndicatorDetails({
  indicator,
  price,
  vehicleType,
}: {
  indicator: PriceIndicator;
  price: number;
  vehicleType: number;
}) {
  const { Comparables: like } = indicator;
  const type = vehicleTypeOfCode(vehicleType);
  const basePath = type === 'van' ? '/used-vans/' : '/used-cars/';
  return (
    <Disclosure label={`${indicator.Label}: how we rated this price`}>
      <Stack space="small">
        <Text>
          This price is {positionAgainstMedian(price, like.MedianPrice)} of the {formatNumber(like.Count)} similar{' '}
          {vehicles(type, like.Count)} we compared, this one included.
        </Text>
        <DescriptionList
          layout="rows"
          items={[
            { term: 'This price', description: formatPrice(price) },
            { term: 'Median price', description: formatPrice(like.MedianPrice) },
            {
              term: 'Middle half priced',
              description: `${formatPrice(like.LowerQuartile)} to ${formatPrice(like.UpperQuartile)}`,
            },
            { term: `${type === 'van' ? 'Vans' : 'Cars'} compared`, description: formatNumber(like.Count) },
          ]}
        />
        <Text>
          Similar means a {like.Manufacturer} {like.Model}, {lower(like.FuelType)}, {lower(like.Transmission)}, first
          registered {like.YearFrom} to {like.YearTo}, with {formatNumber(like.MileageFrom)} to{' '}
          {formatNumber(like.MileageTo)} miles, for sale now or sold in the last 90 days. Write-offs and imports are
          left out.
        </Text>
        <Link variant="standalone" href={criteriaAddress(basePath, like.Search)}>
          See the {formatNumber(like.Count)} {vehicles(type, like.Count)} we compared
        </Link>
        <Text size="small" tone="subtle">
          {labelBandsText()} Labels do not take a vehicle&apos;s condition, history or extras into account.
        </Text>
      </Stack>
    </Disclosure>
  );
}

/** Why a price has no label, in words; nothing for a sold vehicle (the page says it is sold). */
export function notRatedText(notRated: PriceNotRated, vehicleType: number): string | undefined {
  const type = vehicleTypeOfCode(vehicleType);
  switch (notRated.Reason) {
    case 'sold':
      return undefined;
    case 'too-few': {
      const others = Math.max(0, (notRated.Compared ?? 1) - 1);
      return `No price rating: we found ${others === 0 ? 'no' : formatNumber(others)} similar ${vehicles(type, others)} to compare it with, and a rating needs at least ${priceRatingRule.minimumCompared - 1}.`;
    }
    case 'write-off':
      return `No price rating: we do not rate the prices of written-off ${type}s.`;
    case 'import':
      return `No price rating: we do not rate the prices of imported ${type}s.`;
    case 'price':
      return `No price rating: we rate prices from ${formatPrice(priceRatingRule.minPrice)} to ${formatPrice(priceRatingRule.maxPrice)}.`;
    case 'age':
      return `No price rating: we do not rate the prices of ${type}s first registered more than ${priceRatingRule.maxAgeYears} years ago.`;
  }
}
