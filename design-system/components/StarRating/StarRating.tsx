import { formatNumber } from '../../format/format';
import * as styles from './StarRating.css';

export const starRatingSizes = ['small', 'medium'] as const;
type StarRatingSize = (typeof starRatingSizes)[number];

/** The highest rating: five stars. */
const ratingMaximum = 5;

export type StarFill = 'full' | 'half' | 'empty';

/** A rating kept between 0 and 5 and rounded to the nearest half star, as it is shown. */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(ratingMaximum, Math.max(0, Math.round(value * 2) / 2));
}

/** The five stars a rating shows, left to right: 3.5 is three full, one half and one empty. */
export function ratingStars(value: number): StarFill[] {
  const rating = roundRating(value);
  return Array.from({ length: ratingMaximum }, (_, index) =>
    rating >= index + 1 ? 'full' : rating >= index + 0.5 ? 'half' : 'empty',
  );
}

/** The rating in words, as a screen reader announces it: "Rated 4.5 out of 5". */
export function ratingLabel(value: number): string {
  return `Rated ${roundRating(value)} out of ${ratingMaximum}`;
}

/** How many reviews: "1 review", "1,284 reviews". */
export function reviewCountLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

export interface StarRatingProps {
  /** The average rating, 0 to 5; shown to the nearest half star (4.26 shows as 4.5). */
  value: number;
  /** How many reviews the rating comes from, shown as "(128 reviews)". With 0, "No reviews yet" replaces the stars. */
  count?: number;
  /** Star size: small in cards and lists, medium beside a heading. */
  size?: StarRatingSize;
  /**
   * The rating in words, shown beside the stars in place of the number and count ("4 out of 5 stars",
   * "4.6 out of 5 from 538 reviews"): then the words alone are read, the stars being their picture.
   */
  text?: string;
}

// A five-pointed star on the icons' 24 x 24 grid, and its left half (the half star's fill).
const star = 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const leftHalf = 'M12 2.5l-2.9 6-6.6.8 4.9 4.6-1.3 6.6 5.9-3.3z';

function Star({ fill }: { fill: StarFill }) {
  return (
    <svg
      className={styles.star}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      data-fill={fill}
    >
      <path d={star} fill={fill === 'full' ? 'currentColor' : 'none'} />
      {fill === 'half' ? <path d={leftHalf} fill="currentColor" stroke="none" /> : null}
    </svg>
  );
}

/**
 * A read-only rating: five stars to the nearest half, the number beside them (so the rating never
 * rests on colour or shape alone), and how many reviews it comes from. Screen readers hear one image,
 * "Rated 4.5 out of 5", then the count.
 */
export function StarRating({ value, count, size = 'small', text }: StarRatingProps) {
  if (count === 0 && text === undefined) return <span className={styles.root({ size })}>No reviews yet</span>;
  const rating = roundRating(value);
  if (text !== undefined)
    return (
      <span className={styles.root({ size })}>
        <span aria-hidden="true" className={styles.stars}>
          {ratingStars(rating).map((fill, index) => (
            <Star key={index} fill={fill} />
          ))}
        </span>
        <span>{text}</span>
      </span>
    );
  return (
    <span className={styles.root({ size })}>
      <span role="img" aria-label={ratingLabel(rating)} className={styles.stars}>
        {ratingStars(rating).map((fill, index) => (
          <Star key={index} fill={fill} />
        ))}
      </span>
      <span aria-hidden="true" className={styles.value}>
        {rating}
      </span>
      {count === undefined ? null : <span className={styles.count}>({reviewCountLabel(count)})</span>}
    </span>
  );
}
