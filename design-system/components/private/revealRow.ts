import type { FocusEvent } from 'react';

/**
 * Brings a checkbox, radio or switch row into view when its input takes focus. The input is visually
 * hidden (1 px inside a clipped, overflow-hidden wrapper), and Chromium's scrolling-into-view on focus
 * stops at that wrapper: a row below the edge of a scrolling panel (a sub-panel at 400 % zoom) took
 * focus out of sight. `nearest` scrolls only when the row is not already in view, and the scroll
 * container's scroll-padding keeps it clear of a sticky footer. Guarded by
 * e2e/accessibility-matrix.spec.ts ('the search sub-panel at 400 % zoom').
 */
function revealRow(event: FocusEvent) {
  const row = event.target.closest('label');
  // jsdom (the unit tests) has no layout and no scrollIntoView.
  if (row && 'scrollIntoView' in row) row.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** The props a RAC choice takes to reveal its row on focus, keeping the caller's own onFocus. */
export const revealOnFocus = (onFocus?: (event: FocusEvent) => void) => ({
  onFocus: (event: FocusEvent) => {
    revealRow(event);
    onFocus?.(event);
  },
});
