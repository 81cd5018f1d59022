import type { ReactNode } from 'react';
import { Dialog, Heading as RACHeading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '@ds';
import * as styles from './PanelFrame.css';

export interface PanelFrameProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** Content before the title, e.g. a Back button on the burger menu's second level. */
  start?: ReactNode;
  children: ReactNode;
}

/**
 * A side panel (Recent, Shortlist, Account, the burger menu) on react-aria-components' Modal: it locks
 * page scroll, traps focus, closes on Escape or a click on the overlay, and returns focus on close.
 * TODO(S3): replace with the design system's Drawer when it lands.
 */
export function PanelFrame({ isOpen, onClose, title, start, children }: PanelFrameProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={styles.panel}>
        <Dialog className={styles.dialog}>
          <div className={styles.top}>
            {start}
            <RACHeading slot="title" level={2} className={styles.title}>
              {title}
            </RACHeading>
            <IconButton label="Close" icon="close" onPress={onClose} />
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
