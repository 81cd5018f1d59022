import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, Stack, Text } from '@ds';
import { FormEmailField, FormSubmit, FormView } from '../../forms/FormFields';
import { accountStore } from '../../stores/AccountStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { passwordReminderForm, passwordReminderRequest } from './forms';

/**
 * The password reminder (`forms/password-reminder`): asks for the email address and then says the same
 * whether or not it has an account, so the form cannot be used to find out who has one.
 */
export const PasswordReminderForm = observer(function PasswordReminderForm() {
  const { modal } = useStores();
  const account = useStore(accountStore);
  const [form] = useState(passwordReminderForm);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <Stack space="medium">
        <Text role="status">
          If there is an account for {sentTo}, we have emailed it a link to reset the password. Check your inbox and
          your spam folder.
        </Text>
        <div>
          <Button variant="secondary" onPress={() => modal.open('forms/signin')}>
            Back to sign in
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <FormView
      form={form}
      aria-label="Reset your password"
      onSubmit={(values) => account.sendPasswordReminder(passwordReminderRequest(values))}
      onSuccess={() => setSentTo(form.values.Email.trim())}
    >
      <Text>Enter the email address you signed up with and we will send you a link to choose a new password.</Text>
      <FormEmailField form={form} name="Email" />
      <FormSubmit form={form}>Send the link</FormSubmit>
    </FormView>
  );
});
