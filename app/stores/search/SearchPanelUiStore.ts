import { makeAutoObservable } from 'mobx';
import type { RootStore } from '../RootStore';
import type { CriteriaKey } from '@domain/search/criteria';

/** The panel and sub-panel close transition (requirements 9.3). */
const panelCloseMs = 500;

export type PanelState = 'closed' | 'open' | 'closing';

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/**
 * The search panel's UI state (requirements 3.9, 4.8): the panel goes closed -> open -> closing
 * (500 ms) -> closed, and so does a sub-panel; after a sub-panel has closed, its name, tab and keys
 * are cleared.
 */
export class SearchPanelUiStore {
  open = false;
  closeTransition = false;
  activeSubpanel: string | null = null;
  activeSubpanelTab: string | null = null;
  subCloseTransition = false;
  /** The criteria keys the active sub-panel edits. */
  subSPKeys: CriteriaKey[] = [];

  private panelTimer: ReturnType<typeof setTimeout> | undefined;
  private subTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly root: RootStore,
    private readonly timers: Timers = globalThis,
  ) {
    makeAutoObservable<SearchPanelUiStore, 'timers' | 'panelTimer' | 'subTimer'>(this, {
      root: false,
      timers: false,
      panelTimer: false,
      subTimer: false,
    });
  }

  get state(): PanelState {
    if (this.closeTransition) return 'closing';
    return this.open ? 'open' : 'closed';
  }

  get subState(): PanelState {
    if (this.subCloseTransition) return 'closing';
    return this.activeSubpanel ? 'open' : 'closed';
  }

  openPanel() {
    this.timers.clearTimeout(this.panelTimer);
    this.closeTransition = false;
    this.open = true;
  }

  closePanel() {
    if (!this.open || this.closeTransition) return;
    this.closeTransition = true;
    this.panelTimer = this.timers.setTimeout(() => this.finishClosingPanel(), panelCloseMs);
  }

  openSubpanel(name: string, keys: CriteriaKey[] = [], tab: string | null = null) {
    this.timers.clearTimeout(this.subTimer);
    this.subCloseTransition = false;
    this.activeSubpanel = name;
    this.activeSubpanelTab = tab;
    this.subSPKeys = keys;
  }

  setSubpanelTab(tab: string) {
    this.activeSubpanelTab = tab;
  }

  closeSubpanel() {
    if (!this.activeSubpanel || this.subCloseTransition) return;
    this.subCloseTransition = true;
    this.subTimer = this.timers.setTimeout(() => this.finishClosingSubpanel(), panelCloseMs);
  }

  private finishClosingPanel() {
    this.open = false;
    this.closeTransition = false;
  }

  private finishClosingSubpanel() {
    this.subCloseTransition = false;
    this.activeSubpanel = null;
    this.activeSubpanelTab = null;
    this.subSPKeys = [];
  }
}
