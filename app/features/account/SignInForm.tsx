import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, Inline, Text } from '@ds';
import { FormCheckbox, FormPasswordField, FormSubmit, FormView, FormEmailField } from '../../forms/FormFields';
import { accountStore } from '../../stores/AccountStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { signInForm, signInRequest } from './forms';

export interface SignInFormProps {
  /** After the session says signed in (the page needs nothing: it follows the session). */
  onSignedIn?: () => void;
}

/**
 * Sign in (the `/account/signin/` page and the `forms/signin` overlay): email and password with the
 * autocomplete password managers use, 'Keep me signed in', and the ways on to register and to the
 * password reminder (overlays). A wrong password gets the server's message at the top of the form.
 */
export const SignInForm = observer(function SignInForm({ onSignedIn }: SignInFormProps = {}) {
  const { modal } = useStores();
  const account = useStore(accountStore);
  const [form] = useState(signInForm);
  return (
    <FormView
      form={form}
      aria-label="Sign in"
      onSubmit={(values) => account.signIn(signInRequest(values))}
      onSuccess={onSignedIn}
    >
      <FormEmailField form={form} name="Email" />
      <FormPasswordField form={form} name="Password" label="Password" autoComplete="current-password" />
      <FormCheckbox form={form} name="RememberMe">
        Keep me signed in on this device
      </FormCheckbox>
      <FormSubmit form={form}>Sign in</FormSubmit>
      <Inline space="medium">
        <Button variant="link" onPress={() => modal.open('forms/password-reminder')}>
          Forgotten your password?
        </Button>
      </Inline>
      <Text>
        New to Forecourt?{' '}
        <Button variant="link" onPress={() => modal.open('forms/register')}>
          Create an account
        </Button>
      </Text>
    </FormView>
  );
});
