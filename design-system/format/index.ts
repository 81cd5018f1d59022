export { formatEngineSize, formatNumber, formatPrice } from './format';
