import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, segmentedControlLabelVisibilities } from '@ds';
import { narrow, narrowViewport } from '../support/decorators';
import { StateRow } from '../support/States';

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

/**
 * A segment not chosen and the chosen one (the state forced on that segment only): at rest, hovered,
 * focused by keyboard, pressed and disabled.
 */
export const States: Story = {
  render: (args) => (
    <>
      {(['monthly', 'total'] as const).map((segment) => (
        <StateRow
          key={segment}
          name={segment === 'monthly' ? 'Segment not chosen (Monthly cost)' : 'Chosen segment (Price)'}
          target={`label:has(input[value="${segment}"])`}
          // Disabled shows both segments in the first row.
          states={segment === 'monthly' ? undefined : ['rest', 'hover', 'focus-visible', 'pressed']}
        >
          {(state) => <SegmentedControl {...args} value="total" isDisabled={state === 'disabled'} />}
        </StateRow>
      ))}
    </>
  ),
};

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
