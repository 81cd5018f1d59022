import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, Inline, Stack, Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { RegisterForm } from './RegisterForm';

/**
 * `forms/register`: create an account. Registered (and signed in), it says so and offers to complete
 * the account's details.
 */
const RegisterOverlay = observer(function RegisterOverlay({ close }: OverlayProps<'forms/register'>) {
  const { modal, session } = useStores();
  const [registered, setRegistered] = useState(false);
  if (!registered) {
    return (
      <OverlayLayout title="Create an account" close={close} closeLabel={null}>
        <RegisterForm onRegistered={() => setRegistered(true)} />
      </OverlayLayout>
    );
  }
  const user = session.user;
  return (
    <OverlayLayout title="Your account is ready" close={close} closeLabel={null}>
      <Stack space="medium">
        <Text role="status">You are signed in{user ? ` as ${user.FirstName} ${user.LastName}` : ''}.</Text>
        {user && !user.IsComplete ? (
          <Text>Add your postcode and phone number now, so you can contact dealers from your account.</Text>
        ) : null}
        <Inline space="small">
          {user && !user.IsComplete ? (
            <Button onPress={() => modal.open('forms/complete-account')}>Add your details</Button>
          ) : null}
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        </Inline>
      </Stack>
    </OverlayLayout>
  );
});

export default RegisterOverlay;
