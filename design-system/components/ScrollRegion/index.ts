export { ScrollRegion } from './ScrollRegion';
