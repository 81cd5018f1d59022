import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, showToast, ToastRegion } from './Toast';

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a success toast and removes it after 2000 ms', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { title: 'Car added to shortlist', tone: 'success' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Car added to shortlist' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps other tones for 4000 ms', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, {
        title: 'Your shortlist is full',
        description: 'You can add up to 25 vehicles.',
        tone: 'neutral',
      });
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('alertdialog', { name: 'Your shortlist is full' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('runs its action ("View") and closes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onAction = vi.fn();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { title: 'Van added to shortlist', tone: 'success', action: { label: 'View', onAction } });
    });
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is reached with F6 from the page, even when it was mounted before its first toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const queue = createToastQueue();
    render(
      <>
        <button type="button">On the page</button>
        <ToastRegion queue={queue} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'On the page' }));
    act(() => {
      showToast(queue, {
        title: 'Car added to shortlist',
        tone: 'success',
        action: { label: 'View', onAction: () => undefined },
      });
    });
    await user.keyboard('{F6}');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });
});
