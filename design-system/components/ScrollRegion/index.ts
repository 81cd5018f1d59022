export { ScrollRegion } from './ScrollRegion';
export type { ScrollRegionProps } from './ScrollRegion';
