export { ComboBox } from './ComboBox';
