export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { fieldWidths } from '../private/Field';
