export { NativeSelect } from './NativeSelect';
