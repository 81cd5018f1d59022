import type { OverlayProps } from '../types';
import { MessageOverlay } from './MessageOverlay';

/** `form-confirmation`: a form was sent (e.g. a message to a dealer). */
export default function FormConfirmationOverlay(props: OverlayProps<'form-confirmation'>) {
  return <MessageOverlay {...props} defaultTitle="Thank you" />;
}
