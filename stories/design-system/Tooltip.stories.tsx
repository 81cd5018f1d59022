import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton, Tooltip } from '@ds';
import { narrowViewport } from '../support/decorators';

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: Tooltip,
  args: { content: 'Vehicles you saved', children: <IconButton label="Shortlist" icon="heart" /> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Shortlist' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Vehicles you saved');
    await expect(button).toHaveAccessibleDescription('Vehicles you saved');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: 'Vehicles you saved stay here for 30 days, or for good once you sign in to your account.',
  },
};

/** At 320 px (a phone, or 400 % zoom): a long tip wraps inside the screen. */
export const Narrow: Story = { ...narrowViewport, args: { ...LongText.args } };
