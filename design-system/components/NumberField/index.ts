export { NumberField } from './NumberField';
