export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps } from './Button';
export { PendingButton } from './PendingButton';
