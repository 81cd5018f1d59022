import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './ScrollRegion.css';

export type ScrollRegionProps = {
  /** The content that may be wider than the screen (a table, a rail of cards). */
  children: ReactNode;
} & (
  | {
      /** Names the region (e.g. "Finance examples"); give this or aria-labelledby. */
      'aria-label': string;
      'aria-labelledby'?: never;
    }
  | {
      /** The id of a visible heading or caption that names the region; give this or aria-label. */
      'aria-labelledby': string;
      'aria-label'?: never;
    }
);

/**
 * Content wider than its column (a table of vehicles side by side, a row of cards) that scrolls
 * sideways inside a labelled region. While it overflows, the region is in the tab order, so keyboard
 * users can scroll it with the arrow keys (WCAG 2.1.1); when everything fits it is not a tab stop.
 */
export function ScrollRegion({ children, ...label }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return (
    // Focusable only to scroll it by keyboard, as axe's scrollable-region-focusable asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} role="region" {...label} tabIndex={overflows ? 0 : undefined} className={styles.root}>
      {children}
    </div>
  );
}
