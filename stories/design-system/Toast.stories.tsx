import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, createToastQueue, Inline, showToast, ToastRegion, toastTimeouts, type ToastContent } from '@ds';
import { ownDocsFrame, narrowViewport } from '../support/decorators';

const queue = createToastQueue();
const openShortlist = fn().mockName('openShortlist');

const examples: Record<string, ToastContent> = {
  success: { title: 'Car added to shortlist', tone: 'success', action: { label: 'View', onAction: openShortlist } },
  neutral: { title: 'Your shortlist is full', description: 'You can add up to 25 vehicles.', tone: 'neutral' },
  critical: { title: 'We could not save your search', description: 'Please try again.', tone: 'critical' },
};

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastRegion,
  args: { queue },
  render: (args) => (
    <>
      <Inline>
        <Button onPress={() => showToast(queue, examples.success as ToastContent)}>Add to shortlist</Button>
        <Button variant="secondary" onPress={() => showToast(queue, examples.neutral as ToastContent)}>
          Shortlist full
        </Button>
        <Button
          variant="secondary"
          onPress={() => showToast(queue, examples.critical as ToastContent, toastTimeouts.general)}
        >
          Save search fails
        </Button>
      </Inline>
      <ToastRegion {...args} />
    </>
  ),
  beforeEach: () => {
    queue.clear();
    openShortlist.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A queue and a bottom-centre region (react-aria-components UNSTABLE_ToastRegion). 2000 ms for success, 4000 ms for others on the shortlist, 5000 ms elsewhere (`toastTimeouts.general`); hover or focus pauses; F6 reaches the region.',
      },
    },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Add to shortlist' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog', { name: 'Car added to shortlist' });
    await expect(toast).toBeVisible();
    // The region comes after the page in tab order: the toast, then its action.
    const view = screen.getByRole('button', { name: 'View' });
    for (let i = 0; i < 6 && document.activeElement !== view; i += 1) await userEvent.tab();
    await expect(view).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openShortlist).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * A toast of each tone that stays on screen for designers to inspect: added to a queue of its own with
 * no timeout (the app's toasts always have one), so it goes only when dismissed.
 */
function StayingToast({ content }: { content: ToastContent }) {
  const [stayingQueue] = useState(() => {
    const staying = createToastQueue();
    staying.add(content);
    return staying;
  });
  return <ToastRegion queue={stayingQueue} />;
}

/** Toasts sit at the bottom of the window: each shows in a frame of its own on the docs page. */
const stillDocs = ownDocsFrame('12rem');

export const SuccessOnScreen: Story = {
  render: () => <StayingToast content={examples.success as ToastContent} />,
  parameters: stillDocs,
};
export const NeutralOnScreen: Story = {
  render: () => <StayingToast content={examples.neutral as ToastContent} />,
  parameters: stillDocs,
};
export const CriticalOnScreen: Story = {
  render: () => <StayingToast content={examples.critical as ToastContent} />,
  parameters: stillDocs,
};

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Shortlist full' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Your shortlist is full' })).toBeVisible();
  },
};
export const Critical: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save search fails' }));
    await expect(await screen.findByRole('alertdialog', { name: 'We could not save your search' })).toBeVisible();
  },
};

/** At 320 px (a phone, or 400 % zoom): two toasts that stay until dismissed, across the screen's width. */
export const Narrow: Story = {
  ...narrowViewport,
  beforeEach: () => {
    queue.add(examples.neutral as ToastContent);
    queue.add(examples.critical as ToastContent);
  },
};
