import { observer } from 'mobx-react-lite';
import { Suspense, useMemo } from 'react';
import { Dialog } from 'react-aria-components';
import { IconButton, Modal, Text } from '@ds';
import { ErrorBoundary } from '../features/shell/ErrorBoundary';
import { lazyPage, retryFailedChunks } from '../features/shell/lazyPage';
import { useStores } from '../stores/StoresContext';
import FailOverlay from './content/FailOverlay';
import type { OverlayName } from './names';
import { overlayRegistry } from './registry';
import type { OverlayComponent } from './types';
import * as styles from './ModalHost.css';

const components = new Map<OverlayName, OverlayComponent>();

/** The overlay's component, loading its chunk on first use (with the chunk timeout and retry). */
function overlayComponent(name: OverlayName): OverlayComponent | null {
  const load = overlayRegistry[name];
  if (!load) return null;
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
 */
export const ModalHost = observer(function ModalHost() {
  const { modal } = useStores();
  const name = modal.comp;
  const Overlay = useMemo(() => (name ? overlayComponent(name) : null), [name]);
  const close = () => modal.close();

  return (
    <Modal
      isOpen={modal.isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog className={styles.dialog} aria-label={Overlay ? undefined : 'Not available'}>
        <div className={styles.close} data-colour={modal.closeColour}>
          <IconButton label="Close" icon="close" onPress={close} />
        </div>
        {Overlay ? (
          <ErrorBoundary
            key={name}
            fallback={(_error, reset) => (
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
            )}
          >
            <Suspense fallback={<Text tone="subtle">Loading…</Text>}>
              <Overlay data={modal.data} close={close} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <Text>This is not available yet.</Text>
        )}
      </Dialog>
    </Modal>
  );
});
export default ModalHost;
