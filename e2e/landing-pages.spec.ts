import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './axe';
import { openPanel } from './searchPanel';

const landings = [
  {
    path: '/ford/used-cars/',
    heading: 'Used Ford cars for sale',
    sent: { MakeModels: [{ Value: 'ford', Selected: true }] },
  },
  {
    path: '/ford/fiesta/used-cars/',
    heading: 'Used Ford Fiesta cars for sale',
    sent: { MakeModels: [{ Value: 'ford', Models: [{ Value: 'fiesta', Selected: true }] }] },
  },
  { path: '/used-cars/price/under-5000/', heading: 'Used cars under £5,000', sent: { MaxPrice: 5000 } },
  {
    path: '/used-cars/fuel/diesel/',
    heading: 'Used diesel cars for sale',
    sent: { FuelTypes: [{ Value: 'diesel', Selected: true }] },
  },
  {
    path: '/used-cars/transmission/automatic/',
    heading: 'Used automatic cars for sale',
    sent: { Transmissions: [{ Value: 'automatic', Selected: true }] },
  },
  {
    path: '/used-cars/bodystyle/estate/',
    heading: 'Used Estate cars for sale',
    sent: { BodyStyles: [{ Value: 'estate', Selected: true }] },
  },
  {
    path: '/used-cars/cheap-cars/',
    heading: 'Cheap used cars for sale',
    sent: { MaxPrice: 3000, SortOrder: 'price-asc' },
  },
  {
    path: '/used-vans/ford/transit-custom/',
    heading: 'Used Ford Transit Custom vans for sale',
    sent: { MakeModels: [{ Value: 'ford', Models: [{ Value: 'transit-custom', Selected: true }] }] },
  },
  // Town pages search within 20 miles of the town centre's postcode in the locations lookup (Reading's
  // is RG1 1QH, Birmingham's B1 1BB); the panel holds a postcode without its space.
  {
    path: '/used-cars/local/berkshire/reading/',
    heading: 'Used cars for sale in Reading',
    sent: { PostCode: 'RG11QH', Distance: 20 },
  },
  {
    path: '/used-vans/local/west-midlands/birmingham/',
    heading: 'Used vans for sale in Birmingham',
    sent: { PostCode: 'B11BB', Distance: 20 },
  },
] as const;

/** The first vehicle link in the results. */
const firstResult = (page: Page) =>
  page
    .getByRole('region', { name: /results$/ })
    .getByRole('link')
    .first();

for (const landing of landings) {
  test(`${landing.path} shows its preset results under its own heading`, async ({ page }) => {
    const isVan = landing.path.startsWith('/used-vans/');
    const search = page.waitForRequest((r) => r.url().endsWith(`/api/search/${isVan ? 'van' : 'car'}/results`));
    await page.goto(landing.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.heading);
    await expect(page).toHaveTitle(`${landing.heading} | Forecourt`);
    expect((await search).postDataJSON().searchPanelParameters).toMatchObject(landing.sent);
    await expect(firstResult(page)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });
}

test('a town landing page shows its centre postcode and distance in the panel, and passes axe', async ({
  page,
  viewport,
}) => {
  await page.goto('/used-cars/local/berkshire/reading/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars for sale in Reading');
  await expect(firstResult(page)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // Small screens keep the panel in a drawer behind "Filter and sort".
  if ((viewport?.width ?? 0) < 1024) await page.getByRole('button', { name: 'Filter and sort' }).click();
  const panel = page.getByRole('search', { name: 'Search used cars' });
  await expect(panel.getByRole('textbox', { name: 'Postcode' })).toHaveValue('RG11QH');
  await expect(panel.getByRole('combobox', { name: 'Distance' })).toHaveValue('20');
});

for (const path of ['/used-cars/local/berkshire/atlantis/', '/used-vans/local/merseyside/reading/']) {
  test(`${path} names no town in the lookup, so it is the 404 page`, async ({ page }) => {
    let searched = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/search/')) searched = true;
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Forecourt');
    expect(searched).toBe(false);
  });
}

test('a make landing page offers Model (any), selected, and shows one count: the one its results came with', async ({
  page,
}) => {
  const results = page.waitForResponse((r) => r.url().endsWith('/api/search/car/results'));
  await page.goto('/ford/used-cars/');
  const { Pagination } = (await (await results).json()) as { Pagination: { TotalRecords: number } };
  const total = new Intl.NumberFormat('en-GB').format(Pagination.TotalRecords);
  await openPanel(page);
  await expect(page.getByRole('combobox', { name: 'Make' })).toHaveValue('ford');
  const model = page.getByRole('combobox', { name: 'Model' });
  await expect(model).toHaveValue('*');
  await expect(model.getByRole('option', { name: 'Model (any)' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toHaveText(`${total} results`);
  await expect(page.getByRole('button', { name: /^Search [\d,]+ cars$/ })).toHaveText(`Search ${total} cars`);
  // No count request of its own that could disagree with the results.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('button', { name: /^Search [\d,]+ cars$/ })).toHaveText(`Search ${total} cars`);
});

test('a landing page passes axe, and its pages keep the landing address', async ({ page }) => {
  await page.goto('/used-cars/price/under-10000/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars under £10,000');
  await expectNoAccessibilityViolations(page);
  await page
    .getByRole('navigation', { name: /pagination/i })
    .getByRole('link', { name: /next/i })
    .click();
  await expect(page).toHaveURL(/\/used-cars\/price\/under-10000\/\?Page=2$/);
});

test('an empty result says so and offers a way on', async ({ page }) => {
  await page.route('**/api/search/car/results', (route) =>
    route.fulfill({ json: { Results: [], Pagination: { CurrentPage: 1, TotalRecords: 0, PageSize: 20 } } }),
  );
  await page.goto('/search/car/?PostCode=SW1A1AA');
  await expect(page.getByText('No cars match your search.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('0 used cars near SW1A 1AA');
  await expectNoAccessibilityViolations(page);
});

test('a failed search says so instead of a blank page', async ({ page }) => {
  await page.route('**/api/search/car/results', (route) =>
    route.fulfill({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }),
  );
  const report = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/errors',
  );
  await page.goto('/search/car/?PostCode=SW1A1AA');
  await expect(page.getByRole('alert')).toContainText('Sorry, we could not load the results.');
  await expect(page.getByRole('alert')).toContainText('Failed to search (502). Please refresh the page and try again.');
  // The non-JSON failure also goes to the error-reporting service (spec section 8), paths without queries.
  expect((await report).postDataJSON()).toMatchObject({
    Source: 'api',
    Action: 'search',
    Status: 502,
    Page: '/search/car/',
    RequestPath: '/api/search/car/results',
    Preview: '<html>Bad gateway</html>',
  });
});

test('the manufacturers page lists every make, each linking to its landing page', async ({ page }) => {
  await page.goto('/used-cars/manufacturers/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars by manufacturer');
  const ford = page.getByRole('main').getByRole('link', { name: 'Ford', exact: true });
  await expect(ford).toHaveAttribute('href', '/ford/used-cars/');
  await expectNoAccessibilityViolations(page);
  await ford.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Ford cars for sale');
});

for (const [path, heading] of [
  ['/used-cars/dealers/', 'Used car dealers'],
  ['/used-vans/dealers/', 'Used van dealers'],
  ['/dealers/all/', 'All dealers'],
] as const) {
  test(`${path} lists dealers with their phone numbers`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Call 0/ })
        .first(),
    ).toHaveAttribute('href', /^tel:0\d+$/);
    await expectNoAccessibilityViolations(page);
  });
}
