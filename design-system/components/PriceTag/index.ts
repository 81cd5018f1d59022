export { PriceTag, adminFeeText, priceTagSizes } from './PriceTag';
export type { PriceTagProps, PriceTagSize } from './PriceTag';
