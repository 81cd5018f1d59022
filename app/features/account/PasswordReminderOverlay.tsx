import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { PasswordReminderForm } from './PasswordReminderForm';

/** `forms/password-reminder`: ask for a link to reset the password. */
export default function PasswordReminderOverlay({ close }: OverlayProps<'forms/password-reminder'>) {
  return (
    <OverlayLayout title="Reset your password" close={close} closeLabel={null}>
      <PasswordReminderForm />
    </OverlayLayout>
  );
}
