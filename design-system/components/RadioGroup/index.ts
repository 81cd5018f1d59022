export { Radio, RadioGroup } from './RadioGroup';
export type { RadioGroupProps } from './RadioGroup';
