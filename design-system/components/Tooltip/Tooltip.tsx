import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps as RACTooltipTriggerProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<RACTooltipTriggerProps, 'children'> {
  /** The tip: a short description, never the only name of the control. */
  content: ReactNode;
  /** The focusable design-system control it describes (Button, IconButton...). */
  children: ReactElement;
  /** Where the tip shows; it flips when there is no room. */
  placement?: RACTooltipProps['placement'];
}

/**
 * A short tip on hover and keyboard focus, on react-aria-components' TooltipTrigger: shown after a
 * delay, dismissed with Escape, hoverable (WCAG 1.4.13), linked by aria-describedby.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600, ...props }: TooltipProps) {
  return (
    <RACTooltipTrigger {...props} delay={delay}>
      {children}
      <RACTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </RACTooltip>
    </RACTooltipTrigger>
  );
}
