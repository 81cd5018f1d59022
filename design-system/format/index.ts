export { formatCompact, formatEngineSize, formatNumber, formatOrdinal, formatPrice } from './format';
