export { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
