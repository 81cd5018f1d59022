import { useStores } from '../../stores/StoresContext';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { SignInForm } from './SignInForm';

/** `forms/signin`: the sign-in form in an overlay; signed in, it closes and says so. */
export default function SignInOverlay({ close }: OverlayProps<'forms/signin'>) {
  const { toasts } = useStores();
  return (
    <OverlayLayout title="Sign in" close={close} closeLabel={null}>
      <SignInForm
        onSignedIn={() => {
          close();
          toasts.show('You are signed in', { tone: 'success' });
        }}
      />
    </OverlayLayout>
  );
}
