import { observer } from 'mobx-react-lite';
import { Button, Stack, Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { CompleteAccountForm } from './CompleteAccountForm';

/** `forms/complete-account`: the account's details; saved, it closes and says so. Signed out, it asks to sign in. */
const CompleteAccountOverlay = observer(function CompleteAccountOverlay({
  close,
}: OverlayProps<'forms/complete-account'>) {
  const { modal, session, toasts } = useStores();
  return (
    <OverlayLayout title="Your details" close={close} closeLabel={null}>
      {session.isSignedIn ? (
        <CompleteAccountForm
          onCompleted={() => {
            close();
            toasts.show('Your details have been saved', { tone: 'success' });
          }}
        />
      ) : (
        <Stack space="medium">
          <Text>Please sign in to use your account.</Text>
          <div>
            <Button onPress={() => modal.open('forms/signin')}>Sign in</Button>
          </div>
        </Stack>
      )}
    </OverlayLayout>
  );
});

export default CompleteAccountOverlay;
