export { formatCompact, formatNumber, formatOrdinal, formatPrice } from './format';
