import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoresProvider } from '../../stores/StoresContext';
import { createTestStores } from '../../stores/testing';
import { toastTimeouts } from '@ds/tokens/tokens';
import { ToastHost } from './ToastHost';

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function host() {
    const { stores } = createTestStores();
    render(
      <StoresProvider stores={stores}>
        <ToastHost />
      </StoresProvider>,
    );
    return stores;
  }

  it('shows a toast with its description and times it out, then forgets it', () => {
    const stores = host();
    act(() => {
      stores.toasts.show('Your shortlist is full', {
        description: 'You can add up to 25 vehicles.',
        timeout: toastTimeouts.other,
      });
    });
    const toast = screen.getByRole('alertdialog', { name: 'Your shortlist is full' });
    expect(toast).toHaveTextContent('You can add up to 25 vehicles.');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stores.toasts.toasts).toEqual([]);
  });

  it('keeps a toast whose action exists only there until it is dismissed', () => {
    const stores = host();
    act(() => {
      stores.toasts.show('Saved search deleted', { action: { label: 'Undo', onAction: () => undefined } });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alertdialog', { name: 'Saved search deleted' })).toBeInTheDocument();
    act(() => stores.toasts.dismiss(stores.toasts.toasts[0]?.id ?? 0));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the shortlist’s toasts in a region of their own, one at a time, and the others in Notifications', () => {
    const stores = host();
    act(() => {
      stores.toasts.show('Link copied');
      stores.toasts.show('Car added to shortlist', { tone: 'success', group: 'shortlist' });
      stores.toasts.show('Van added to shortlist', { tone: 'success', group: 'shortlist' });
    });
    const shortlist = screen.getByRole('region', { name: 'Shortlist notifications' });
    expect(
      within(shortlist)
        .getAllByRole('alertdialog')
        .map((toast) => toast.getAttribute('aria-label') ?? toast.textContent),
    ).toHaveLength(1);
    expect(within(shortlist).getByRole('alertdialog', { name: 'Van added to shortlist' })).toBeInTheDocument();
    const general = screen.getByRole('region', { name: 'Notifications' });
    expect(within(general).getByRole('alertdialog', { name: 'Link copied' })).toBeInTheDocument();
  });
});
