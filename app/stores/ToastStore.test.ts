import { describe, expect, it, vi } from 'vitest';
import { createTestStores } from './testing';
import { toastTimeouts } from '@ds/tokens/tokens';

describe('ToastStore', () => {
  it('keeps toasts in order with their timeouts until each is dismissed', () => {
    const { toasts } = createTestStores().stores;
    const added = toasts.show('Car added to shortlist', { tone: 'success', timeout: toastTimeouts.success });
    toasts.show('Your shortlist is full', { timeout: toastTimeouts.other });
    expect(toasts.toasts.map((t) => [t.message, t.tone, t.timeout])).toEqual([
      ['Car added to shortlist', 'success', 2000],
      ['Your shortlist is full', 'neutral', 4000],
    ]);
    toasts.dismiss(added);
    expect(toasts.toasts.map((t) => t.message)).toEqual(['Your shortlist is full']);
  });

  it('replaces a toast saying the same, and one of its group, instead of piling them up', () => {
    const { toasts } = createTestStores().stores;
    toasts.show('Link copied');
    toasts.show('Car added to shortlist', { tone: 'success', group: 'shortlist' });
    toasts.show('Car added to shortlist', { tone: 'success', group: 'shortlist' });
    expect(toasts.toasts.map((t) => t.message)).toEqual(['Link copied', 'Car added to shortlist']);
    toasts.show('Your shortlist is full', { group: 'shortlist' });
    toasts.show('Link copied');
    expect(toasts.toasts.map((t) => t.message)).toEqual(['Your shortlist is full', 'Link copied']);
  });

  it('defaults to 5000 ms', () => {
    const { toasts } = createTestStores().stores;
    toasts.show('Link copied', { description: 'Paste it anywhere.' });
    expect(toasts.toasts[0]).toMatchObject({ timeout: 5000, description: 'Paste it anywhere.' });
  });

  it('holds a toast whose action exists nowhere else until dismissed (WCAG 2.2.1)', () => {
    const { toasts } = createTestStores().stores;
    const onAction = vi.fn();
    toasts.show('Saved search deleted', { action: { label: 'Undo', onAction } });
    expect(toasts.toasts[0]?.timeout).toBeNull();
    toasts.toasts[0]?.action?.onAction();
    expect(onAction).toHaveBeenCalled();
  });

  it('times out a toast whose action is also elsewhere on the page', () => {
    const { toasts } = createTestStores().stores;
    toasts.show('Car added to shortlist', {
      tone: 'success',
      timeout: toastTimeouts.success,
      action: { label: 'View', onAction: () => undefined, alsoAt: 'the header’s Shortlist button' },
    });
    expect(toasts.toasts[0]?.timeout).toBe(2000);
  });
});
