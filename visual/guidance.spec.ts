import { expect, test } from '@playwright/test';

/**
 * A component docs page's Do and Don't examples look as the component does anywhere else: the docs page's
 * own paragraph styles (its margins and 14 px text) stay out of them.
 */
test('a Do example shows the component as it is: an alert’s title level with its icon, at body size', async ({
  page,
}) => {
  await page.goto('/iframe.html?id=components-feedback-alert--docs&viewMode=docs');
  // The live example inside a Do panel (the panel's own words are outside it).
  const example = page.locator('.sb-unstyled').filter({ hasText: 'recorded as Category N' }).first();
  const title = example.getByText('This car has been recorded as Category N');
  const icon = example.getByRole('img', { name: 'Warning' });
  await expect(title).toBeVisible();
  const [titleBox, iconBox] = [await title.boundingBox(), await icon.boundingBox()];
  // Level: the title's first line starts where the icon does (the docs page's paragraph margin pushed it down).
  expect(Math.abs((titleBox?.y ?? 0) - (iconBox?.y ?? 0))).toBeLessThan(4);
  await expect(title).toHaveCSS('font-size', '16px');
});
