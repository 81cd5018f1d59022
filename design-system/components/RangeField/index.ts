export { RangeField, rangeEnds } from './RangeField';
export type { RangeEnd, RangeFieldProps, RangeValue } from './RangeField';
