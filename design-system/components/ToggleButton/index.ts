export { ToggleButton, toggleButtonVariants } from './ToggleButton';
export type { ToggleButtonProps, ToggleButtonVariant } from './ToggleButton';
