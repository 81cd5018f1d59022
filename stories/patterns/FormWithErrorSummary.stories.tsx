import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MessageField, PersonFields, PhoneField } from '@app/features/contact/ContactForm';
import { contactDealerForm } from '@app/features/contact/forms';
import { FormSubmit, FormView } from '@app/forms/FormFields';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores } from '@app/stores/testing';
import { column, narrow } from '../support/decorators';

interface EnquiryFormProps {
  /** What the person typed before pressing Send. */
  typed?: { Name?: string; Email?: string; MobileNumber?: string; Message?: string };
  /** Send was pressed: every field is checked, and the summary lists what is wrong. */
  submitted?: boolean;
}

/**
 * The app's own enquiry form (its fields, rules and messages, and the form layer's error summary), in
 * the state the story asks for: as first seen, or after Send with the values typed.
 */
function EnquiryForm({ typed = {}, submitted = false }: EnquiryFormProps) {
  const [stores] = useState(() => createTestStores(() => new Response(null, { status: 204 })).stores);
  const [form] = useState(() => {
    const made = contactDealerForm({ Name: '', Email: '', MobileNumber: '', PhoneNumber: '', PostCode: '' });
    for (const [name, value] of Object.entries(typed)) made.setValue(name as keyof typeof typed, value);
    if (submitted) void made.submit(async () => undefined);
    return made;
  });
  return (
    <StoresProvider stores={stores}>
      <FormView form={form} aria-label="Email the dealer" onSubmit={async () => undefined}>
        <PersonFields form={form} />
        <PhoneField form={form} name="MobileNumber" label="Mobile number (optional)" />
        <MessageField form={form} name="Message" label="Your message" />
        <FormSubmit form={form}>Send message</FormSubmit>
      </FormView>
    </StoresProvider>
  );
}

const meta = {
  title: 'Patterns/Form with an error summary',
  component: EnquiryForm,
  decorators: [column],
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a person first sees it: nothing is checked while they type. */
export const AsFirstSeen: Story = {};

/** After Send with mistakes: the summary at the top lists each one, and each field says what to do. */
export const AfterAFailedSubmit: Story = {
  args: { typed: { Name: 'Sam 2', MobileNumber: '07700 9001' }, submitted: true },
};

/** Every required field left empty: each message names the field and says what to enter. */
export const NothingEntered: Story = { args: { submitted: true } };

/** 320 px wide (a phone, or 400 % zoom): the summary and the fields stack, nothing scrolls sideways. */
export const Narrow: Story = {
  args: { typed: { Name: 'Sam 2', MobileNumber: '07700 9001' }, submitted: true },
  decorators: [narrow],
};
