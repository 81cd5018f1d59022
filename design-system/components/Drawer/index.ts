export { Drawer, drawerPlacements } from './Drawer';
export type { DrawerPlacement, DrawerProps } from './Drawer';
