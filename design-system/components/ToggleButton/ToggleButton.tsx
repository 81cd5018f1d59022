import type { ReactNode } from 'react';
import { ToggleButton as RACToggleButton, type ToggleButtonProps as RACToggleButtonProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './ToggleButton.css';

export const toggleButtonVariants = ['outline', 'ghost'] as const;
type ToggleButtonVariant = (typeof toggleButtonVariants)[number];

export interface ToggleButtonProps extends Omit<RACToggleButtonProps, 'className' | 'style' | 'children'> {
  /** Visible text; omit it for an icon-only toggle, which then needs an `aria-label`. */
  children?: ReactNode;
  /** An icon drawn filled while selected (the shortlist heart). */
  icon?: IconName;
  /** outline (a bordered control) or ghost (no border, e.g. the shortlist heart on a photo). */
  variant?: ToggleButtonVariant;
}

/**
 * A button that stays pressed (aria-pressed), on react-aria-components' ToggleButton: the shortlist
 * heart, or a filter chip. Its name stays the same; the pressed state is what changes.
 */
export function ToggleButton({ children, icon, variant = 'outline', ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton {...props} className={styles.root({ variant, iconOnly: !children })}>
      {({ isSelected }) => (
        <>
          {icon ? <Icon name={icon} filled={isSelected} /> : null}
          {children}
        </>
      )}
    </RACToggleButton>
  );
}
