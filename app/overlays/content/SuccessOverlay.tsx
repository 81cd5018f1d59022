import type { OverlayProps } from '../types';
import { MessageOverlay } from './MessageOverlay';

/** `success`: something worked (e.g. a search was saved). */
export default function SuccessOverlay(props: OverlayProps<'success'>) {
  return <MessageOverlay {...props} defaultTitle="Done" />;
}
