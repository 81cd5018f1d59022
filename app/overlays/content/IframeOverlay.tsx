import type { OverlayProps } from '../types';
import { FrameOverlay } from './FrameOverlay';

/** `iframe`: another page in a 16:9 frame (e.g. a video tour). */
export default function IframeOverlay(props: OverlayProps<'iframe'>) {
  return <FrameOverlay {...props} tall={false} />;
}
