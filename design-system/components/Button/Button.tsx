import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'link'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container (e.g. a form's submit button on a phone). */
  fullWidth?: boolean;
}

/**
 * The one button. Built on react-aria-components' Button, so press, keyboard, focus-visible and the
 * pending state (focusable, not pressable, announced busy) behave the same everywhere.
 */
export function Button({ children, variant = 'primary', size = 'medium', fullWidth = false, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={styles.root({ variant, size, fullWidth })}>
      {({ isPending }) => (
        <>
          {isPending ? <PendingSpinner /> : null}
          {children}
        </>
      )}
    </RACButton>
  );
}

function PendingSpinner() {
  return (
    <svg className={styles.spinner} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" strokeOpacity="0.3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
