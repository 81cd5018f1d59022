import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormPostcodeField, FormSubmit, FormTextField, FormView } from '../../forms/FormFields';
import { accountStore } from '../../stores/AccountStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { NameFields } from './NameFields';
import { completeAccountForm, completeAccountRequest } from './forms';

/**
 * Complete the account (`forms/complete-account`): the details an account needs before contacting
 * dealers from it: name (filled in from the account), postcode, and a mobile or a landline number.
 */
export const CompleteAccountForm = observer(function CompleteAccountForm({ onCompleted }: { onCompleted: () => void }) {
  const { session } = useStores();
  const account = useStore(accountStore);
  const [form] = useState(() => completeAccountForm(session.user));
  return (
    <FormView
      form={form}
      aria-label="Your details"
      onSubmit={(values) => account.completeAccount(completeAccountRequest(values))}
      onSuccess={onCompleted}
    >
      <NameFields form={form} />
      <FormPostcodeField form={form} name="PostCode" label="Postcode" />
      <FormTextField
        form={form}
        name="MobileNumber"
        label="Mobile number"
        description="A mobile or a landline number, so dealers can call you back. For example, 07700 900123"
        type="tel"
        autoComplete="tel"
        width="medium"
      />
      <FormTextField
        form={form}
        name="PhoneNumber"
        label="Landline number (optional if you gave a mobile)"
        description="For example, 020 7946 0321"
        type="tel"
        autoComplete="tel"
        width="medium"
      />
      <FormSubmit form={form}>Save your details</FormSubmit>
    </FormView>
  );
});
