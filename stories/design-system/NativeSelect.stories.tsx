import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldWidths, NativeSelect } from '@ds';
import { narrow, narrowViewport } from '../support/decorators';
import { fieldStateProps, fieldStates, StateRow } from '../support/States';

const prices = [
  { value: '-1', label: 'No max' },
  ...[1000, 2000, 5000, 10000, 20000].map((price) => ({
    value: String(price),
    label: `£${price.toLocaleString('en-GB')}`,
  })),
];

const meta = {
  title: 'Components/Forms/NativeSelect',
  component: NativeSelect,
  args: { label: 'Max price', options: prices, onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
  parameters: {
    docs: {
      description: {
        component:
          'A styled native select (the GOV.UK choice, best on phones, no widget JavaScript): use it for plain option lists such as prices and distance.',
      },
    },
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At rest, hovered, focused by keyboard, disabled and invalid, side by side: the states forced on. */
export const States: Story = {
  render: (args) => (
    <StateRow states={fieldStates} target="select">
      {(state) => (
        <NativeSelect {...args} width="short" {...fieldStateProps(state, 'Max price must be greater than min')} />
      )}
    </StateRow>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Max price' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '£5,000');
    await expect(args.onChange).toHaveBeenCalledWith('5000');
  },
};
export const WithDescription: Story = { args: { description: 'Cash price, including VAT' } };
export const Invalid: Story = {
  args: { defaultValue: '1000', isInvalid: true, errorMessage: 'Max price must be greater than min' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Max price' })).toHaveAccessibleDescription(
      /Error:\s*Max price must be greater than min/,
    );
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const LongLabel: Story = {
  args: {
    label: 'Distance from your postcode',
    options: [
      { value: '1000', label: 'National (search the whole of the United Kingdom)' },
      { value: '10', label: 'Within 10 miles' },
    ],
  },
  decorators: [narrow],
};

/** At 320 px (a phone, or 400 % zoom), with its hint and an error message. */
export const Narrow: Story = {
  ...narrowViewport,
  args: {
    description: 'Cash price, including VAT',
    defaultValue: '1000',
    isInvalid: true,
    errorMessage: 'Max price must be greater than min',
  },
};
