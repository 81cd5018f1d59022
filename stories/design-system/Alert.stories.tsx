import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, alertTones, Button, Heading, Link, Stack } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Feedback/Alert',
  component: Alert,
  args: {
    title: 'Prices include VAT',
    children: 'Every van price on this page includes VAT at 20%. Businesses can usually claim it back.',
    tone: 'info',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  parameters: {
    docs: {
      description: {
        component:
          'An inline banner in four tones, each with its own icon: a title, a body, an optional link and an optional Dismiss. Announced (status, or alert when critical) only with `isLive`, when it appears after the page has loaded.',
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The four tones, one under the other. */
export const Tones: Story = {
  render: () => (
    <Stack space="large">
      <Alert tone="info" title="Prices include VAT">
        Every van price on this page includes VAT at 20%.
      </Alert>
      <Alert tone="success" title="Your search has been saved">
        We will email you when new cars match it.
      </Alert>
      <Alert tone="warning" title="This car has been recorded as Category N">
        It was damaged and repaired. Ask the dealer for the repair history.
      </Alert>
      <Alert tone="critical" title="We could not send your message">
        Try again in a few minutes, or call the dealer.
      </Alert>
    </Stack>
  ),
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Your search has been saved',
    children: 'We will email you when new cars match it.',
    action: { label: 'View saved searches', href: '/account/saved-searches' },
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'This car has been recorded as Category N',
    children: 'It was damaged and repaired. Ask the dealer for the repair history before you buy.',
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'We could not send your message',
    children: 'Try again in a few minutes, or call the dealer on 020 7946 0123.',
  },
};

export const TitleOnly: Story = { args: { title: 'Prices include VAT', children: undefined } };

export const Dismissible: Story = { args: { onDismiss: fn() } };

/** A banner the page can take away: Dismiss removes it and focus moves to the page's heading. */
function DismissesToHeading() {
  const [shown, setShown] = useState(true);
  return (
    <Stack space="large">
      <Heading level={1} id="page-heading" tabIndex={-1}>
        Used vans
      </Heading>
      {shown ? (
        <Alert
          title="Prices include VAT"
          onDismiss={() => {
            setShown(false);
            document.getElementById('page-heading')?.focus();
          }}
        >
          Every van price on this page includes VAT at 20%.
        </Alert>
      ) : null}
    </Stack>
  );
}

export const DismissInUse: Story = {
  render: () => <DismissesToHeading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dismiss = canvas.getByRole('button', { name: 'Dismiss: Prices include VAT' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Prices include VAT')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Used vans' })).toHaveFocus();
  },
};

/** A banner that appears after something the person did is announced: a status, or an alert when it is an error. */
function AppearsAfterSaving() {
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  return (
    <Stack space="large">
      <p>
        <Button onPress={() => setResult('saved')}>Save search</Button>{' '}
        <Button variant="secondary" onPress={() => setResult('failed')}>
          Save search (fails)
        </Button>
      </p>
      {result === 'saved' ? (
        <Alert isLive tone="success" title="Your search has been saved">
          We will email you when new cars match it. <Link href="/account/saved-searches">View saved searches</Link>
        </Alert>
      ) : null}
      {result === 'failed' ? (
        <Alert isLive tone="critical" title="We could not save your search">
          Try again in a few minutes.
        </Alert>
      ) : null}
    </Stack>
  );
}

export const AnnouncedWhenItAppears: Story = {
  render: () => <AppearsAfterSaving />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Your search has been saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Save search (fails)' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not save your search');
    await expect(canvas.getByRole('img', { name: 'Error' })).toBeVisible();
  },
};

export const Narrow: Story = {
  args: {
    tone: 'warning',
    title: 'This vehicle has outstanding finance recorded against it',
    children: 'The dealer must settle it before you buy. Ask them for written confirmation.',
    action: { label: 'What outstanding finance means', href: '/advice/outstanding-finance' },
    onDismiss: fn(),
  },
  decorators: [narrow],
};
