import { expect, test, type Page } from './fixtures';
import { formatCount } from './vehicles';

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

test('a van search after a car search carries only what the panel shows: no car filters unseen', async ({ page }) => {
  // The car search: near BT1 5GS within 100 miles, up to £20,000, from 2019 to 2022, up to 40,000 miles.
  await search(
    page,
    '/search/car/?PostCode=BT15GS&Distance=100&MaxPrice=20000&MinYear=2019&MaxYear=2022&MaxMileage=40000',
  );

  await page.goto('/');
  const panel = page.getByRole('search');
  await expect(panel.getByRole('textbox', { name: 'Postcode' })).toHaveValue('BT15GS');
  const vanCount = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/search/van/count' && answer.ok(),
  );
  await page.getByRole('radio', { name: 'Cars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Vans' })).toBeChecked();
  const answer = await vanCount;
  const sent = answer.request().postDataJSON() as Record<string, unknown>;
  // What carries over is on the basic panel, in sight: the postcode, the distance and the price.
  expect(sent).toMatchObject({ PostCode: 'BT15GS', Distance: 100, MaxPrice: 20000 });
  for (const key of ['MinYear', 'MaxYear', 'MaxMileage']) expect(sent, key).not.toHaveProperty(key);
  await expect(panel.getByRole('combobox', { name: 'Distance' })).toHaveValue('100');
  await expect(panel.getByRole('combobox', { name: 'Max price' })).toHaveValue('20000');

  const { RecordCount } = (await answer.json()) as { RecordCount: number };
  expect(RecordCount).toBeGreaterThan(0);
  await expect(panel.getByRole('button', { name: `Search ${formatCount(RecordCount)} vans` })).toBeVisible();
  await panel.getByRole('button', { name: 'More options' }).click();
  await expect(panel.getByRole('button', { name: 'Age and mileage', exact: true })).toHaveAccessibleDescription('Any');

  // The car search is still the car panel's.
  const carCount = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/search/car/count');
  await page.getByRole('radiogroup', { name: 'Vehicle type' }).getByText('Cars', { exact: true }).click();
  expect((await carCount).postDataJSON()).toMatchObject({ MinYear: 2019, MaxYear: 2022, MaxMileage: 40000 });
});
