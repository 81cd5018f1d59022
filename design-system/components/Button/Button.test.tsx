import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { PendingButton } from './PendingButton';

describe('Button', () => {
  it('is a button named by its text and pressed with Enter and Space', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<Button onPress={onPress}>Search cars</Button>);

    const button = screen.getByRole('button', { name: 'Search cars' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does not press when disabled', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(
      <Button onPress={onPress} isDisabled>
        Search cars
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Search cars' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('stays focusable but does not press while pending', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(
      <Button onPress={onPress} isPending>
        Search cars
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Search cars/ });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('as a PendingButton, takes its pending announcement with it when it leaves the page, so no note names nothing', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<PendingButton>Send message</PendingButton>);
    await user.tab();
    rerender(<PendingButton isPending>Send message</PendingButton>);
    const notes = () => [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')];
    await waitFor(() => expect(notes()).not.toHaveLength(0));
    unmount();
    expect(notes().filter((note) => !document.getElementById(note.getAttribute('aria-labelledby') ?? ''))).toEqual([]);
  });
});
