import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline, Spinner, spinnerSizes } from '@ds';

const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
  args: { label: 'Finding cars near you' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Finding cars near you' })).toBeInTheDocument();
  },
};
export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {spinnerSizes.map((size) => (
        <Spinner {...args} key={size} size={size} label={`Loading (${size})`} />
      ))}
    </Inline>
  ),
};
