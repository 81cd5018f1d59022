export { PostcodeField } from './PostcodeField';
export type { PostcodeFieldProps } from './PostcodeField';
