import type { Dealer, DealerReviewSummary } from '../../api/types';

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
  return percentText(dealer.ReviewSummary);
}

function percentText({ ScorePercentage, ReviewCount }: DealerReviewSummary): string {
  if (ReviewCount === 0) return 'No reviews yet';
  const from =
    ReviewCount === undefined
      ? ''
      : ` from ${new Intl.NumberFormat('en-GB').format(ReviewCount)} ${ReviewCount === 1 ? 'review' : 'reviews'}`;
  return `${ScorePercentage}% positive${from}`;
}

const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The summary in words, as the dealer page, the vehicle page and the directory say it: '4.6 out of 5
 * from 538 reviews in the last 12 months' (the summary counts those months only); without an average,
 * the percentage as reviewText says it.
 */
export function reviewSummaryText(summary: DealerReviewSummary): string {
  const months = summary.PeriodMonths ?? 12;
  if (summary.ReviewCount === 0) return `No reviews in the last ${months} months`;
  if (summary.AverageStars === undefined || summary.ReviewCount === undefined) return percentText(summary);
  return `${oneDecimal.format(summary.AverageStars)} out of 5 from ${new Intl.NumberFormat('en-GB').format(summary.ReviewCount)} ${summary.ReviewCount === 1 ? 'review' : 'reviews'} in the last ${months} months`;
}

/** The positive share in words: '96% gave 4 or 5 stars'. */
export function positiveShareText(summary: DealerReviewSummary): string {
  return `${summary.ScorePercentage}% gave 4 or 5 stars`;
}

/** One review's stars in words: '4 out of 5 stars', '1 out of 5 stars'. */
export function starsText(stars: number): string {
  return `${stars} out of 5 stars`;
}
