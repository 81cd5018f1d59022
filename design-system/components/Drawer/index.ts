export { Drawer, drawerPlacements } from './Drawer';
