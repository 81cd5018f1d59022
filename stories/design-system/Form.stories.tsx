import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, ErrorSummary, type ErrorSummaryItem, Form, PostcodeField, TextField } from '@ds';
// The rules and messages are the product's (every form uses the same module).
import { rules, validator } from '@domain/validation';
import { narrow } from '../support/decorators';

const check = {
  'contact-name': validator(rules.name, { required: 'Enter your name' }),
  'contact-email': validator(rules.email, { required: 'Enter your email address' }),
  'contact-postcode': validator(rules.postcode, { required: 'Enter your postcode' }),
};

function ContactDealerForm() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [values, setValues] = useState({ name: '', email: '', postcode: '' });
  const errorFor = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  return (
    <Form
      aria-label="Contact the dealer"
      onSubmit={(event) => {
        event.preventDefault();
        const next: ErrorSummaryItem[] = [];
        const fieldValues = {
          'contact-name': values.name,
          'contact-email': values.email,
          'contact-postcode': values.postcode,
        };
        for (const [fieldId, value] of Object.entries(fieldValues)) {
          const message = check[fieldId as keyof typeof check](value);
          if (message) next.push({ fieldId, message });
        }
        setErrors(next);
      }}
    >
      <ErrorSummary errors={errors} />
      <TextField
        id="contact-name"
        label="Full name"
        autoComplete="name"
        value={values.name}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
        isInvalid={!!errorFor('contact-name')}
        errorMessage={errorFor('contact-name')}
      />
      <TextField
        id="contact-email"
        label="Email address"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        isInvalid={!!errorFor('contact-email')}
        errorMessage={errorFor('contact-email')}
      />
      <PostcodeField
        id="contact-postcode"
        value={values.postcode}
        onChange={(postcode) => setValues((v) => ({ ...v, postcode }))}
        isInvalid={!!errorFor('contact-postcode')}
        errorMessage={errorFor('contact-postcode')}
      />
      <div>
        <Button type="submit">Send enquiry</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Components/Forms/Form',
  component: Form,
  render: () => <ContactDealerForm />,
  parameters: {
    docs: {
      description: {
        component:
          'react-aria-components Form with the GOV.UK error summary: on a failed submit the summary takes focus, is announced and links each error to its field.',
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submit with Enter, land on the summary, follow a link to the field. */
export const ErrorSummaryOnSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Sam 2');
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('There is a problem');
    await expect(alert.parentElement).toHaveFocus();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Enter your email address' });
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
  },
};
export const Narrow: Story = { decorators: [narrow] };
