/**
 * Runs `task` when the browser is next idle (within `timeoutMs` at the latest), for work a page's
 * first render does not need: telemetry, warming caches. Where there is no requestIdleCallback
 * (Safari, jsdom) it runs after a zero timeout, still out of the current task. Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}
