import { expect, test, type Page } from './fixtures';

/**
 * The searches a person made (one for cars, one for vans: saved search parameters per vehicle type,
 * requirements 3.10) are still theirs after browsing every other part of the site: sell, car advice, the
 * contact page, the dealer directory, a dealer's page and that dealer's whole stock.
 */
const browsing = [
  '/sell-my-car/',
  '/sell-my-car/car-valuation/',
  '/sell-my-car/part-exchange/',
  '/sell-my-car/car-selling-tips/',
  '/car-reviews/',
  '/car-price-guide/',
  '/contact/',
  '/used-cars/dealers/',
  '/used-vans/dealers/',
  '/used-cars/finance/',
  '/car-finance-calculator/',
];

/** A results page asked for afresh (the server's render, which the browser hydrates), once its results show. */
async function search(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toBeVisible();
}

test('the searches made for cars and for vans survive browsing every other part of the site', async ({ page }) => {
  test.setTimeout(120_000);
  await search(page, '/search/car/?PostCode=SW1A1AA&Distance=30');
  await search(page, '/search/van/?PostCode=SW1A1AA&Distance=50');

  for (const path of browsing) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('Page not found');
  }

  // A dealer's page, then the dealer's whole stock in the results: browsing, not the person's search.
  await page.goto('/dealers/all/');
  const dealer = page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
  await dealer.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seeAll = page.getByRole('link', { name: /^See all .* from / }).first();
  const stock = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/results'));
  await seeAll.click();
  expect((await stock).postDataJSON()).toMatchObject({ searchPanelParameters: { DealerId: expect.any(Number) } });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Home: the car search comes back, and the van search behind the Cars/Vans switch.
  const carCount = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/search/car/count');
  await page.goto('/');
  expect((await carCount).postDataJSON()).toMatchObject({ PostCode: 'SW1A1AA', Distance: 30 });
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('SW1A1AA');
  await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveValue('30');

  const vanCount = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/search/van/count');
  await page.getByRole('radio', { name: 'Cars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Vans' })).toBeChecked();
  expect((await vanCount).postDataJSON()).toMatchObject({ PostCode: 'SW1A1AA', Distance: 50 });
  await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveValue('50');
});
