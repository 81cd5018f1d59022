import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { openResults, shortlistButton } from './vehicles';

const rows = [
  'Price',
  'Year',
  'Mileage',
  'Fuel',
  'Transmission',
  'Body style',
  'Engine',
  'Fuel economy',
  'Road tax',
  'Insurance group',
];

test.describe('compare', () => {
  test('with an empty shortlist: blocked with its message and a way to search', async ({ page }) => {
    await page.goto('/vehicle-compare/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare vehicles');
    await expect(
      page.getByText('In order to compare vehicles, you first need to have some saved in your shortlist...'),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Search used cars' })).toHaveAttribute(
      'href',
      '/used-cars/',
    );
    await expectNoAccessibilityViolations(page);
  });

  test('shortlist two -> Compare -> a table with a column per vehicle and a row per fact', async ({
    page,
    viewport,
  }) => {
    const [first, second] = await openResults(page);
    if (!first || !second) throw new Error('the results page shows fewer than two vehicles');
    await first.heart.click();
    await second.heart.click();
    await shortlistButton(page).click();
    await page.getByRole('dialog', { name: 'Your shortlist' }).getByRole('link', { name: 'Compare vehicles' }).click();
    await expect(page).toHaveURL(/\/vehicle-compare\/$/);

    const table = page.getByRole('table', { name: 'Your 2 shortlisted vehicles side by side' });
    await expect(table).toBeVisible();
    // Newest first, each column headed by the vehicle's title linking to its page.
    const columns = table.getByRole('columnheader');
    await expect(columns).toHaveText([second.title, first.title]);
    // The same vehicle page; its position (`i`) is the card's in the answer the compare page got.
    const secondPath = (second.href.split('?')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(columns.first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${secondPath}\\?i=\\d+&m=compare$`),
    );
    await expect(table.getByRole('rowheader')).toHaveText(rows);
    await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
    await expect(table.getByRole('row', { name: /^Year/ }).getByRole('cell')).toHaveText([/^\d{4}$/, /^\d{4}$/]);

    // On a phone the table scrolls sideways inside its labelled region, which takes keyboard focus.
    const region = page.getByRole('region', { name: 'Your 2 shortlisted vehicles side by side' });
    if ((viewport?.width ?? 1280) < 600) {
      await expect(region).toHaveAttribute('tabindex', '0');
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport?.width ?? 0);
    }
    await expectNoAccessibilityViolations(page);
  });
});
