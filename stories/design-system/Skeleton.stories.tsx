import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes, Stack } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Rect: Story = { args: { shape: 'rect' } };
export const Circle: Story = { args: { shape: 'circle' } };
/** A vehicle card while it loads: the region says it is busy, the skeleton is hidden. */
export const CardPlaceholder: Story = {
  render: () => (
    <Stack aria-busy="true" aria-label="Loading vehicles" as="section">
      <Skeleton shape="rect" />
      <Skeleton lines={3} />
    </Stack>
  ),
  decorators: [narrow],
};
