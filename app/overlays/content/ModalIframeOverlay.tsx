import type { OverlayProps } from '../types';
import { FrameOverlay } from './FrameOverlay';

/** `modal-iframe`: another page in a tall frame (e.g. a partner's form). */
export default function ModalIframeOverlay(props: OverlayProps<'modal-iframe'>) {
  return <FrameOverlay {...props} tall={true} />;
}
