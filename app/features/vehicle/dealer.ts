import type { Dealer } from '../../api/types';

/** The dealer's address as lines (street, town, county, postcode), or none when it is not published. */
export function dealerAddressLines(dealer: Dealer): string[] {
  const address = dealer.Address;
  if (!address) return [];
  return [address.Line1, address.Town, address.County, address.PostCode].filter((line): line is string =>
    Boolean(line),
  );
}

/** The dealer's review score as said on the page: '92% positive from 214 reviews'. */
export function reviewText(dealer: Dealer): string {
  const { ScorePercentage, ReviewCount } = dealer.ReviewSummary;
  if (ReviewCount === 0) return 'No reviews yet';
  const from =
    ReviewCount === undefined
      ? ''
      : ` from ${new Intl.NumberFormat('en-GB').format(ReviewCount)} ${ReviewCount === 1 ? 'review' : 'reviews'}`;
  return `${ScorePercentage}% positive${from}`;
}
