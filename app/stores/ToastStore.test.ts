import { describe, expect, it, vi } from 'vitest';
import { createTestStores } from './testing';
import { toastTimeouts } from './ToastStore';

describe('ToastStore', () => {
  it('keeps toasts in order with their timeouts until each is dismissed', () => {
    const { toasts } = createTestStores().stores;
    const added = toasts.show('Car added to shortlist', { tone: 'success', timeout: toastTimeouts.shortlistSuccess });
    toasts.show('Your shortlist is full', { timeout: toastTimeouts.shortlistOther });
    expect(toasts.toasts.map((t) => [t.message, t.tone, t.timeout])).toEqual([
      ['Car added to shortlist', 'success', 2000],
      ['Your shortlist is full', 'neutral', 4000],
    ]);
    toasts.dismiss(added);
    expect(toasts.toasts.map((t) => t.message)).toEqual(['Your shortlist is full']);
  });

  it('defaults to 5000 ms and keeps an action', () => {
    const { toasts } = createTestStores().stores;
    const onAction = vi.fn();
    toasts.show('Link copied', { action: { label: 'View', onAction } });
    expect(toasts.toasts[0]?.timeout).toBe(5000);
    toasts.toasts[0]?.action?.onAction();
    expect(onAction).toHaveBeenCalled();
  });
});
