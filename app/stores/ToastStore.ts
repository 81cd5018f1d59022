import { makeAutoObservable } from 'mobx';
// How long a toast stays is the design system's (its toast region counts it down), from its React-free module.
import { toastTimeouts } from '@ds/tokens/tokens';
import type { RootStore } from './RootStore';

type ToastTone = 'success' | 'neutral' | 'critical';

export interface ToastAction {
  label: string;
  onAction: () => void;
  /**
   * Where else on every page the person can do the same (e.g. "the header's Shortlist button" for
   * View). Only then may a toast with this action go by itself: an action that exists only in the
   * toast must not vanish on a timer (WCAG 2.2.1), so such a toast stays until it is dismissed.
   */
  alsoAt?: string;
}

export interface Toast {
  id: number;
  message: string;
  /** A second line under the message. */
  description?: string;
  tone: ToastTone;
  /**
   * How long it stays; the toast region counts it down, pausing while it is hovered or focused.
   * null: until the person dismisses it.
   */
  timeout: number | null;
  action?: ToastAction;
  /**
   * The shortlist's toasts: one at a time, each replacing the one before, shown at the top under the
   * header (where its Shortlist button is), clear of the result cards' hearts being pressed one after
   * another (decision 0095).
   */
  group?: 'shortlist';
}

export type ToastOptions = Partial<Pick<Toast, 'description' | 'tone' | 'timeout' | 'action' | 'group'>>;

/**
 * The toasts to show. Features call `show`; the toast regions (bottom centre, and the shortlist's at
 * the top) display them, time them out and call `dismiss` when each closes. A toast replaces one
 * saying the same, and one of its group: toasts never pile up over the page.
 */
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false });
  }

  show(
    message: string,
    { tone = 'neutral', timeout = toastTimeouts.general, action, description, group }: ToastOptions = {},
  ) {
    const held = action !== undefined && action.alsoAt === undefined;
    this.toasts = this.toasts.filter(
      (shown) => !(shown.message === message && shown.tone === tone) && (group === undefined || shown.group !== group),
    );
    const toast: Toast = {
      id: this.nextId++,
      message,
      tone,
      timeout: held ? null : timeout,
      ...(description ? { description } : {}),
      ...(action ? { action } : {}),
      ...(group ? { group } : {}),
    };
    this.toasts.push(toast);
    return toast.id;
  }

  dismiss(id: number) {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
