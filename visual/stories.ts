import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
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

/** Opens a story with the fixed fonts, once its fonts and images have loaded. */
export async function openStory(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await page.waitForSelector('body.sb-show-main');
  await page.addStyleTag({ content: fixedFonts });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((done) => image.addEventListener('load', done, { once: true })),
      ),
    );
  });
}

/** The story's screenshot against its baseline (visual/baselines/{project}/{id}.png). */
export async function expectScreenshot(page: Page, id: string) {
  await expect(page).toHaveScreenshot(`${id}.png`);
}
