/**
 * Browser events the product uses to talk across features (requirements 2.12, 7.7):
 * `shortlist-open` opens the shortlist menu; `m:results` fires after search results render.
 */
export const appEvents = {
  shortlistOpen: 'shortlist-open',
  results: 'm:results',
} as const;

export type AppEvent = (typeof appEvents)[keyof typeof appEvents];

export function dispatchAppEvent(name: AppEvent, detail?: unknown) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens for an app event; returns the function that stops listening. */
export function onAppEvent(name: AppEvent, listener: (event: Event) => void): () => void {
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
