export { Icon, iconSizes } from './Icon';
export { iconNames } from './icons';
