export { Menu, MenuItem, MenuTrigger } from './Menu';
