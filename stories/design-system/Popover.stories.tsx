import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogTrigger, Popover, Text } from '@ds';
import { narrowViewport } from '../support/decorators';

const meta = {
  title: 'Components/Overlays/Popover',
  component: Popover,
  args: { label: 'About ULEZ', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="link">What is ULEZ?</Button>
      <Popover {...args}>
        <Text>The Ultra Low Emission Zone charges vehicles that do not meet its emission standards.</Text>
      </Popover>
    </DialogTrigger>
  ),
  parameters: {
    layout: 'centered',
    docs: {
      // Stories that open a popover show it in a frame of their own, so it does not cover the docs page.
      story: { inline: false, height: '20rem' },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is ULEZ?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'About ULEZ' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Open: Story = { args: { isOpen: true } };
export const NoArrow: Story = { args: { isOpen: true, hasArrow: false } };

/** At 320 px (a phone, or 400 % zoom): the popover stays inside the screen and its text wraps. */
export const Narrow: Story = { ...narrowViewport, args: { isOpen: true } };
