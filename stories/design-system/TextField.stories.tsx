import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldWidths, TextField } from '@ds';
import { narrow } from '../support/decorators';
import { fieldStateProps, fieldStates, StateRow } from '../support/States';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  args: { label: 'Email address', type: 'email', autoComplete: 'email', onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
  parameters: {
    docs: {
      description: {
        component:
          'Label, hint, error and input on react-aria-components TextField. The hint and error are in aria-describedby; the error starts with a visually hidden "Error:" (GOV.UK).',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At rest, hovered, focused, disabled and invalid, side by side: the states forced on. */
export const States: Story = {
  render: (args) => (
    <StateRow states={fieldStates}>
      {(state) => (
        <TextField
          {...args}
          width="medium"
          defaultValue={state === 'invalid' ? 'sam@' : ''}
          {...fieldStateProps(state, 'Enter an email address in the correct format')}
        />
      )}
    </StateRow>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('sam@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('sam@example.com');
  },
};
export const WithDescription: Story = { args: { description: 'We only use it to reply to your enquiry' } };
export const Invalid: Story = {
  args: {
    description: 'We only use it to reply to your enquiry',
    defaultValue: 'sam@',
    isInvalid: true,
    errorMessage: 'A valid email address is required',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Error:\s*A valid email address is required/);
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'sam@example.com' } };
export const Required: Story = { args: { isRequired: true } };
export const Empty: Story = { args: { placeholder: undefined, defaultValue: '' } };
export const Phone: Story = {
  args: { label: 'Phone number', type: 'tel', autoComplete: 'tel', defaultValue: '07700 900123', width: 'medium' },
};
export const MaxLengthAndTransform: Story = {
  args: {
    label: 'Registration number',
    type: 'text',
    autoComplete: 'off',
    maxLength: 8,
    width: 'short',
    transform: (value: string) => value.toUpperCase(),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Registration number' });
    await userEvent.type(input, 'ab12 cde xyz');
    await expect(input).toHaveValue('AB12 CDE');
  },
};
export const Widths: Story = {
  render: (args) => (
    <div>
      {fieldWidths.map((width) => (
        <TextField {...args} key={width} width={width} label={`Width ${width}`} />
      ))}
    </div>
  ),
};
export const LongLabel: Story = {
  args: {
    label: 'Tell the dealer anything else they should know before you visit, such as the best time to call',
    description: 'Do not include bank details or passwords',
  },
  decorators: [narrow],
};
export const Narrow: Story = {
  args: { isInvalid: true, errorMessage: 'A valid email address is required' },
  decorators: [narrow],
};
