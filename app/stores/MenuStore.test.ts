import { describe, expect, it } from 'vitest';
import { createTestStores } from './testing';
import { sidePanels } from './MenuStore';

describe('MenuStore', () => {
  it('keeps one menu open at a time; toggling the active one closes it', () => {
    const { menus } = createTestStores().stores;
    menus.toggle('used-cars');
    expect(menus.active).toBe('used-cars');
    menus.toggle('finance');
    expect(menus.active).toBe('finance');
    expect(menus.isOpen('used-cars')).toBe(false);
    menus.toggle('finance');
    expect(menus.active).toBeNull();
    expect(menus.isAnyOpen).toBe(false);
  });

  it('closes a menu that focus left, but not another one opened since', () => {
    const { menus } = createTestStores().stores;
    menus.open('sell');
    menus.close('sell');
    expect(menus.isAnyOpen).toBe(false);
    menus.open('finance');
    menus.close('sell');
    expect(menus.active).toBe('finance');
  });

  it('treats the shortlist and recent panels like the main menus', () => {
    const { menus } = createTestStores().stores;
    menus.toggle('recent');
    menus.toggle('shortlist');
    expect(menus.active).toBe('shortlist');
    menus.toggle('shortlist');
    expect(menus.isAnyOpen).toBe(false);
  });

  it('has a secondary level on small screens with Back', () => {
    const { menus } = createTestStores().stores;
    menus.toggle('mobile');
    menus.openSection('sell');
    expect(menus.active).toBe('mobile');
    expect(menus.mobileSection).toBe('sell');
    menus.back();
    expect(menus.mobileSection).toBeNull();
    expect(menus.active).toBe('mobile');
  });

  it('closes a main menu when the screen crosses the large-screen breakpoint; an open dialog stays open', () => {
    const { menus } = createTestStores().stores;
    menus.open('car-advice');
    menus.setLargeScreen(true);
    expect(menus.active).toBe('car-advice');
    menus.setLargeScreen(false);
    expect(menus.isAnyOpen).toBe(false);
    menus.openSection('finance');
    menus.setLargeScreen(true);
    expect(menus.active).toBe('mobile');
    expect(menus.mobileSection).toBe('finance');
    for (const panel of sidePanels) {
      menus.open(panel);
      menus.setLargeScreen(false);
      menus.setLargeScreen(true);
      expect(menus.active).toBe(panel);
    }
  });
});
