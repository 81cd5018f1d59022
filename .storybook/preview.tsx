import type { Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { configure, fn } from 'storybook/test';
// The theme and reset by themselves: package.json marks only CSS modules as side effects, so a bare
// `import '@ds'` (nothing used) would be dropped from the build.
import '@ds/tokens/theme.css';
import '@ds/css/reset.css';
import { axeTags } from './axeTags';
import { iconContrastMinimum, iconContrastProblems } from './iconContrast';

// What a play function waits for (findBy…, waitFor) may take seconds on a loaded 2-core machine: a lazy
// chunk, a dialog fading in, a debounced message. Testing Library's own 1 s was shorter than that work.
configure({ asyncUtilTimeout: 10_000 });

/** Internal links navigate through react-aria's RouterProvider, as in the app; here they go nowhere. */
const navigate = fn().mockName('navigate');

const preview: Preview = {
  tags: ['autodocs'],
  // After each story (and its play): every icon on the page stands out 3:1 from what is behind it, which
  // axe does not check (WCAG 1.4.11). Fails the story in the test-runner.
  afterEach: () => {
    const problems = iconContrastProblems();
    if (problems.length > 0)
      throw new Error(
        `Icons below ${iconContrastMinimum}:1 against their background: ${problems
          .map((p) => `"${p.name}" ${p.foreground} on ${p.background} (${p.ratio.toFixed(2)}:1)`)
          .join('; ')}`,
      );
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    options: {
      storySort: {
        order: [
          'Introduction',
          'Find a component',
          'Foundations',
          [
            'Colour',
            'Typography',
            'Spacing',
            'Radii',
            'Elevation',
            'Motion',
            'Layers',
            'Breakpoints and grid',
            'Icons',
          ],
          'Components',
          [
            'Actions',
            'Forms',
            'Navigation',
            'Overlays',
            'Feedback',
            'Content',
            'Media',
            'Marketplace',
            'Layout',
            'Utilities',
          ],
          'Patterns',
          ['Search panel', 'Results list', 'Form with an error summary', 'Vehicle page'],
          'Pages',
        ],
      },
    },
    controls: { expanded: true },
    // The reflow width of WCAG 1.4.10, in the toolbar's viewports: the "Narrow" stories open in it, so
    // overlays (portalled, outside any column) show at 320 px too.
    viewport: {
      options: { narrow: { name: 'Narrow (320 px)', styles: { width: '320px', height: '640px' }, type: 'mobile' } },
    },
    a11y: {
      // The test-runner fails any story with an axe violation.
      test: 'error',
      options: { runOnly: { type: 'tag', values: axeTags } },
      // react-aria's live announcer outlives a story: the stories' runner moves from one story to the
      // next in one page, and what a story announced is not the next story's content.
      context: { exclude: ['[data-live-announcer]'] },
    },
  },
};

export default preview;
