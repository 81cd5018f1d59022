import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

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

/** Stories with a play function change state as they run; their end state is covered by the test-runner. */
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('play-fn'),
);

/** The stories also checked in forced-colors mode and at 200 % zoom. */
const accessibilityChecks = new Set([
  'design-system-button--secondary',
  'design-system-link--subtle',
  'design-system-forms-textfield--narrow',
  'design-system-forms-textarea--narrow',
  'design-system-forms-postcodefield--server-error',
  'design-system-forms-checkbox--selected',
  'design-system-forms-radiogroup--horizontal',
  'design-system-forms-segmentedcontrol--monthly-selected',
  'design-system-forms-segmentedcontrol--disabled',
  'design-system-forms-switch--selected',
  'design-system-togglebutton--selected',
  'design-system-togglebutton--selected-disabled',
  'design-system-togglebutton--shortlist-heart-pressed',
  'design-system-tabs--second-selected',
  'design-system-tabs--disabled-tab',
  'design-system-overlays-modal--open',
  'design-system-vehiclecard--long-title',
  'design-system-navigation-pagination--narrow',
  'features-results-zero-results--suggestions',
  'features-search-search-panel--count-failed',
]);

const font = (file: string) => readFileSync(`visual/fonts/${file}`).toString('base64');
const fixedFonts = `
@font-face { font-family: 'Visual Sans'; font-weight: 400; src: url(data:font/woff2;base64,${font('nunito-sans-regular.woff2')}) format('woff2'); }
@font-face { font-family: 'Visual Sans'; font-weight: 500 900; src: url(data:font/woff2;base64,${font('nunito-sans-bold.woff2')}) format('woff2'); }
*, *::before, *::after { font-family: 'Visual Sans', sans-serif !important; }
`;

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'default' && !accessibilityChecks.has(story.id),
      'checked in the default project',
    );
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
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
    // In the accessibility projects the first control takes keyboard focus: its ring must stay visible.
    if (testInfo.project.name !== 'default') await page.keyboard.press('Tab');
    await expect(page).toHaveScreenshot(`${story.id}.png`);
  });
}
