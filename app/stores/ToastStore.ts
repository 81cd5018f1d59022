import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

export const toastTones = ['success', 'info', 'critical'] as const;
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
  timeout: number;
  action?: ToastAction;
}

/** The toasts on screen, shown bottom centre by the one toast region; each closes after its timeout. */
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(
    readonly root: RootStore,
    private readonly timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
  ) {
    makeAutoObservable<ToastStore, 'timers'>(this, { root: false, timers: false });
  }

  show(
    message: string,
    { tone = 'info', timeout = toastTimeouts.standard, action }: Partial<Omit<Toast, 'id' | 'message'>> = {},
  ) {
    const toast: Toast = { id: this.nextId++, message, tone, timeout, ...(action ? { action } : {}) };
    this.toasts.push(toast);
    this.timers.setTimeout(() => this.dismiss(toast.id), timeout);
    return toast.id;
  }

  dismiss(id: number) {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
