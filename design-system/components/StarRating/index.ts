export { StarRating, starRatingSizes } from './StarRating';
