import type { Preview } from '@storybook/react-vite';
import '@ds';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the tags every story is scanned against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // The test-runner fails any story with an axe violation.
      test: 'error',
      options: { runOnly: { type: 'tag', values: axeTags } },
    },
  },
};

export default preview;
