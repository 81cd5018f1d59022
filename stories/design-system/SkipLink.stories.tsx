import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link, SkipLink, Stack, Text } from '@ds';
import { narrowViewport } from '../support/decorators';

const meta = {
  title: 'Components/Navigation/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  render: (args) => (
    <Stack>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <Link href="/search/car/">Used cars</Link>
      </nav>
      <main id="story-main">
        <Text>Main content</Text>
      </main>
    </Stack>
  ),
  parameters: {
    docs: { description: { component: 'Hidden until focused; moves focus past the header to the main content.' } },
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('button', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** At 320 px (a phone, or 400 % zoom): once focused, the link shows whole, inside the screen. */
export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('button', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    const { left, right } = skip.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
