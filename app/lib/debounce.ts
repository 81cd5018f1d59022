/** The timers a debounce runs on: the browser's, or a test's fakes (the RootStore's `timers`). */
export type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/** A function that runs a while after its last call, with that call's arguments. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the run waiting, if any. */
  cancel(): void;
}

/**
 * `run`, debounced: each call puts the run off to `ms` after it, with its own arguments, so a burst of
 * calls (typing, a run of edits) runs once, after the last.
 */
export function debounce<Args extends unknown[]>(
  run: (...args: Args) => void,
  ms: number,
  timers: Timers = globalThis,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    timers.clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: Args) => {
    cancel();
    timer = timers.setTimeout(() => {
      timer = undefined;
      run(...args);
    }, ms);
  };
  return Object.assign(debounced, { cancel });
}
