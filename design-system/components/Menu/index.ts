export { Menu, MenuItem, MenuTrigger } from './Menu';
export type { MenuItemProps, MenuProps, MenuTriggerProps } from './Menu';
