import { observer } from 'mobx-react-lite';
import { Suspense, useMemo, type ReactNode } from 'react';
import { Dialog } from 'react-aria-components';
import { IconButton, Modal, Text } from '@ds';
import { ErrorBoundary } from '../features/shell/ErrorBoundary';
import { lazyPage, retryFailedChunks } from '../features/shell/lazyPage';
import type { CloseColour } from '../stores/ModalStore';
import { useStores } from '../stores/StoresContext';
import FailOverlay from './content/FailOverlay';
import type { OverlayName } from './names';
import { overlayRegistry } from './registry';
import type { OverlayComponent, OverlayLoader } from './types';
import * as styles from './ModalHost.css';

const components = new Map<OverlayName, OverlayComponent>();

/**
 * The overlay's component, loading its chunk on first use (with the chunk timeout and retry). The
 * registry pairs each name with a component of that name's data, and `modal.open` pairs the name with
 * that data: the component is widened here to take the data the modal store holds.
 */
function overlayComponent(name: OverlayName): OverlayComponent {
  const load = overlayRegistry[name] as OverlayLoader;
  let component = components.get(name);
  if (!component) {
    component = lazyPage(load);
    components.set(name, component);
  }
  return component;
}

/**
 * Renders the modal store's overlay in the design system's Modal: page scroll is locked while it is
 * open, focus is trapped inside and returns to where it was on close, and the scroll position is
 * restored. Escape, the close button or a click outside closes it. The overlay itself supplies the
 * dialog's title (a Heading in the "title" slot), since many titles depend on the overlay's data.
 *
 * The Dialog is mounted only once the overlay's code has loaded (the Suspense boundary is outside it,
 * and each overlay gets its own Dialog): react-aria links the dialog to its title heading only if the
 * heading is in the page when the Dialog mounts, so a Dialog mounted around a loading overlay would
 * stay without an accessible name. While the code loads, a 'Loading' dialog stands in.
 */
export const ModalHost = observer(function ModalHost() {
  const { modal } = useStores();
  const name = modal.comp;
  const Overlay = useMemo(() => (name ? overlayComponent(name) : null), [name]);
  const close = () => modal.close();
  const frame = { closeColour: modal.closeColour, close };

  return (
    <Modal
      isOpen={modal.isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {Overlay ? (
        <ErrorBoundary
          key={name}
          fallback={(_error, reset) => (
            <OverlayDialog {...frame}>
              <FailOverlay
                data={{
                  title: 'This did not load',
                  message: 'Check your internet connection, then try again.',
                  retry: () => {
                    retryFailedChunks();
                    reset();
                  },
                }}
                close={close}
              />
            </OverlayDialog>
          )}
        >
          <Suspense
            fallback={
              <OverlayDialog {...frame} label="Loading">
                <Text tone="subtle">Loading…</Text>
              </OverlayDialog>
            }
          >
            <OverlayDialog {...frame}>
              <Overlay data={modal.data} close={close} />
            </OverlayDialog>
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </Modal>
  );
});
export default ModalHost;

/**
 * The dialog around an overlay: its close button in a row of its own at the dialog's top end (inside
 * the dialog, never over its title), then the overlay; `label` names it when no title heading does.
 */
function OverlayDialog({
  label,
  closeColour,
  close,
  children,
}: {
  label?: string;
  closeColour: CloseColour;
  close: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog className={styles.dialog} aria-label={label}>
      <div className={styles.closeRow} data-colour={closeColour}>
        <IconButton label="Close" icon="close" onPress={close} />
      </div>
      {children}
    </Dialog>
  );
}
