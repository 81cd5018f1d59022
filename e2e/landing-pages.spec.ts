import { expect, openWithinApp, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import type { County, SearchResults } from '../app/api/types';
import { openPanel } from './searchPanel';
import { cardHref, cardsOf, formatCount, isResultsAnswer, nextResults, offersOf } from './vehicles';

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
  // Town pages search within 20 miles of the town centre's postcode in the locations lookup (the
  // server's: see centrePostcode).
  { path: '/used-cars/local/berkshire/reading/', heading: 'Used cars for sale in Reading', sent: { Distance: 20 } },
  {
    path: '/used-vans/local/west-midlands/birmingham/',
    heading: 'Used vans for sale in Birmingham',
    sent: { Distance: 20 },
  },
] as const;

/**
 * The centre postcode of a town landing page's town, from the locations lookup the page asks for
 * (start waiting before it does), as the panel holds it: upper case without its space. Undefined for
 * other pages.
 */
async function centrePostcode(page: Page, path: string): Promise<string | undefined> {
  const [, county, town] = /^\/used-(?:cars|vans)\/local\/([a-z0-9-]+)\/([a-z0-9-]+)\/$/.exec(path) ?? [];
  if (!county || !town) return undefined;
  const answer = await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/lookups/locations' && r.ok());
  const { Counties } = (await answer.json()) as Locations;
  const found = Counties.find((entry) => entry.Slug === county)?.Towns.find((entry) => entry.Slug === town);
  if (!found) throw new Error(`the locations lookup has no ${county}/${town}`);
  return found.CentrePostCode.replace(/\s+/g, '').toUpperCase();
}

interface Locations {
  Counties: County[];
}

/** The first vehicle link in the results. */
const firstResult = (page: Page) =>
  page
    .getByRole('region', { name: /results$/ })
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');

/** The results region shows the answer: its count, and its first card (or no card when it found none). */
async function expectResultsShown(page: Page, answer: SearchResults) {
  const total = answer.Pagination.TotalRecords;
  await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toHaveText(`${formatCount(total)} results`);
  const [first] = cardsOf(answer);
  if (first) {
    await expect(firstResult(page)).toHaveText(first.Title);
    await expect(firstResult(page)).toHaveAttribute('href', cardHref(first, 'landing'));
  } else {
    expect(total).toBe(0);
    await expect(page.getByRole('region', { name: /results$/ }).getByRole('article')).toHaveCount(0);
  }
}

for (const landing of landings) {
  test(`${landing.path} shows its preset results under its own heading`, async ({ page }) => {
    const isVan = landing.path.startsWith('/used-vans/');
    const search = page.waitForResponse((r) => isResultsAnswer(r, isVan ? 'van' : 'car'));
    const centre = centrePostcode(page, landing.path);
    await openWithinApp(page, landing.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.heading);
    await expect(page).toHaveTitle(`${landing.heading} | Forecourt`);
    const answer = await search;
    const postcode = await centre;
    expect(answer.request().postDataJSON().searchPanelParameters).toMatchObject({
      ...landing.sent,
      ...(postcode ? { PostCode: postcode } : {}),
    });
    await expectResultsShown(page, (await answer.json()) as SearchResults);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });
}

test('a town landing page shows its centre postcode and distance in the panel, and passes axe', async ({
  page,
  viewport,
}) => {
  const answer = nextResults(page);
  const centre = centrePostcode(page, '/used-cars/local/berkshire/reading/');
  await openWithinApp(page, '/used-cars/local/berkshire/reading/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars for sale in Reading');
  await expectResultsShown(page, await answer);
  await expectNoAccessibilityViolations(page);
  // Small screens keep the panel in a drawer behind "Filter and sort".
  if ((viewport?.width ?? 0) < 1024) await page.getByRole('button', { name: 'Filter and sort' }).click();
  const panel = page.getByRole('search', { name: 'Search used cars' });
  await expect(panel.getByRole('textbox', { name: 'Postcode' })).toHaveValue((await centre) ?? '');
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
  const counts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search/car/count') counts.push(request.url());
  });
  // The page's own clock, so the count's debounce can be passed without waiting for it.
  await page.clock.install();
  const results = page.waitForResponse((r) => r.url().endsWith('/api/search/car/results'));
  await openWithinApp(page, '/ford/used-cars/');
  const { Pagination } = (await (await results).json()) as { Pagination: { TotalRecords: number } };
  const total = formatCount(Pagination.TotalRecords);
  await openPanel(page);
  await expect(page.getByRole('combobox', { name: 'Make' })).toHaveValue('ford');
  const model = page.getByRole('combobox', { name: 'Model' });
  await expect(model).toHaveValue('*');
  await expect(model.getByRole('option', { name: 'Model (any)' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toHaveText(`${total} results`);
  await expect(page.getByRole('button', { name: /^Search [\d,]+ cars$/ })).toHaveText(`Search ${total} cars`);
  // No count request of its own that could disagree with the results, even past the debounce.
  await page.clock.runFor(1000);
  expect(counts).toEqual([]);
  await expect(page.getByRole('button', { name: /^Search [\d,]+ cars$/ })).toHaveText(`Search ${total} cars`);
});

/** Every vehicle the page shows (cards and special offers), as its heading's link: title and address. */
const shownVehicles = (page: Page) =>
  page
    .getByRole('region', { name: /results$/ })
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ title: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
    );

test('a Ford landing page lists only Fords, and shows the count the server gives for Ford', async ({ page }) => {
  const answered = page.waitForResponse((r) => isResultsAnswer(r));
  await openWithinApp(page, '/ford/used-cars/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Ford cars for sale');
  const response = await answered;
  const answer = (await response.json()) as SearchResults;
  const total = answer.Pagination.TotalRecords;
  expect(total, 'the server has Fords').toBeGreaterThan(0);

  // Only Fords: in the server's answer (cards and offers) and on the page.
  const sent = [...cardsOf(answer), ...offersOf(answer).flatMap((offers) => offers.Vehicles)];
  expect(sent.filter((card) => card.Manufacturer !== 'Ford').map((card) => card.Title)).toEqual([]);
  const expectOnlyFords = async () => {
    const shown = await shownVehicles(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(
      shown.filter(({ title, href }) => !title.startsWith('Ford ') || !href.startsWith('/used-cars/ford/')),
    ).toEqual([]);
  };
  await expect(firstResult(page)).toHaveText(cardsOf(answer)[0]?.Title ?? '');
  await expectOnlyFords();

  // The count shown is the server's count for the same criteria, and fewer than all its cars.
  await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toHaveText(`${formatCount(total)} results`);
  const criteria = (response.request().postDataJSON() as { searchPanelParameters: Record<string, unknown> })
    .searchPanelParameters;
  const count = async (body: Record<string, unknown>) => {
    const counted = await page.request.post('/api/search/car/count', {
      data: body,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(counted.status()).toBe(200);
    return ((await counted.json()) as { RecordCount: number }).RecordCount;
  };
  expect(await count(criteria)).toBe(total);
  expect(await count({})).toBeGreaterThan(total);

  // The next page: Fords too.
  expect(total, 'more than one page of Fords').toBeGreaterThan(answer.Pagination.PageSize ?? 20);
  const next = page.waitForResponse((r) => isResultsAnswer(r));
  await page
    .getByRole('navigation', { name: /pagination/i })
    .getByRole('link', { name: /next/i })
    .click();
  const second = (await (await next).json()) as SearchResults;
  expect(
    cardsOf(second)
      .filter((card) => card.Manufacturer !== 'Ford')
      .map((card) => card.Title),
  ).toEqual([]);
  await expect(firstResult(page)).toHaveText(cardsOf(second)[0]?.Title ?? '');
  await expectOnlyFords();
});

test('a landing page passes axe, and its pages keep the landing address', async ({ page }) => {
  const answer = nextResults(page);
  await openWithinApp(page, '/used-cars/price/under-10000/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars under £10,000');
  const { Pagination } = await answer;
  expect(Pagination.TotalRecords, 'this journey needs more than one page of results').toBeGreaterThan(
    Pagination.PageSize ?? 20,
  );
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
  await openWithinApp(page, '/search/car/?PostCode=SW1A1AA');
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
  await openWithinApp(page, '/search/car/?PostCode=SW1A1AA');
  await expect(page.getByRole('alert')).toHaveText('Sorry, we could not load the results.Please try again.Try again');
  // The non-JSON failure also goes to the error-reporting service (requirements 8.10), paths without queries.
  expect((await report).postDataJSON()).toMatchObject({
    Source: 'api',
    Action: 'search',
    Status: 502,
    Page: '/search/car/',
    RequestPath: '/api/search/car/results',
    Preview: '<html>Bad gateway</html>',
  });
});

test('a page turn that fails says so in plain words, hides the stale count and pages, and Try again keeps the search', async ({
  page,
}) => {
  const first = nextResults(page);
  await openWithinApp(page, '/search/car/?PostCode=SW1A1AA');
  const total = formatCount((await first).Pagination.TotalRecords);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${total} used cars near SW1A 1AA`);

  await page.route('**/api/search/car/results', (route) =>
    route.fulfill({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }),
  );
  const pages = page.getByRole('navigation', { name: /pagination/i });
  await pages.getByRole('link', { name: /next/i }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Sorry, we could not load the results.Please try again.Try again');
  await expect(alert).not.toContainText('502');
  // Nothing stale beside the message: no count, no pages of results that did not load.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars near SW1A 1AA');
  await expect(page.getByRole('heading', { level: 2, name: 'Results', exact: true })).toBeVisible();
  await expect(pages).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await page.unroute('**/api/search/car/results');
  const again = nextResults(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  expect((await again).Pagination.CurrentPage).toBe(2);
  await expect(page).toHaveURL(/PostCode=SW1A1AA&Page=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${total} used cars near SW1A 1AA`);
  await expect(alert).toHaveCount(0);
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
