import { StarRating } from '@ds';
import type { DealerReviewSummary } from '../../api/types';
import { reviewSummaryText } from '../vehicle/dealer';

/**
 * A dealer's rating as StarRating shows it, in words beside the stars: '4.6 out of 5 from 538 reviews
 * in the last 12 months'. Without an average (nothing counted, or a summary without one) the words alone.
 */
export function DealerRating({ summary, size }: { summary: DealerReviewSummary; size?: 'small' | 'medium' }) {
  const text = reviewSummaryText(summary);
  if (summary.AverageStars === undefined || !summary.ReviewCount) return <span>{text}</span>;
  return <StarRating value={summary.AverageStars} text={text} size={size} />;
}
