// The Car Advice pages and overlays, one chunk for all of them (as the finance pages): a person on the
// reviews or the price guide is likely to open its overlays, and one chunk splits the shared
// design-system code of the first visit less than eight would.
export { PriceGuideCompareOverlay } from './PriceGuideCompareOverlay';
export { PriceGuideFilterOverlay } from './PriceGuideFilterOverlay';
export { PriceGuidePage } from './PriceGuidePage';
export { default as ReducedListOverlay } from './ReducedListOverlay';
export { ReviewListOverlay } from './ReviewListOverlay';
export { ReviewOverlay } from './ReviewOverlay';
export { ReviewsPage } from './ReviewsPage';
