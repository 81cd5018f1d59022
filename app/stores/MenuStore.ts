import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** The header's main menus (requirements 2.1), in the order they appear. */
export const mainMenus = ['used-cars', 'used-vans', 'sell', 'finance', 'car-advice'] as const;
/** Side panels opened from the header's buttons. */
export const sidePanels = ['recent', 'shortlist', 'account'] as const;

export type MainMenu = (typeof mainMenus)[number];
type SidePanel = (typeof sidePanels)[number];
/** `mobile` is the burger menu of small screens. */
export type MenuName = MainMenu | SidePanel | 'mobile';

/**
 * Which header menu is open (requirements 4.7): one at a time; toggling the active one closes it; on
 * small screens the burger menu has a secondary level (one main menu's links) with Back and close;
 * crossing the large-screen breakpoint closes a main menu (a large screen's disclosure), while an open
 * dialog (the burger menu, a side panel) stays open with focus where it was.
 */
export class MenuStore {
  active: MenuName | null = null;
  /** The main menu shown as the burger menu's secondary level, on small screens. */
  mobileSection: MainMenu | null = null;
  isLargeScreen: boolean;

  constructor(
    readonly root: RootStore,
    isLargeScreen = true,
  ) {
    this.isLargeScreen = isLargeScreen;
    makeAutoObservable(this, { root: false });
  }

  get isAnyOpen(): boolean {
    return this.active !== null;
  }

  isOpen(name: MenuName): boolean {
    return this.active === name;
  }

  toggle(name: MenuName) {
    if (this.active === name) this.closeAll();
    else this.open(name);
  }

  open(name: MenuName) {
    this.active = name;
    this.mobileSection = null;
  }

  /** Closes the named menu if it is the open one (focus left it); another open menu stays open. */
  close(name: MenuName) {
    if (this.active === name) this.closeAll();
  }

  closeAll() {
    this.active = null;
    this.mobileSection = null;
  }

  /** Small screens: show one main menu's links inside the burger menu. */
  openSection(section: MainMenu) {
    this.active = 'mobile';
    this.mobileSection = section;
  }

  /** Small screens: from a section back to the list of main menus. */
  back() {
    this.mobileSection = null;
  }

  setLargeScreen(isLarge: boolean) {
    if (isLarge === this.isLargeScreen) return;
    this.isLargeScreen = isLarge;
    if ((mainMenus as readonly (MenuName | null)[]).includes(this.active)) this.closeAll();
  }
}
