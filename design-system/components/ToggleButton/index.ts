export { ToggleButton, toggleButtonVariants } from './ToggleButton';
