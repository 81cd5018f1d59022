export { ComboBox } from './ComboBox';
export type { ComboBoxItem, ComboBoxProps } from './ComboBox';
