import type { Decorator } from '@storybook/react-vite';
import * as styles from './decorators.css';

/** Renders the story in a 320 px column, the reflow width of WCAG 1.4.10. */
export const narrow: Decorator = (Story) => (
  <div className={styles.narrow}>
    <Story />
  </div>
);

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
