import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { firstTabToSkipLink, tabTo } from './keyboard';
import { isSmallScreen, openPanel } from './searchPanel';
import { formatCount, nextResults } from './vehicles';

/** A filter group's button: named by its group, described by what is applied. */
const groupButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const countRequest = (page: Page) => page.waitForRequest((r) => r.url().endsWith('/api/search/car/count'));

/** The API calls the page makes from now on, as 'METHOD /path'. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/search/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** The results address carries these criteria (in any order; undefined: absent) and, with `exact`, no others. */
async function expectQuery(page: Page, expected: Record<string, string | undefined>, { exact = false } = {}) {
  await expect
    .poll(() => {
      const query = Object.fromEntries(new URL(page.url()).searchParams);
      return exact ? query : Object.fromEntries(Object.keys(expected).map((key) => [key, query[key]]));
    })
    .toEqual(expected);
}

/** The element that has focus, described for a failure message ('BODY' when focus was lost). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName}${element.hasAttribute('disabled') ? '[disabled]' : ''}` : 'none';
  });

test('the whole search journey works with the keyboard alone', async ({ page }) => {
  // A long journey of single key presses: more time than one interaction needs, not a timing test.
  test.setTimeout(120_000);
  // The page's own clock (flowing as usual), so the debounce can be passed without waiting for it.
  await page.clock.install();
  await page.goto('/');

  // Home: skip link, postcode typed key by key, counted and announced.
  await firstTabToSkipLink(page);
  await page.keyboard.press('Enter');
  const postcode = page.getByRole('textbox', { name: 'Postcode' });

  // Cars or vans, and the price mode, are radio groups: arrow keys move the selection.
  const cars = page.getByRole('radio', { name: 'Cars' });
  await tabTo(page, cars);
  await expect(cars).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Vans' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Vans' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(cars).toBeChecked();
  const priceMode = page.getByRole('radio', { name: 'Price', exact: true });
  await tabTo(page, priceMode);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Monthly cost' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Min monthly cost' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(priceMode).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Min price' })).toBeVisible();

  // Searching with no postcode: focus goes to the postcode field, whose message is read with it;
  // focus never falls to the page or stays on an unavailable button.
  // (The price mode change has been counted, so the button may carry a count.)
  await tabTo(page, page.getByRole('button', { name: /^Search ([\d,]+ )?cars$/ }));
  await page.keyboard.press('Enter');
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveAccessibleDescription('Error: We need a postcode to find cars in your area');
  expect(await focused(page)).toBe('INPUT');

  const counted = page.waitForRequest(
    (r) => r.url().endsWith('/api/search/car/count') && r.postDataJSON()?.PostCode === 'SW1A1AA',
  );
  await page.keyboard.type('sw1a 1aa');
  await expect(postcode).toHaveValue('SW1A1AA');
  expect((await counted).postDataJSON()).toMatchObject({ PostCode: 'SW1A1AA' });
  await expect(page.getByRole('status').filter({ hasText: /cars found$/ })).toHaveCount(1);

  // A make chosen stays chosen when the panel update answers (whatever the server suggests), and the
  // model list it brings can be used.
  const make = page.getByRole('combobox', { name: 'Make' });
  await tabTo(page, make);
  const updated = page.waitForRequest((r) => r.url().endsWith('/api/search/car/panel'));
  // The count that follows the update is sent once the update's answer is in the panel.
  const countedAfterUpdate = countRequest(page);
  await page.keyboard.type('ford');
  await expect(make).toHaveValue('ford');
  expect((await updated).postDataJSON()).toMatchObject({ MakeModels: [{ Value: 'ford' }] });
  expect((await countedAfterUpdate).postDataJSON()).toMatchObject({ MakeModels: [{ Value: 'ford' }] });
  await expect(make).toHaveValue('ford');
  await expect(page.getByRole('combobox', { name: 'Model' })).toBeEnabled();
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('*');

  // Search: Enter on the button leaves for the results, with the make.
  const search = page.getByRole('button', { name: /^Search [\d,]+ cars$/ });
  await tabTo(page, search);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/car\/\?/);
  await expectQuery(page, { PostCode: 'SW1A1AA', Make: 'ford' }, { exact: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[\d,]+ used cars near SW1A 1AA$/);

  // Small screens: the panel is behind "Filter and sort", which may come a moment after the heading.
  const small = isSmallScreen(page);
  const filterAndSort = page.getByRole('button', { name: 'Filter and sort' });
  if (small) {
    await expect(filterAndSort).toBeVisible();
    await tabTo(page, filterAndSort);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Filter and sort' })).toBeVisible();
  }

  // Panel: distance by arrow key (each choice counted), then the advanced view and a sub-panel.
  // Back to National: a server that really searches has too few Fords within a mile for the pages below.
  const distance = page.getByRole('combobox', { name: 'Distance' });
  await tabTo(page, distance);
  const distanceCounted = countRequest(page);
  await page.keyboard.press('ArrowDown');
  await expect(distance).toHaveValue('1');
  expect((await distanceCounted).postDataJSON()).toMatchObject({ Distance: 1 });
  const nationalCounted = countRequest(page);
  await page.keyboard.press('ArrowUp');
  await expect(distance).toHaveValue('1000');
  expect((await nationalCounted).postDataJSON()).toMatchObject({ Distance: 1000 });

  const more = page.getByRole('button', { name: 'More options' });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  const body = groupButton(page, 'Body and colour');
  await expect(body).toHaveAccessibleDescription('Any');
  await tabTo(page, body);
  await page.keyboard.press('Enter');
  const subPanel = page.getByRole('dialog', { name: 'Body and colour' });
  await expect(subPanel).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Tabs: arrow to Colour, into its panel, Space ticks a colour (the one with the most cars when the
  // panel says how many, so there are pages of results below); the count follows.
  const bodyStyleTab = subPanel.getByRole('tab', { name: 'Body style' });
  await tabTo(page, bodyStyleTab);
  await page.keyboard.press('ArrowRight');
  await expect(subPanel.getByRole('tab', { name: 'Colour' })).toHaveAttribute('aria-selected', 'true');
  const colours = subPanel.getByRole('group', { name: 'Colour' }).getByRole('checkbox');
  await expect(colours.first()).toBeVisible();
  const counters = (
    await colours.evaluateAll((boxes) =>
      boxes.map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent ?? ''),
    )
  ).map((name) => Number(/\(([\d,]+)\)\s*$/.exec(name)?.[1]?.replace(/,/g, '') ?? -1));
  const firstColour = colours.nth(counters.indexOf(Math.max(...counters)));
  await tabTo(page, firstColour);
  const colourCounted = countRequest(page);
  await page.keyboard.press('Space');
  await expect(firstColour).toBeChecked();
  const colour = await firstColour.getAttribute('value');
  expect((await colourCounted).postDataJSON()).toMatchObject({ Colours: [{ Value: colour, Selected: true }] });
  await expect(subPanel.getByRole('status')).toHaveText(/cars found$/);

  // Done closes it and gives focus back to its button, which now says what is applied.
  await tabTo(page, subPanel.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(subPanel).toHaveCount(0);
  await expect(body).toBeFocused();
  await expect(body).toHaveAccessibleDescription('1 filter applied');

  // Search again: the criteria are in the address.
  await tabTo(page, page.getByRole('button', { name: /^Search [\d,]+ cars$/ }));
  const searched = nextResults(page);
  await page.keyboard.press('Enter');
  await expectQuery(page, { PostCode: 'SW1A1AA', Make: 'ford', Colours: colour ?? '' }, { exact: true });
  const { Pagination } = await searched;
  const total = Pagination.TotalRecords;
  const perPage = Pagination.PageSize ?? 20;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${formatCount(total)} used cars near SW1A 1AA`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The search button left with the drawer (small screens): nothing it announced still points at it.
  await expectNoAccessibilityViolations(page);
  const resultsHeading = page.getByRole('heading', { level: 2, name: /results$/ });
  await expect(resultsHeading).toHaveText(`${formatCount(total)} results`);
  expect(total, 'the pages below need more than one page of results').toBeGreaterThan(perPage);
  /** What the page announces for a range of the results, as the app writes it. */
  const range = (from: number) =>
    `Showing ${formatCount(from)} to ${formatCount(Math.min(from + perPage - 1, total))} of ${formatCount(total)} cars, Price: highest first`;

  // Sorting by keyboard: each arrow press re-sorts in place; focus stays on 'Sort by' so the options
  // can be stepped through, the new order is announced, and only the results are asked for again.
  // On a phone, sorting is in the 'Filter and sort' drawer.
  if (small) {
    await expect(filterAndSort).toBeVisible();
    await tabTo(page, filterAndSort);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Filter and sort' })).toBeVisible();
  }
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await tabTo(page, sort);
  const calls = recordApiCalls(page);
  const sorted = page.waitForResponse((r) => r.url().endsWith('/api/search/car/results'));
  await page.keyboard.press('ArrowDown');
  await expectQuery(page, { SortOrder: 'price-asc', Make: 'ford' });
  expect((await sorted).request().postDataJSON()).toMatchObject({
    searchPanelParameters: { SortOrder: 'price-asc', MakeModels: [{ Value: 'ford' }] },
  });
  await expect(sort).toBeFocused();
  await expect(sort).toHaveValue('price-asc');
  await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveValue('price-desc');
  await expectQuery(page, { SortOrder: 'price-desc', Make: 'ford' });
  await expect(sort).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Showing 1 to / })).toHaveText(range(1));
  // Nothing else is asked for, even past the debounce: no new default panel, no count (the results
  // bring their own).
  await page.clock.runFor(1000);
  expect(calls).toEqual(['POST /api/search/car/results', 'POST /api/search/car/results']);
  if (small) {
    await page.keyboard.press('Escape');
    await expect(filterAndSort).toBeFocused();
  }

  // Next page with the keyboard: one results request, focus on the results heading, the range
  // announced; then back.
  calls.length = 0;
  const next = page.getByRole('navigation', { name: /pagination/i }).getByRole('link', { name: /next/i });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expectQuery(page, { Page: '2', SortOrder: 'price-desc' });
  await expect(resultsHeading).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Showing / })).toHaveText(range(perPage + 1));
  await page.clock.runFor(1000);
  expect(calls).toEqual(['POST /api/search/car/results']);
  // Back is the browser's own control, not the page's.
  await page.goBack();
  await expectQuery(page, { Page: undefined, SortOrder: 'price-desc', Colours: colour ?? '' });
});

test.describe('sub-panels', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&IsReduced=true');
    await openPanel(page);
    await page.getByRole('button', { name: 'More options' }).click();
  });

  test('each group says what is applied; Clear puts only its criteria back at any', async ({ page }) => {
    const dealer = groupButton(page, 'Dealer and history');
    await expect(dealer).toHaveAccessibleDescription('1 filter applied');
    await dealer.click();
    const subPanel = page.getByRole('dialog', { name: 'Dealer and history' });
    await subPanel.getByRole('tab', { name: 'Advert' }).click();
    await expect(subPanel.getByRole('switch', { name: 'Reduced in price' })).toBeChecked();
    await subPanel.getByRole('tab', { name: 'History' }).click();
    await subPanel.getByRole('switch', { name: 'Hide imports' }).focus();
    await page.keyboard.press('Space');
    await expect(dealer).toHaveAccessibleDescription('2 filters applied');
    await expectNoAccessibilityViolations(page);

    const counted = countRequest(page);
    await subPanel.getByRole('button', { name: 'Clear' }).click();
    const request = (await counted).postDataJSON();
    expect(request).toMatchObject({ IsReduced: false, ExcludeImports: false, PostCode: 'SW1A1AA' });
    await subPanel.getByRole('button', { name: 'Done' }).click();
    await expect(dealer).toBeFocused();
    await expect(dealer).toHaveAccessibleDescription('Any');
  });

  test('Escape closes a sub-panel; it opens on its first tab next time', async ({ page }) => {
    await groupButton(page, 'Engine and gearbox').click();
    const subPanel = page.getByRole('dialog', { name: 'Engine and gearbox' });
    await subPanel.getByRole('tab', { name: 'Performance' }).click();
    await expect(subPanel.getByRole('combobox', { name: 'Power' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(subPanel).toHaveCount(0);
    await expect(groupButton(page, 'Engine and gearbox')).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(subPanel.getByRole('tab', { name: 'Fuel and gearbox' })).toHaveAttribute('aria-selected', 'true');
  });
});
