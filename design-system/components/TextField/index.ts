export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { fieldWidths } from '../private/Field';
export type { FieldErrorMessage, FieldWidth } from '../private/Field';
