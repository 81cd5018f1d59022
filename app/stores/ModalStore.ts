import { makeAutoObservable } from 'mobx';
import type { OverlayName } from '../overlays/names';
import type { OverlayData, OverlayDataArgs } from '../overlays/types';
import type { RootStore } from './RootStore';

export type CloseColour = 'dark' | 'light';

export interface OpenOptions {
  /** Called once when the overlay closes, however it closes. */
  closeFn?: () => void;
  /** The close button's colour: light on dark overlays (e.g. an image or QR code). */
  closeColour?: CloseColour;
}

/**
 * The one modal (requirements 3.7: comp, data, closeFn, closeColour). `comp` names an overlay of the
 * registry; every overlay's code loads on demand (the registry's loaders), so a `lazy` flag needs no
 * state here. Opening locks page scroll; closing restores the scroll position and
 * returns focus (done by the design system's Modal).
 */
export class ModalStore {
  comp: OverlayName | null = null;
  /** The open overlay's data; `open` pairs it with `comp` through the overlays' data map. */
  data: Readonly<OverlayData<OverlayName>> = {};
  closeFn: (() => void) | null = null;
  closeColour: CloseColour = 'dark';

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false });
  }

  get isOpen(): boolean {
    return this.comp !== null;
  }

  open<N extends OverlayName>(comp: N, ...[data, options = {}]: OverlayDataArgs<N, [options?: OpenOptions]>) {
    const { closeFn, closeColour = 'dark' } = options;
    this.comp = comp;
    this.data = data ?? {};
    this.closeFn = closeFn ?? null;
    this.closeColour = closeColour;
    this.root.menus.closeAll();
    void this.root.audit.record('OverlayOpen', [comp]);
  }

  close() {
    const closeFn = this.closeFn;
    this.comp = null;
    this.data = {};
    this.closeFn = null;
    this.closeColour = 'dark';
    closeFn?.();
  }
}
