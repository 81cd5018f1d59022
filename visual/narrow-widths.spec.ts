import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Layout at narrow widths, measured as a person sees it: what stays in view, what shares a row, where
 * lines start. Runs in the narrow project (a 320 px viewport) on the static Storybook.
 */
async function open(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await page.waitForSelector('body.sb-show-main');
  await page.evaluate(() => document.fonts.ready);
}

/** The boxes of each line of an element's own text (not its icons'). */
const textLines = (element: Locator) =>
  element.evaluate((root) => {
    const range = document.createRange();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const rects: { left: number; right: number; top: number; bottom: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const { left, right, top, bottom } of range.getClientRects()) rects.push({ left, right, top, bottom });
    }
    return rects;
  });

test("a table's caption stays in view, at the start, while the table scrolls sideways", async ({ page }) => {
  await open(page, 'components-content-table--narrow');
  const region = page.getByRole('region', { name: /Payments on £9,495/ });
  const caption = page.locator('caption');
  const before = await textLines(caption);
  const regionBox = await region.boundingBox();
  if (!regionBox) throw new Error('no scroll region');
  await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  const after = await textLines(caption);
  expect(after.map((line) => Math.round(line.left))).toEqual(before.map((line) => Math.round(line.left)));
  for (const line of after) {
    expect(line.left).toBeGreaterThanOrEqual(regionBox.x - 0.5);
    expect(line.right).toBeLessThanOrEqual(regionBox.x + regionBox.width + 0.5);
  }
  // As a person sees it, scrolled to the last column (the story scrolls itself; its play focuses nothing).
  await open(page, 'components-content-table--narrow-scrolled');
  const scrolled = page.getByRole('region', { name: /Payments on £9,495/ });
  await expect.poll(() => scrolled.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  await expect(page).toHaveScreenshot('components-content-table--narrow-scrolled.png');
});

test('tabs stay on one row at 320 px; the row scrolls to the selected tab and follows the arrow keys', async ({
  page,
}) => {
  await open(page, 'components-navigation-tabs--narrow-last-selected');
  const list = page.getByRole('tablist', { name: 'Vehicle details' });
  const tabs = list.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const tops = await tabs.evaluateAll((elements) => elements.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'rows of tabs').toBe(1);
  const inView = (tab: Locator) =>
    tab.evaluate((element) => {
      const outer = (element.parentElement ?? element).getBoundingClientRect();
      const inner = element.getBoundingClientRect();
      return inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    });
  const last = list.getByRole('tab', { name: 'Vehicle history' });
  await expect(last).toHaveAttribute('aria-selected', 'true');
  expect(await inView(last), 'the selected tab in view').toBe(true);
  await page.keyboard.press('Tab');
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  const first = list.getByRole('tab', { name: 'Specification' });
  await expect(first).toBeFocused();
  await expect.poll(() => inView(first)).toBe(true);
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await expect.poll(() => inView(last)).toBe(true);
});

for (const [id, width] of [
  ['components-navigation-pagination--narrow', 320],
  ['components-navigation-pagination--wide-phone', 800],
] as const) {
  test(`pagination's "Next" shares a row with a page link (${id})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await open(page, id);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    const row = async (link: Locator) => {
      const box = await link.boundingBox();
      if (!box) throw new Error('link not shown');
      return Math.round(box.y + box.height / 2);
    };
    const next = await row(nav.getByRole('link', { name: /Next/ }));
    const pages = await Promise.all((await nav.getByRole('link', { name: /^Page \d+$/ }).all()).map(row));
    expect(pages, 'the rows of the page links').toContain(next);
  });
}

test("a wrapped disclosure trigger's lines start at the same edge, beside the chevron", async ({ page }) => {
  await open(page, 'components-navigation-disclosure--narrow-long-label');
  const trigger = page.getByRole('button', { name: /Show more options/ });
  const lines = await textLines(trigger);
  expect(lines.length, 'lines of the label').toBeGreaterThan(1);
  const icon = await trigger.locator('svg').boundingBox();
  if (!icon) throw new Error('no chevron');
  const start = Math.round(lines[0]?.left ?? NaN);
  for (const line of lines) {
    expect(Math.round(line.left)).toBe(start);
    expect(line.left - (icon.x + icon.width)).toBeLessThan(16);
  }
});
