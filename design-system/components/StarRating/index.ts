export {
  ratingLabel,
  ratingMaximum,
  ratingStars,
  reviewCountLabel,
  roundRating,
  StarRating,
  starRatingSizes,
} from './StarRating';
export type { StarFill, StarRatingProps, StarRatingSize } from './StarRating';
