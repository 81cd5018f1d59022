import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStores } from './testing';
import { toastTimeouts } from './ToastStore';

describe('ToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows toasts in order and removes each after its own timeout', () => {
    const { toasts } = createTestStores().stores;
    toasts.show('Car added to shortlist', { tone: 'success', timeout: toastTimeouts.shortlistSuccess });
    toasts.show('Your shortlist is full', { timeout: toastTimeouts.shortlistOther });
    expect(toasts.toasts.map((t) => t.message)).toEqual(['Car added to shortlist', 'Your shortlist is full']);

    vi.advanceTimersByTime(1999);
    expect(toasts.toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toasts.toasts.map((t) => t.message)).toEqual(['Your shortlist is full']);
    vi.advanceTimersByTime(2000);
    expect(toasts.toasts).toEqual([]);
  });

  it('defaults to 5000 ms and keeps an action', () => {
    const { toasts } = createTestStores().stores;
    const onAction = vi.fn();
    toasts.show('Link copied', { action: { label: 'View', onAction } });
    expect(toasts.toasts[0]?.timeout).toBe(5000);
    toasts.toasts[0]?.action?.onAction();
    expect(onAction).toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(toasts.toasts).toEqual([]);
  });
});
