import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A story in a page of its own with the fonts a person's browser would use (the screenshots' fixed,
 * narrower font would hide a word too wide for its line).
 */
async function openWithOwnFonts(page: Page, id: string) {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** The words of an element's text that the browser broke across two lines (a hyphen added or not). */
function brokenWords(element: Locator) {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

test.describe('at 320 px (a phone, or 400 % zoom)', () => {
  for (const id of [
    'components-overlays-modal--open',
    'components-overlays-modal--small',
    'components-overlays-modal--long-content',
  ]) {
    test(`a dialog's title wraps between words, never inside one (${id})`, async ({ page }) => {
      await openWithOwnFonts(page, id);
      const title = page.getByRole('dialog').getByRole('heading').first();
      await expect(title).toBeVisible();
      expect(await brokenWords(title)).toEqual([]);
    });
  }

  test("an external link's icon stays on the line of its last word", async ({ page }) => {
    await openWithOwnFonts(page, 'components-overlays-modal--open');
    const links = page.getByRole('dialog').getByRole('link', { name: /opens in new tab/ });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const [icon, lastLine] = await link.evaluate((element) => {
        const svg = element.querySelector('svg');
        const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
        const range = document.createRange();
        if (text) range.selectNodeContents(text);
        const rects = [...range.getClientRects()];
        return [svg?.getBoundingClientRect().bottom ?? NaN, rects.at(-1)?.bottom ?? NaN];
      });
      expect(Math.abs(icon - lastLine), `${await link.textContent()}: icon on a line of its own`).toBeLessThan(8);
    }
  });
});
