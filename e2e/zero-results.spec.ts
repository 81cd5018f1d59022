import { expect, openWithinApp, test, type Page, type Route } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { tabTo } from './keyboard';
import { openPanel } from './searchPanel';

/**
 * Zero-result recovery: a search that finds nothing offers the choices to remove, each with what it
 * would find. The test decides what the server says (an empty page for the search, figures of its own
 * choosing for the counts), so it holds against any server that implements the contract; the results
 * after a choice are the server's own, read from its response.
 */

interface Criteria {
  PostCode?: string;
  Distance?: number;
  MaxPrice?: number;
  IsReduced?: boolean;
}

/** The search that finds nothing: reduced cars under £3,000 within 5 miles of SW1A 1AA. */
const emptySearch = '/search/car/?PostCode=SW1A1AA&Distance=5&MaxPrice=3000&IsReduced=true';

/** The figures the counts answer, by the one criterion relaxed (reduced on its own still finds nothing). */
function countFor(criteria: Criteria): number {
  if (criteria.Distance === undefined || criteria.Distance === 1000) return 120;
  if (criteria.MaxPrice === undefined || criteria.MaxPrice === -1) return 45;
  return 0;
}

const isEmptySearch = (criteria: Criteria) =>
  criteria.Distance === 5 && criteria.MaxPrice === 3000 && criteria.IsReduced === true;

/** Answers the searches and counts of the results page; records the count requests' criteria. */
async function serve(page: Page) {
  const counts: Criteria[] = [];
  const searches: Criteria[] = [];
  let answer: { Pagination: { TotalRecords: number } } | undefined;
  await page.route('**/api/search/car/count', (route) => {
    const criteria = route.request().postDataJSON() as Criteria;
    counts.push(criteria);
    return route.fulfill({ json: { RecordCount: countFor(criteria) } });
  });
  await page.route('**/api/search/car/results', async (route: Route) => {
    const body = route.request().postDataJSON() as { searchPanelParameters: Criteria };
    searches.push(body.searchPanelParameters);
    if (isEmptySearch(body.searchPanelParameters))
      return route.fulfill({ json: { Results: [], Pagination: { CurrentPage: 1, TotalRecords: 0, PageSize: 20 } } });
    // After a choice: the server's own results for a search it certainly has stock for (everything
    // near the postcode), whatever it holds.
    const response = await route.fetch({
      postData: JSON.stringify({
        isNewSearch: true,
        pagination: { CurrentPage: 1 },
        searchPanelParameters: { PostCode: 'SW1A1AA', PaginationCurrentPage: 1 },
      }),
    });
    answer = (await response.json()) as { Pagination: { TotalRecords: number } };
    return route.fulfill({ response, json: answer });
  });
  return { counts, searches, answered: () => answer };
}

test('a search that finds nothing offers the choices to remove, by keyboard', async ({ page }) => {
  const { counts, searches, answered } = await serve(page);
  // The page's own clock, so the counts' debounce can be passed without waiting for it.
  await page.clock.install();
  await openWithinApp(page, emptySearch);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('0 used cars near SW1A 1AA');
  const main = page.getByRole('main');
  await expect(main.getByText('No cars match your search.')).toBeVisible();

  // The polite status says the suggestions have arrived; the list is named by it.
  await expect(main.getByRole('status').filter({ hasText: 'Try removing one of these:' })).toBeVisible();
  const suggestions = main.getByRole('list', { name: 'Try removing one of these:' });
  await expect(suggestions.getByRole('link')).toHaveText([
    'Remove Distance: Within 5 miles (120 cars)',
    'Remove Max price: £3,000 (45 cars)',
  ]);

  // One count per criterion that narrows the search, each with only that criterion relaxed; reduced on
  // its own finds nothing, so it is counted but not offered.
  expect(counts).toHaveLength(3);
  expect(counts).toContainEqual(expect.objectContaining({ Distance: 1000, MaxPrice: 3000, IsReduced: true }));
  expect(counts).toContainEqual(expect.objectContaining({ Distance: 5, MaxPrice: -1, IsReduced: true }));
  expect(counts).toContainEqual(expect.objectContaining({ Distance: 5, MaxPrice: 3000, IsReduced: false }));
  for (const criteria of counts) expect(criteria.PostCode).toBe('SW1A1AA');
  // Nothing more is counted while the suggestions are shown, even past the debounce.
  await page.clock.runFor(1000);
  expect(counts).toHaveLength(3);

  await expectNoAccessibilityViolations(page);

  // Keyboard: Tab to the first suggestion and follow it.
  const countsBefore = counts.length;
  const remove = suggestions.getByRole('link', { name: 'Remove Distance: Within 5 miles (120 cars)' });
  await tabTo(page, remove);
  const searched = page.waitForRequest((request) => request.url().endsWith('/api/search/car/results'));
  await page.keyboard.press('Enter');
  await searched;

  // The search runs again without that one choice; every other choice stays.
  await expect(page).toHaveURL(/\/search\/car\/\?/);
  const query = Object.fromEntries(new URL(page.url()).searchParams);
  expect(query).toEqual({ PostCode: 'SW1A1AA', MaxPrice: '3000', IsReduced: 'true' });
  expect(searches.at(-1)).toMatchObject({ PostCode: 'SW1A1AA', Distance: 1000, MaxPrice: 3000, IsReduced: true });

  // Focus on the results heading, and the new count announced politely (figures from the response).
  await expect.poll(answered).toBeDefined();
  const total = answered()?.Pagination.TotalRecords ?? 0;
  const figure = new Intl.NumberFormat('en-GB').format(total);
  const heading = page.getByRole('heading', { level: 2, name: `${figure} results` });
  await expect(heading).toBeFocused();
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText(new RegExp(`^Showing 1 to [\\d,]+ of ${figure} cars, Most relevant$`));
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(suggestions).toHaveCount(0);
  expect(counts).toHaveLength(countsBefore);
});

test('when no one choice helps, or the counts fail, the page still says what to try', async ({ page }) => {
  await serve(page);
  await page.route('**/api/search/car/count', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
  );
  await openWithinApp(page, emptySearch);
  const main = page.getByRole('main');
  await expect(main.getByText('Try a wider distance, fewer filters, or Reset to start again.')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Try removing one of these:' })).toHaveCount(0);

  await page.unroute('**/api/search/car/count');
  await page.route('**/api/search/car/count', (route) => route.fulfill({ json: { RecordCount: 0 } }));
  await openWithinApp(page, emptySearch);
  await expect(
    main.getByText(
      'Removing any one of your choices on its own still finds no cars. Try a wider distance, fewer filters, or Reset to start again.',
    ),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("the search button says 'No matching cars' when a change finds nothing", async ({ page }) => {
  await serve(page);
  await openWithinApp(page, emptySearch);
  await openPanel(page);
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/search/car/count'));
  await page.getByRole('combobox', { name: 'Distance' }).selectOption({ label: 'Within 1 mile' });
  await counted;
  const button = page.getByRole('button', { name: 'No matching cars', exact: true });
  await expect(button).toHaveText('No matching cars');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'No matching cars' })).toHaveCount(1);
  await expectNoAccessibilityViolations(page);
});
