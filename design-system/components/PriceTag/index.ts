export { PriceTag, priceTagSizes } from './PriceTag';
