import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

/**
 * The static Storybook's stories without a play function: those with one change state as they run,
 * and their end state is covered by the test-runner.
 */
export const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('play-fn'),
);

const font = (file: string) => readFileSync(`visual/fonts/${file}`).toString('base64');
const fixedFonts = `
@font-face { font-family: 'Visual Sans'; font-weight: 400; src: url(data:font/woff2;base64,${font('nunito-sans-regular.woff2')}) format('woff2'); }
@font-face { font-family: 'Visual Sans'; font-weight: 500 900; src: url(data:font/woff2;base64,${font('nunito-sans-bold.woff2')}) format('woff2'); }
*, *::before, *::after { font-family: 'Visual Sans', sans-serif !important; }
`;

/**
 * Playwright's `test` with `storyPage`: one page per worker, on the static Storybook's preview
 * (iframe.html) with the fixed fonts, in the project's context (viewport, forced colours, motion).
 * Each test shows its story in that page, as Storybook's own UI switches stories, rather than loading
 * the preview's bundles afresh (2.2 s a story on this machine; switching is a fraction of that).
 */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, forcedColors, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, forcedColors, reducedMotion });
      const page = await context.newPage();
      // No story yet: each test's openStory asks for its own, and waits until it has rendered.
      await page.goto('/iframe.html', { waitUntil: 'networkidle' });
      await page.addStyleTag({ content: fixedFonts });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Shows a story in the page, freshly rendered (even when it was the last one shown), once its fonts and
 * images have loaded, with nothing focused and the page scrolled to the top. Fails on a story that errors.
 */
export async function openStory(page: Page, id: string) {
  await page.evaluate(async (storyId) => {
    const channel = (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: {
          on: (event: string, listener: (...args: unknown[]) => void) => void;
          off: (event: string, listener: (...args: unknown[]) => void) => void;
          emit: (event: string, ...args: unknown[]) => void;
        };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    (document.activeElement as HTMLElement | null)?.blur();
    await new Promise<void>((resolve, reject) => {
      const failures = ['storyErrored', 'storyThrewException', 'storyMissing'];
      const stop = () => {
        channel.off('storyRendered', rendered);
        for (const event of failures) channel.off(event, failed);
      };
      const rendered = (...args: unknown[]) => {
        if (args[0] !== undefined && args[0] !== storyId) return;
        stop();
        resolve();
      };
      const failed = (error: unknown) => {
        stop();
        reject(new Error(`story ${storyId} did not render: ${JSON.stringify(error)}`));
      };
      channel.on('storyRendered', rendered);
      for (const event of failures) channel.on(event, failed);
      // The story already shown (another test's, in this worker's page) is mounted afresh: asked for
      // again, Storybook would not render it, and a test would find the last one's state.
      const shown = window as unknown as { visualStoryShown?: string };
      if (shown.visualStoryShown === storyId) channel.emit('forceRemount', { storyId });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      shown.visualStoryShown = storyId;
    });
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((done) => image.addEventListener('load', done, { once: true })),
      ),
    );
  }, id);
}

/** The story's screenshot against its baseline (visual/baselines/{project}/{id}.png). */
export async function expectScreenshot(page: Page, id: string) {
  await expect(page).toHaveScreenshot(`${id}.png`);
}
