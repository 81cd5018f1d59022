import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants, PendingButton, Text } from '@ds';
import { narrow } from '../support/decorators';
import { StateRow, variantName } from '../support/States';

const meta = {
  title: 'Components/Actions/Button',
  component: Button,
  args: { children: 'Search cars', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The one button, on react-aria-components. Presses with mouse, touch, Enter and Space; shows focus only for keyboard users; while pending it stays focusable, ignores presses and is announced busy.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Search cars' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/**
 * Every variant at rest, hovered, focused by keyboard, pressed and disabled, side by side: the states
 * are forced on, so nothing needs a pointer or a keyboard to be seen.
 */
export const States: Story = {
  render: (args) => (
    <>
      {buttonVariants.map((variant) => (
        <StateRow key={variant} name={variantName(variant)}>
          {(state) => (
            <Button {...args} variant={variant} isDisabled={state === 'disabled'}>
              {variant === 'link' ? 'Clear all filters' : 'Search cars'}
            </Button>
          )}
        </StateRow>
      ))}
    </>
  ),
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Tertiary: Story = { args: { variant: 'tertiary' } };
export const LinkLike: Story = { args: { variant: 'link', children: 'Clear all filters' } };
export const Sizes: Story = {
  render: (args) => (
    <div>
      {buttonSizes.map((size) => (
        <p key={size}>
          <Button {...args} size={size}>
            {`${size[0]?.toUpperCase()}${size.slice(1)} button`}
          </Button>
        </p>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search cars' })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Searching' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Searching/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A form's submit: pending while the call runs, then gone with the form. */
function SendsThenGoes() {
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  if (state === 'sent') return <Text role="status">Your message has been sent</Text>;
  return (
    <PendingButton
      isPending={state === 'sending'}
      onPress={() => {
        setState('sending');
        setTimeout(() => setState('sent'), 300);
      }}
    >
      Send message
    </PendingButton>
  );
}

/**
 * PendingButton: a Button that goes pending and may then leave the page (a dialog's submit once its
 * form is sent). It takes react-aria's announcements of it along, so none is left naming nothing.
 */
export const PendingThenGone: Story = {
  render: () => <SendsThenGoes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your message has been sent');
    const dangling = () =>
      [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter(
        (note) => !document.getElementById(note.getAttribute('aria-labelledby') ?? ''),
      );
    await waitFor(() => expect(dangling()).toEqual([]));
  },
};

export const LongLabel: Story = {
  args: { children: 'See all 12,345 used cars within 50 miles of your postcode' },
};

export const Narrow: Story = {
  args: { fullWidth: true, children: 'Search 1,234 cars' },
  decorators: [narrow],
};
