import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, Text } from '@ds';
import type { FormReceipt } from '../../api/types';
import { FormEmailField, FormSubmit, FormTextArea, FormTextField, FormView } from '../../forms/FormFields';
import type { FormState, FormValues, TextFieldName } from '../../forms/FormState';
import type { MessageData } from '../../overlays/types';
import { contactStore } from '../../stores/ContactStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { messageLimit } from './forms';

export interface ContactFormViewProps<V extends FormValues> {
  form: FormState<V>;
  /** The draft's name in the contact store: discarded once the form went through. */
  draftKey: string;
  /** Names the form (the overlay's title). */
  label: string;
  /** The store's call; its receipt fills the confirmation. */
  send: (values: V) => Promise<FormReceipt>;
  /** What `form-confirmation` says once the form went through. */
  confirmation: (receipt: FormReceipt, values: V) => MessageData;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A contact form in its overlay: the form layer's view (error summary that takes focus, fields checked
 * on submit, server errors on their fields or the form), the reCAPTCHA notice when the session needs the
 * challenge, and the submit button. Once sent, its draft goes and `form-confirmation` replaces the
 * overlay; a failure keeps the form open with everything typed, and so does closing it (the draft is
 * the contact store's).
 */
export const ContactFormView = observer(function ContactFormView<V extends FormValues>({
  form,
  draftKey,
  label,
  send,
  confirmation,
  submitLabel,
  children,
}: ContactFormViewProps<V>) {
  const { modal, session } = useStores();
  const contact = useStore(contactStore);
  return (
    <FormView
      form={form}
      aria-label={label}
      onSubmit={async (values) => {
        const receipt = await send(values);
        contact.discardDraft(draftKey);
        modal.open('form-confirmation', confirmation(receipt, values));
      }}
    >
      {children}
      {session.recaptcha.required ? <RecaptchaNotice /> : null}
      <FormSubmit form={form}>{submitLabel}</FormSubmit>
    </FormView>
  );
});

/** Google's terms ask for this wherever the invisible challenge runs without its badge. */
export function RecaptchaNotice() {
  return (
    <Text size="small" tone="subtle">
      This form is protected by reCAPTCHA and the Google{' '}
      <Link href="https://policies.google.com/privacy" isExternal>
        Privacy Policy
      </Link>{' '}
      and{' '}
      <Link href="https://policies.google.com/terms" isExternal>
        Terms of Service
      </Link>{' '}
      apply.
    </Text>
  );
}

/** The fields that say who is asking: full name and email address (described by who replies to it). */
export function PersonFields<V extends FormValues & { Name: string; Email: string }>({
  form,
  emailDescription = 'The dealer replies to this address',
}: {
  form: FormState<V>;
  emailDescription?: string;
}) {
  return (
    <>
      <FormTextField
        form={form}
        name={'Name' as TextFieldName<V>}
        label="Your name"
        autoComplete="name"
        width="long"
        spellCheck="false"
      />
      <FormEmailField form={form} name={'Email' as TextFieldName<V>} description={emailDescription} width="long" />
    </>
  );
}

/** A UK telephone field: `type="tel"`, `autoComplete="tel"` (STYLE.md). */
export function PhoneField<V extends FormValues>({
  form,
  name,
  label,
  description,
}: {
  form: FormState<V>;
  name: TextFieldName<V>;
  label: string;
  description?: string;
}) {
  return (
    <FormTextField
      form={form}
      name={name}
      label={label}
      description={description}
      type="tel"
      autoComplete="tel"
      width="medium"
    />
  );
}

/** A message box with the contract's 2,000-character limit counted. */
export function MessageField<V extends FormValues>({
  form,
  name,
  label,
  description,
}: {
  form: FormState<V>;
  name: TextFieldName<V>;
  label: string;
  description?: string;
}) {
  return <FormTextArea form={form} name={name} label={label} description={description} characterLimit={messageLimit} />;
}

const partnerList = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** The thank-you's word about the dealer's finance and insurance partners (requirements 3.3). */
export function partnersParagraph(partners: readonly string[] | undefined): string[] {
  if (!partners?.length) return [];
  return [`Looking for finance or insurance too? ${partnerList.format(partners)} can help.`];
}
