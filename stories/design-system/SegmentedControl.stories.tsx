import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, segmentedControlLabelVisibilities } from '@ds';
import { narrow, narrowViewport } from '../support/decorators';

const meta = {
  title: 'Components/Forms/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Price mode',
    items: [
      { id: 'total', label: 'Price' },
      { id: 'monthly', label: 'Monthly cost' },
    ],
    defaultValue: 'total',
    onChange: fn(),
  },
  argTypes: {
    labelVisibility: { control: 'inline-radio', options: segmentedControlLabelVisibilities },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group: Tab lands on the selected segment, the arrow keys move the selection. */
export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Price mode' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Price' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const monthly = canvas.getByRole('radio', { name: 'Monthly cost' });
    await expect(monthly).toHaveFocus();
    await expect(monthly).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Price' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('total');
  },
};
export const MonthlySelected: Story = { args: { defaultValue: 'monthly' } };
export const VisibleLabel: Story = { args: { labelVisibility: 'visible' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongLabel: Story = {
  args: {
    label: 'Payment type',
    items: [
      { id: 'cash', label: 'Pay in full' },
      { id: 'pcp', label: 'Personal contract purchase' },
      { id: 'hp', label: 'Hire purchase' },
    ],
    defaultValue: 'pcp',
  },
  decorators: [narrow],
};

/** At 320 px (a phone, or 400 % zoom). */
export const Narrow: Story = { ...narrowViewport, args: { ...LongLabel.args } };
