export { PostcodeField } from './PostcodeField';
export type { PostcodeFieldProps } from './PostcodeField';
export { isValidPostcode, normalisePostcode, postcodeMaxLength, postcodeMessages } from './postcode';
