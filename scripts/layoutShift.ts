/**
 * Layout shift as the browser reports it: PerformanceObserver 'layout-shift' entries that did not
 * follow recent input, simply summed (stricter than CLS's session windows). Used by the e2e shift
 * tests and by `npm run bench`.
 */
import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  /** What moved: element (tag, id, class) and its rectangle before -> after, for the failure message. */
  sources: string[];
}

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
}

/** Starts recording before any of the page's own scripts run (call before `page.goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node;
            const element =
              node instanceof Element
                ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`
                : (node?.nodeName ?? '(removed node)');
            const [before, after] = [source.previousRect, source.currentRect].map(
              (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`,
            );
            return `${element} ${before} -> ${after}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once the last frames have been painted and reported. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    // (No named functions in here: tsx would wrap them in a helper the page does not have.)
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    // Layout-shift entries are queued as a task after the frame that caused them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts;
  });
}

export const cumulativeShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
