import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading photos', value: 60 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Uploading photos' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Indeterminate: Story = { args: { isIndeterminate: true, label: 'Finding cars' } };
export const WithoutValue: Story = { args: { showValue: false } };
export const Narrow: Story = { args: { label: 'Checking the vehicle history with the DVLA' }, decorators: [narrow] };
