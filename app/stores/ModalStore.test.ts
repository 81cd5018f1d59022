import { describe, expect, it, vi } from 'vitest';
import { createTestStores } from './testing';

describe('ModalStore', () => {
  it('opens an overlay by name with its data and closes it once, calling closeFn', () => {
    const { modal, menus } = createTestStores().stores;
    const closeFn = vi.fn();
    menus.open('used-cars');

    modal.open('success', { title: 'Message sent' }, { closeFn, closeColour: 'light' });
    expect(modal.isOpen).toBe(true);
    expect(modal.comp).toBe('success');
    expect(modal.data).toEqual({ title: 'Message sent' });
    expect(modal.closeColour).toBe('light');
    expect(menus.isAnyOpen).toBe(false);

    modal.close();
    modal.close();
    expect(closeFn).toHaveBeenCalledTimes(1);
    expect(modal.isOpen).toBe(false);
    expect(modal.closeColour).toBe('dark');
  });
});
