import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { SpinnerGraphic } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'link'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

type ButtonVariant = (typeof buttonVariants)[number];
type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children'> {
  /** The label: a verb first, sentence case ("Send message"). */
  children: ReactNode;
  /** primary: the one main action of a form or panel; secondary: the actions beside it; tertiary: quiet actions in lists and cards; link: an action that sits in text. */
  variant?: ButtonVariant;
  /** medium (44 px high) for most; large for a page's main call to action; small for dense rows such as a card's actions. */
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
          {isPending ? <SpinnerGraphic /> : null}
          {children}
        </>
      )}
    </RACButton>
  );
}
