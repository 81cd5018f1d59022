import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, Link, Text } from '@ds';
import {
  FormCheckbox,
  FormEmailField,
  FormPasswordField,
  FormPostcodeField,
  FormSubmit,
  FormView,
} from '../../forms/FormFields';
import { accountStore } from '../../stores/AccountStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { NameFields } from './NameFields';
import { registerForm, registerRequest } from './forms';

/**
 * Create an account (`forms/register`): name, email, a new password (9 to 32 characters with a letter
 * and a digit), an optional postcode, the terms and the marketing choice. An email that already has an
 * account is refused by the server on the Email field.
 */
export const RegisterForm = observer(function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { modal } = useStores();
  const account = useStore(accountStore);
  const [form] = useState(registerForm);
  return (
    <FormView
      form={form}
      aria-label="Create an account"
      onSubmit={(values) => account.register(registerRequest(values))}
      onSuccess={onRegistered}
    >
      <NameFields form={form} />
      <FormEmailField form={form} name="Email" />
      <FormPasswordField
        form={form}
        name="Password"
        label="Create a password"
        description="9 to 32 characters, with at least 1 number and 1 letter"
        autoComplete="new-password"
      />
      <FormPostcodeField
        form={form}
        name="PostCode"
        label="Postcode (optional)"
        description="We use it to show how far vehicles are from you"
      />
      <FormCheckbox
        form={form}
        name="AcceptTerms"
        label="Terms of use"
        description={
          <Link href="/terms-of-use/" isExternal>
            Read the terms of use
          </Link>
        }
      >
        I accept the terms of use
      </FormCheckbox>
      <FormCheckbox form={form} name="MarketingOptIn">
        Email me offers and news from Forecourt
      </FormCheckbox>
      <FormSubmit form={form}>Create account</FormSubmit>
      <Text>
        Already have an account?{' '}
        <Button variant="link" onPress={() => modal.open('forms/signin')}>
          Sign in
        </Button>
      </Text>
    </FormView>
  );
});
