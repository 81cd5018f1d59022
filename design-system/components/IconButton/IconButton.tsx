import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['primary', 'secondary', 'tertiary'] as const;
export const iconButtonSizes = ['small', 'medium'] as const;

type IconButtonVariant = (typeof iconButtonVariants)[number];
type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** The accessible name, required: the icon alone says nothing to a screen reader. */
  label: string;
  /** The icon shown; it must say the same as the label. */
  icon: IconName;
  /** primary, secondary or tertiary, as for Button. */
  variant?: IconButtonVariant;
  /** medium (44 px target) or small (a 24 px minimum target, for dense places). */
  size?: IconButtonSize;
}

/** A button showing only an icon, named by its required label (e.g. "Close", "Open menu"). */
export function IconButton({ label, icon, variant = 'tertiary', size = 'medium', ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      aria-label={label}
      className={`${buttonStyles.root({ variant, size })} ${styles.root({ size })}`}
    >
      <Icon name={icon} size={size === 'small' ? 'small' : 'medium'} />
    </RACButton>
  );
}
