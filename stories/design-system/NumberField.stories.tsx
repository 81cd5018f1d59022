import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldWidths, NumberField } from '@ds';
import { minimumCredit } from '@domain/finance';
import { validationMessages } from '@domain/validation';
import { Deposit } from '../../openapi/generated/limits';
import { narrow, narrowViewport } from '../support/decorators';
import { fieldStateProps, fieldStates, StateRow } from '../support/States';

const meta = {
  title: 'Components/Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Deposit',
    defaultValue: 1000,
    step: 500,
    minValue: 0,
    maxValue: Deposit.maximum,
    formatOptions: { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 },
    onChange: fn(),
  },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At rest, hovered, focused, disabled and invalid, side by side: the states forced on. */
export const States: Story = {
  render: (args) => (
    // The field's box and its input, not its − and + buttons: those have states of their own.
    <StateRow states={fieldStates} target='[role="group"], input'>
      {(state) => <NumberField {...args} width="short" {...fieldStateProps(state, 'Enter a deposit in pounds')} />}
    </StateRow>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Deposit' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1500);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(500);
  },
};
export const Mileage: Story = {
  args: { label: 'Annual mileage', defaultValue: 10000, step: 1000, maxValue: 999999, formatOptions: {} },
};
export const Invalid: Story = {
  // The calculator's message for a deposit outside the contract's range.
  args: { isInvalid: true, errorMessage: validationMessages.deposit },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Empty: Story = { args: { defaultValue: undefined } };
export const LongLabel: Story = {
  args: {
    label: 'How much would you like to put down as a deposit on this vehicle?',
    // The calculator's hint: a deposit must leave the minimum credit to borrow.
    description: `In whole pounds, £0 or more, leaving at least £${minimumCredit.toLocaleString('en-GB')} to borrow`,
  },
  decorators: [narrow],
};

/** At 320 px (a phone, or 400 % zoom): a long label and its hint wrap above the field. */
export const Narrow: Story = { ...narrowViewport, args: { ...LongLabel.args } };
