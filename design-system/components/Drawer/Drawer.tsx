import type { ReactNode } from 'react';
import {
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  type ModalOverlayProps as RACModalOverlayProps,
} from 'react-aria-components';
import { Dialog } from '../Modal/Modal';
import * as overlayStyles from '../private/overlay.css';
import * as styles from './Drawer.css';

export const drawerPlacements = ['end', 'start', 'top'] as const;
type DrawerPlacement = (typeof drawerPlacements)[number];

export interface DrawerProps extends Omit<RACModalOverlayProps, 'className' | 'style' | 'children'> {
  /** The panel's title: its heading and the dialog's name (e.g. "Shortlist", "Recently viewed"). */
  title: string;
  /** The panel's content; it scrolls when taller than the screen. */
  children: ReactNode;
  /** The edge the panel slides from: end (right in English, the shortlist), start (left, the menu) or top. */
  placement?: DrawerPlacement;
  /** The close button's accessible name; "Close" by default. */
  closeLabel?: string;
  /**
   * Actions that stay in sight at the bottom while the content scrolls (a sub-panel's Clear and Done).
   * The content's scrolling keeps clear of them, so a focused field never hides under them.
   */
  footer?: ReactNode;
}

/**
 * A side panel (recent, account) on react-aria-components' ModalOverlay: a modal dialog sliding in
 * from the edge over 500 ms (requirements 9.3), none under reduced motion. `top` takes the whole width, as
 * tall as its content, for a row of cards (the shortlist).
 */
export function Drawer({
  title,
  children,
  placement = 'end',
  closeLabel,
  footer,
  isDismissable = true,
  ...props
}: DrawerProps) {
  return (
    <RACModalOverlay {...props} isDismissable={isDismissable} className={overlayStyles.underlay}>
      <RACModal className={styles.panel({ placement })}>
        <Dialog title={title} closeLabel={closeLabel}>
          {children}
          {footer ? <div className={overlayStyles.stickyFooter}>{footer}</div> : null}
        </Dialog>
      </RACModal>
    </RACModalOverlay>
  );
}
