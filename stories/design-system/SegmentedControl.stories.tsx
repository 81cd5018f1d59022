import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Design system/Forms/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Price mode',
    items: [
      { id: 'total', label: 'Price' },
      { id: 'monthly', label: 'Monthly cost' },
    ],
    defaultSelectedKeys: ['total'],
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Price' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const monthly = canvas.getByRole('radio', { name: 'Monthly cost' });
    await expect(monthly).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(monthly).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['monthly']));
  },
};
export const MonthlySelected: Story = { args: { defaultSelectedKeys: ['monthly'] } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongLabel: Story = {
  args: {
    label: 'Payment type',
    items: [
      { id: 'cash', label: 'Pay in full' },
      { id: 'pcp', label: 'Personal contract purchase' },
      { id: 'hp', label: 'Hire purchase' },
    ],
    defaultSelectedKeys: ['pcp'],
  },
  decorators: [narrow],
};
