// The sell pages and the valuation overlay, one chunk for all of them: a person selling a car goes
// from one sell page to the next (the three ways, the valuation, part exchange, the tips), and one
// chunk splits the shared code of the first visit less than five would (as the finance pages do).
export { default as CapHpiOverlay } from './CapHpiOverlay';
export { default as CarValuationPage } from './CarValuationPage';
export { default as PartExchangePage } from './PartExchangePage';
export { default as SellHomePage } from './SellHomePage';
export { default as SellingTipsPage } from './SellingTipsPage';
