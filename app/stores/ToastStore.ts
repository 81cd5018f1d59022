import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

export const toastTones = ['success', 'neutral', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Spec section 9: shortlist toasts 2000 ms for success, 4000 ms for others; elsewhere 5000 ms. */
export const toastTimeouts = { shortlistSuccess: 2000, shortlistOther: 4000, standard: 5000 } as const;

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** How long it stays; the toast region counts it down, pausing while it is hovered or focused. */
  timeout: number;
  action?: ToastAction;
}

/**
 * The toasts to show. Features call `show`; the one toast region (bottom centre) displays them,
 * times them out and calls `dismiss` when each closes.
 */
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false });
  }

  show(
    message: string,
    { tone = 'neutral', timeout = toastTimeouts.standard, action }: Partial<Omit<Toast, 'id' | 'message'>> = {},
  ): number {
    const toast: Toast = { id: this.nextId++, message, tone, timeout, ...(action ? { action } : {}) };
    this.toasts.push(toast);
    return toast.id;
  }

  dismiss(id: number) {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
