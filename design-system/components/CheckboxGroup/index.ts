export { CheckboxGroup } from './CheckboxGroup';
