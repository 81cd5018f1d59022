import type { OverlayProps } from '../types';
import { MessageOverlay } from './MessageOverlay';

/** `modal-content`: a title and paragraphs of text. */
export default function ContentOverlay(props: OverlayProps<'modal-content'>) {
  return <MessageOverlay {...props} defaultTitle="More information" />;
}
