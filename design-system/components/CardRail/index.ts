export { CardRail } from './CardRail';
export type { CardRailProps } from './CardRail';
