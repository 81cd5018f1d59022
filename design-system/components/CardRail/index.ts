export { CardRail } from './CardRail';
