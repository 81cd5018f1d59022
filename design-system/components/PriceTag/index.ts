export { PriceTag, priceTagSizes } from './PriceTag';
export type { PriceTagProps, PriceTagSize } from './PriceTag';
