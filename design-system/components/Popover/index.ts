export { Popover } from './Popover';
