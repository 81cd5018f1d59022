import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  OverlayArrow as RACOverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<RACPopoverProps, 'className' | 'style' | 'children'> {
  /** Names the popover's dialog for assistive technology. */
  label: string;
  /** The popover's content. */
  children: ReactNode;
  /** Draw an arrow pointing at the trigger. */
  hasArrow?: boolean;
}

/**
 * Non-modal content anchored to its trigger (inside a DialogTrigger), on react-aria-components'
 * Popover + Dialog: Escape or a click outside closes it and focus returns to the trigger.
 */
export function Popover({ label, children, hasArrow = true, offset = 8, ...props }: PopoverProps) {
  return (
    <RACPopover {...props} offset={offset} className={styles.popover}>
      {hasArrow ? (
        <RACOverlayArrow className={styles.arrow}>
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </RACOverlayArrow>
      ) : null}
      <RACDialog aria-label={label} className={styles.dialog}>
        {children}
      </RACDialog>
    </RACPopover>
  );
}
