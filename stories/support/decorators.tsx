import type { Decorator } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './decorators.css';

/** Renders the story in a 320 px column, the reflow width of WCAG 1.4.10. */
export const narrow: Decorator = (Story) => (
  <div className={styles.narrow}>
    <Story />
  </div>
);

/**
 * A "Narrow" story: the frame itself 320 px wide in Storybook's viewport (the visual tests' narrow
 * projects use a 320 px window), so portalled overlays narrow too, and the story in a 320 px column.
 */
export const narrowViewport = {
  decorators: [narrow],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** Renders the story in a column as wide as a page's main content (40rem). */
export const column: Decorator = (Story) => (
  <div className={styles.column}>
    <Story />
  </div>
);

/**
 * Parameters that show a story in a frame of its own on the docs page, `height` tall: for a story whose
 * open list or toast floats over the page and would otherwise cover the docs around it.
 */
export const ownDocsFrame = (height: string) => ({ docs: { story: { inline: false, height } } });

/** Renders the story in a 430 px column, the widest phones held upright. */
export const widePhone: Decorator = (Story) => (
  <div className={styles.widePhone}>
    <Story />
  </div>
);

function ScrolledToEnd({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const region of ref.current?.querySelectorAll('[role="region"]') ?? []) region.scrollLeft = region.scrollWidth;
  });
  return <div ref={ref}>{children}</div>;
}

/** Scrolls the story's scroll regions to their far end, as a person who has scrolled sideways sees them. */
export const scrolledToEnd: Decorator = (Story) => (
  <ScrolledToEnd>
    <Story />
  </ScrolledToEnd>
);
