import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/browser.mjs';

const port = Number(process.env.VISUAL_PORT ?? 6107);
const narrowViewport = { width: 320, height: 640 };

/**
 * Visual baselines: a screenshot of every story without a play function, compared with the PNGs
 * committed under visual/baselines/; in forced colours and at 200 % zoom, the stories of
 * visual/accessibility.spec.ts with the first control focused, and forced-colors.spec.ts's checks; in a
 * 320 px viewport (and again in forced colours), every story named "Narrow" and the narrow layout checks
 * (decision 0075). Runs against the static Storybook (`npm run build-storybook` first). Fonts come from visual/fonts/, animations are off, and a small pixel tolerance absorbs
 * Chromium minor-version anti-aliasing differences between machines.
 * Update after an intended change: `npm run test:visual -- --update-snapshots`.
 */
export default defineConfig({
  testDir: 'visual',
  // Its own folder: e2e runs beside it and keeps its traces in test-results/e2e.
  outputDir: 'test-results/visual',
  fullyParallel: true,
  retries: 0,
  workers: 2,
  reporter: 'list',
  snapshotPathTemplate: 'visual/baselines/{projectName}/{arg}{ext}',
  expect: {
    // As e2e's, for loaded machines: a docs page renders every story of its component before its last
    // heading is there, which took longer than Playwright's own 5 s beside other work on 2 cores.
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01, threshold: 0.2, scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The full browser: it drew the baselines (scripts/browser.mjs).
    launchOptions: chromiumLaunchOptions(process.env, { full: true }),
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  },
  // Each project lists the files it runs, so no test is skipped at run time.
  projects: [
    {
      name: 'default',
      testMatch: [
        'stories.spec.ts',
        'vehicle-card.spec.ts',
        'narrow.spec.ts',
        'docs.spec.ts',
        'guidance.spec.ts',
        'foundations.spec.ts',
        'manager.spec.ts',
        'states.spec.ts',
        'narrow-coverage.spec.ts',
      ],
    },
    // Windows High Contrast and similar: focus and content must stay visible.
    {
      name: 'forced-colors',
      testMatch: ['accessibility.spec.ts', 'forced-colors.spec.ts'],
      use: { forcedColors: 'active' },
    },
    // 200 % zoom of a 1280 px window is a 640 CSS px viewport (WCAG 1.4.4 / 1.4.10).
    { name: 'zoom-200', testMatch: 'accessibility.spec.ts', use: { viewport: { width: 640, height: 400 } } },
    // A phone, or 400 % zoom (WCAG 1.4.10): every story named "Narrow" in a 320 px viewport, which narrows
    // portalled overlays too (a 320 px column does not), then the same in forced colours.
    {
      name: 'narrow',
      testMatch: ['narrow-stories.spec.ts', 'narrow-widths.spec.ts'],
      use: { viewport: narrowViewport },
    },
    {
      name: 'narrow-forced-colors',
      testMatch: 'narrow-stories.spec.ts',
      use: { viewport: narrowViewport, forcedColors: 'active' },
    },
  ],
  webServer: {
    command: `node_modules/.bin/http-server storybook-static -a 127.0.0.1 -p ${port} -s`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
