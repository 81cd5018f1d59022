import { Disclosure, Stack, Text, formatNumber, formatPrice } from '@ds';
import type { PriceIndicator } from '../../api/types';

/**
 * The price label ('Good price') never stands alone: it opens what it was judged against (how many
 * similar adverts, which ones, their price range and average) and where this price sits.
 */
export function PriceIndicatorDetails({ indicator, price }: { indicator: PriceIndicator; price: number }) {
  const { Comparables: like } = indicator;
  const difference = price - like.AveragePrice;
  const position =
    difference === 0
      ? 'This price is the same as the average.'
      : `This price is ${formatPrice(Math.abs(difference))} ${difference < 0 ? 'below' : 'above'} the average.`;
  return (
    <Disclosure label={`${indicator.Label}: how we judged this`}>
      <Stack space="small">
        <Text>
          We compared this price with {formatNumber(like.Count)} similar {like.Manufacturer} {like.Model}{' '}
          {like.Count === 1 ? 'advert' : 'adverts'} on Forecourt now: registered {like.YearFrom} to {like.YearTo}, with{' '}
          {formatNumber(like.MileageFrom)} to {formatNumber(like.MileageTo)} miles.
        </Text>
        <Text>
          They are priced from {formatPrice(like.PriceLow)} to {formatPrice(like.PriceHigh)}; the average is{' '}
          {formatPrice(like.AveragePrice)}. {position}
        </Text>
        <Text size="small" tone="subtle">
          Labels run Great price, Good price, Fair price and High price. They do not take the vehicle&apos;s condition,
          history or extras into account.
        </Text>
      </Stack>
    </Disclosure>
  );
}
