/**
 * A dealer's review summary (the contract's DealerReviewSummary): the reviews of the last 12 months
 * only, their share with 4 or 5 stars, their mean stars to one decimal place and their count. Pure,
 * so the seed, the server and the app's words share one rule.
 */

/** The rule's figures, as the contract states them. */
const reviewSummaryRule = {
  /** The months counted back from today. */
  periodMonths: 12,
  /** The fewest stars a positive review has (ScorePercentage is the positive share). */
  positiveStars: 4,
} as const;

export interface DatedStars {
  Stars: number;
  /** YYYY-MM-DD (UTC). */
  PublishedAt: string;
}

export interface DealerReviewSummary {
  ScorePercentage: number;
  ReviewCount: number;
  AverageStars?: number;
  PeriodMonths: number;
}

/**
 * The first day that still counts: the day after the same day `periodMonths` before `today` (UTC); a
 * day the month then lacks (29 February) is that month's last.
 */
export function countedFrom(today: Date): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() - reviewSummaryRule.periodMonths;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const sameDay = Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay));
  return new Date(sameDay + 86_400_000).toISOString().slice(0, 10);
}

/** A review counts when it was published after the same day 12 months before today. */
export function countsInSummary(publishedAt: string, today: Date): boolean {
  return publishedAt >= countedFrom(today) && publishedAt <= today.toISOString().slice(0, 10);
}

/** Half up to `places` decimal places, on the exact ratio (no binary drift at .05). */
function halfUp(numerator: number, denominator: number, scale: number): number {
  return Math.floor((numerator * scale * 2 + denominator) / (denominator * 2)) / scale;
}

/** The summary of these reviews as of `today`. */
export function summariseReviews(reviews: readonly DatedStars[], today: Date): DealerReviewSummary {
  const counted = reviews.filter((review) => countsInSummary(review.PublishedAt, today));
  const positive = counted.filter((review) => review.Stars >= reviewSummaryRule.positiveStars).length;
  const stars = counted.reduce((sum, review) => sum + review.Stars, 0);
  const base = { ReviewCount: counted.length, PeriodMonths: reviewSummaryRule.periodMonths };
  if (counted.length === 0) return { ScorePercentage: 0, ...base };
  return {
    ScorePercentage: halfUp(positive * 100, counted.length, 1),
    ...base,
    AverageStars: halfUp(stars, counted.length, 10),
  };
}

/**
 * The positive reviews among `count` that give `percentage` exactly under the rule's rounding, the
 * nearest to `percentage` of `count` when several do; undefined when no number of them does.
 */
export function positivesFor(percentage: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const ideal = Math.round((percentage * count) / 100);
  for (const offset of [0, -1, 1, -2, 2]) {
    const positive = ideal + offset;
    if (positive >= 0 && positive <= count && halfUp(positive * 100, count, 1) === percentage) return positive;
  }
  return undefined;
}
