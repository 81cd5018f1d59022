import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorSummary, Stack, TextField } from '@ds';
import { narrow, narrowViewport } from '../support/decorators';

const meta = {
  title: 'Components/Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'summary-email', message: 'A valid email address is required' },
      { fieldId: 'summary-phone', message: 'A valid mobile number is required' },
    ],
  },
  render: (args) => (
    <Stack space="large">
      <ErrorSummary {...args} />
      <TextField id="summary-email" label="Email address" isInvalid errorMessage="A valid email address is required" />
      <TextField
        id="summary-phone"
        label="Mobile number"
        type="tel"
        isInvalid
        errorMessage="A valid mobile number is required"
      />
    </Stack>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').parentElement).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'A valid mobile number is required' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  },
};
export const Empty: Story = { args: { errors: [] } };
export const LongText: Story = {
  args: {
    errors: [
      {
        fieldId: 'summary-email',
        message:
          'Your password must be between 9 and 32 characters (yours has 33) and include at least 1 letter (a to z) and 1 number',
      },
    ],
  },
  decorators: [narrow],
};
/** An error about the whole form (no field to link to, e.g. the server's message) is listed as text. */
export const FormError: Story = {
  args: {
    errors: [
      { fieldId: 'summary-email', message: 'A valid email address is required' },
      { message: 'Sorry, something went wrong on our side. Please try again in a few minutes.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, something went wrong on our side.');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** At 320 px (a phone, or 400 % zoom): long messages wrap. */
export const Narrow: Story = { ...narrowViewport, args: { ...LongText.args } };
