import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  type DialogProps as RACDialogProps,
  type ModalOverlayProps as RACModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import * as overlayStyles from '../private/overlay.css';
import * as styles from './Modal.css';

export { DialogTrigger } from 'react-aria-components';
export const modalSizes = ['small', 'medium', 'large', 'fullScreen'] as const;
type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends Omit<RACModalOverlayProps, 'className' | 'style' | 'children'> {
  /** The dialog, usually a Dialog with its title. */
  children: ReactNode;
  /** The widest the dialog gets: small (28rem), medium (40rem), large (60rem) or fullScreen; never wider than the screen. */
  size?: ModalSize;
}

/**
 * A modal layer on react-aria-components' ModalOverlay + Modal: page scroll locked (and its position
 * restored), focus trapped inside and returned to the trigger on close, Escape and the underlay close it.
 */
export function Modal({ children, size = 'medium', isDismissable = true, ...props }: ModalProps) {
  return (
    <RACModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={`${overlayStyles.underlay} ${styles.underlay({ size })}`}
    >
      <RACModal className={styles.modal({ size })}>{children}</RACModal>
    </RACModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'className' | 'style' | 'children'> {
  /** The dialog's title, its heading and accessible name. */
  title: string;
  /** The content; a function receives close(). */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Label of the close button; "Close" by default. */
  closeLabel?: string;
}

/** A dialog's content with its titled heading and a close button; put it in a Modal, Drawer or Popover. */
export function Dialog({ title, children, closeLabel = 'Close', ...props }: DialogProps) {
  return (
    <RACDialog {...props} className={overlayStyles.dialog}>
      {({ close }) => (
        <>
          <div className={overlayStyles.header}>
            <RACHeading slot="title" className={overlayStyles.title}>
              {title}
            </RACHeading>
            <IconButton label={closeLabel} icon="close" onPress={close} />
          </div>
          {typeof children === 'function' ? children({ close }) : children}
        </>
      )}
    </RACDialog>
  );
}
