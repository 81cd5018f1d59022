export { RangeField } from './RangeField';
export type { RangeEnd, RangeValue } from './RangeField';
