import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, Inline, Link, Modal, modalSizes, Stack, Text } from '@ds';
import { narrowViewport } from '../support/decorators';

const meta = {
  title: 'Components/Overlays/Modal',
  component: Modal,
  args: { size: 'medium', children: null },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Dealer tools</Button>
      <Modal {...args}>
        <Dialog title="Dealer Administration">
          {({ close }) => (
            <Stack>
              <Text>Please select a portal</Text>
              <Inline>
                <Link href="https://inventory.dealers.example" isExternal>
                  Vehicle inventory
                </Link>
                <Link href="https://insight.dealers.example" isExternal>
                  Insight and response tracking
                </Link>
              </Inline>
              <div>
                <Button variant="tertiary" onPress={close}>
                  Cancel
                </Button>
              </div>
            </Stack>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      // Stories that open a dialog show it in a frame of their own, so it does not cover the docs page.
      story: { inline: false, height: '40rem' },
      description: {
        component:
          'Dialog in a Modal (react-aria-components): scroll locked and restored, focus trapped, Escape closes, focus returns to the trigger.',
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Dealer tools' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Dealer Administration' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Small: Story = { args: { defaultOpen: true, size: 'small' } };
export const Large: Story = { args: { defaultOpen: true, size: 'large' } };
/** The whole viewport, for content that needs every pixel (a photo gallery shown full screen). */
export const FullScreen: Story = { args: { defaultOpen: true, size: 'fullScreen' } };
export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Modal {...args}>
      <Dialog title="Representative example for a personal contract purchase agreement on a used car">
        <Stack>
          {Array.from({ length: 12 }, (_, i) => (
            <Text key={i}>
              Borrowing £10,000 over 48 months with a deposit of £1,000: representative 9.9% APR, fixed interest rate
              5.1% a year.
            </Text>
          ))}
        </Stack>
      </Dialog>
    </Modal>
  ),
};

/** Page scroll is locked while open and the position is the same after closing. */
export const ScrollLockAndRestore: Story = {
  render: (args) => (
    <Stack space="xxxlarge">
      {Array.from({ length: 30 }, (_, i) => (
        <Text key={i}>{`Result ${i + 1}`}</Text>
      ))}
      <DialogTrigger>
        <Button variant="secondary">Report this advert</Button>
        <Modal {...args}>
          <Dialog title="Report this advert">
            <Text>Tell us what is wrong with this advert.</Text>
          </Dialog>
        </Modal>
      </DialogTrigger>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Report this advert' });
    trigger.scrollIntoView();
    const scrolled = window.scrollY;
    await expect(scrolled).toBeGreaterThan(0);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Report this advert' });
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.documentElement.style.overflow).not.toBe('hidden');
    await expect(window.scrollY).toBe(scrolled);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** At 320 px (a phone, or 400 % zoom): the dialog fills the width, its title wraps between words. */
export const Narrow: Story = { ...narrowViewport, args: { defaultOpen: true } };
