import { expect } from '@playwright/test';
import { openStory, test } from './stories';

/** Where the card's parts are drawn, as a person sees them. */
test.describe('the vehicle card', () => {
  for (const width of [800, 320]) {
    test(`three labels wrap before the shortlist heart, never under it, ${width} px wide`, async ({
      storyPage: page,
    }) => {
      await page.setViewportSize({ width, height: 600 });
      await openStory(page, 'components-marketplace-vehiclecard--long-title');
      const heart = await page.getByRole('button', { name: /^Shortlist / }).boundingBox();
      const labels = page.getByRole('list', { name: 'Labels' }).getByRole('listitem');
      await expect(labels).toHaveCount(3);
      if (!heart) throw new Error('no shortlist heart drawn');
      for (const label of await labels.all()) {
        const box = await label.boundingBox();
        if (!box) throw new Error('a label is not drawn');
        const overlaps =
          box.x < heart.x + heart.width &&
          heart.x < box.x + box.width &&
          box.y < heart.y + heart.height &&
          heart.y < box.y + box.height;
        expect(overlaps, `${await label.textContent()} runs under the heart`).toBe(false);
      }
    });
  }

  test('a sold card greys its photo, not its labels: the Sold badge keeps its own colours', async ({
    storyPage: page,
  }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    await openStory(page, 'components-marketplace-vehiclecard--sold');
    const sold = page.getByRole('list', { name: 'Labels' }).getByText('Sold');
    await expect(sold).toBeVisible();
    const filters = await sold.evaluate((element) => {
      const found: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const filter = getComputedStyle(node).filter;
        if (filter !== 'none') found.push(filter);
      }
      return found;
    });
    expect(filters, 'filters over the Sold badge').toEqual([]);
    await expect(page.locator('article img').first().locator('..')).toHaveCSS('filter', 'grayscale(1)');
  });
});
