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
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(removed node)';
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList].map((c) => `.${c}`).join('');
      return `${node.tagName.toLowerCase()}${id}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once the last frames have been painted and reported. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    // Layout-shift entries are queued as a task after the frame that caused them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts;
  });
}

export const cumulativeShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
