import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, VisuallyHidden } from '@ds';

const meta = {
  title: 'Components/Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Ford Focus from your shortlist' },
  parameters: {
    docs: { description: { component: 'Text read by assistive technology but not shown.' } },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows "Remove"; a screen reader hears "Remove Ford Focus from your shortlist". */
export const InAButton: Story = {
  render: (args) => (
    <Button variant="secondary">
      Remove <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove Ford Focus from your shortlist' }),
    ).toBeInTheDocument();
  },
};
