import { expect, openWithinApp, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { openPanel } from './searchPanel';
import { cardHref, cardsOf, formatCount, nextResults, offersOf } from './vehicles';

/** The link of the first vehicle card on the page (its heading's). */
const firstCardLink = (page: Page) =>
  page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');

test.describe('search by postcode', () => {
  test('postcode -> count -> results -> next page -> back, by keyboard', async ({ page }) => {
    // Listening from before the page's own scripts run, so a quick answer cannot fire unheard.
    await page.addInitScript(() => window.addEventListener('m:results', () => console.log('m:results fired')));
    const results = page.waitForEvent('console', { predicate: (m) => m.text() === 'm:results fired' });
    const answered = nextResults(page);
    await openWithinApp(page, '/search/car/?PostCode=SW1A1AA');
    const answer = await answered;
    const total = answer.Pagination.TotalRecords;
    // The count is the server's, as the app writes it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${formatCount(total)} used cars near SW1A 1AA`);
    await results;
    // The first card is the answer's first, linking to its vehicle page.
    const [first] = cardsOf(answer);
    if (!first) throw new Error('the server found no cars near SW1A 1AA');
    const firstLink = firstCardLink(page);
    await expect(firstLink).toHaveText(first.Title);
    await expect(firstLink).toHaveAttribute('href', cardHref(first));
    // Special offers the page does not already list come in their own titled region.
    const listed = new Set(cardsOf(answer).map((card) => card.VehicleId));
    for (const offers of offersOf(answer)) {
      const region = page.getByRole('region', { name: offers.Title ?? 'Special offers' });
      const fresh = offers.Vehicles.filter((card) => !listed.has(card.VehicleId));
      await expect(region).toHaveCount(fresh.length > 0 ? 1 : 0);
    }
    await expectNoAccessibilityViolations(page);

    expect(total, 'this journey needs more than one page of results').toBeGreaterThan(answer.Pagination.PageSize ?? 20);
    const pagination = page.getByRole('navigation', { name: /pagination/i });
    await pagination.getByRole('link', { name: /next/i }).focus();
    const second = nextResults(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/PostCode=SW1A1AA&Page=2$/);
    await expect(pagination.getByRole('link', { name: /2/ }).first()).toHaveAttribute('aria-current', 'page');
    const [secondFirst] = cardsOf(await second);
    if (!secondFirst) throw new Error('the server sent an empty second page');
    await expect(firstCardLink(page)).toHaveText(secondFirst.Title);

    await page.goBack();
    await expect(page).toHaveURL(/\/search\/car\/\?PostCode=SW1A1AA$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${formatCount(total)} used cars near SW1A 1AA`);
  });

  test('each card’s picture fills its frame down to the card’s text: no blank band above the title', async ({
    page,
  }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Measured once the first photo has loaded, as its own proportions then apply.
    await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
    const gaps = await cards.evaluateAll((articles) =>
      articles.slice(0, 3).map((article) => {
        const picture = article.querySelector('img')?.getBoundingClientRect();
        const title = article.querySelector('h3');
        const body = title?.parentElement;
        if (!picture || !title || !body) return Number.NaN;
        // What lies between the picture and the title beyond the text's own padding.
        return title.getBoundingClientRect().top - picture.bottom - parseFloat(getComputedStyle(body).paddingTop);
      }),
    );
    for (const gap of gaps) expect(Math.abs(gap)).toBeLessThan(1);
  });

  test("'Most relevant': a page holds at most 3 Featured adverts, labelled at its top, and its other cars nearest first", async ({
    page,
  }) => {
    const answered = nextResults(page);
    await openWithinApp(page, '/search/car/?PostCode=SW1A1AA');
    const cards = cardsOf(await answered);
    const featured = cards.filter((card) => card.IsFeaturedAdvert).length;
    expect(featured, 'Featured adverts on the first page').toBeLessThanOrEqual(3);
    // The cards as shown: the Featured ones first, each labelled; no other card is.
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles.first()).toBeVisible();
    for (const [index, card] of cards.entries()) {
      const labels = articles.nth(index).getByRole('list', { name: 'Labels' });
      const isFeatured = index < featured;
      expect(card.IsFeaturedAdvert, `card ${index + 1}, ${card.Title}`).toBe(isFeatured);
      if (isFeatured) {
        await expect(labels).toContainText('Featured');
        // What Featured means, plainly.
        await expect(articles.nth(index)).toContainText('Featured: the dealer paid to show this advert here.');
      } else await expect(articles.nth(index).getByText('Featured', { exact: true })).toHaveCount(0);
    }
    // With more cars within 10 miles than the page has other places, those places go to them.
    const near = await page.request.post('/api/search/car/count', {
      data: { Type: 'car', PostCode: 'SW1A1AA', Distance: 10 },
    });
    const { RecordCount } = (await near.json()) as { RecordCount: number };
    expect(RecordCount, 'this journey needs a page of cars within 10 miles').toBeGreaterThan(cards.length);
    for (const card of cards.slice(featured)) {
      const detail = await page.request.get(`/api/vehicles/${card.VehicleId}?postcode=SW1A1AA`);
      const { DistanceMiles } = (await detail.json()) as { DistanceMiles: number };
      expect(DistanceMiles, `${card.Title}, card ${card.Position}`).toBeLessThanOrEqual(10);
    }
  });

  test('the sort order is in the address and sent with the search', async ({ page }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[\d,]+ used cars near SW1A 1AA$/);
    await openPanel(page);
    const search = page.waitForRequest((r) => r.url().endsWith('/api/search/car/results'));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/SortOrder=price-asc/);
    expect((await search).postDataJSON()).toMatchObject({
      isNewSearch: true,
      pagination: { CurrentPage: 1 },
      searchPanelParameters: { PostCode: 'SW1A1AA', SortOrder: 'price-asc' },
    });
  });

  test('Sort by re-sorts the search that ran: a Make changed but not searched stays chosen, unsent (WCAG 3.2.2)', async ({
    page,
  }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&Make=ford');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ used cars? near SW1A 1AA$/);
    await openPanel(page);
    const make = page.getByRole('combobox', { name: 'Make' });
    await expect(make).toHaveValue('ford');
    const other = await make
      .locator('option')
      .evaluateAll((options) =>
        options
          .map((option) => (option as HTMLOptionElement).value)
          .find((value) => !['', '*', 'ford'].includes(value)),
      );
    if (!other) throw new Error('the Make list offers no other make');
    await make.selectOption(other);

    const search = page.waitForRequest((r) => r.url().endsWith('/api/search/car/results'));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/SortOrder=price-asc/);
    await expect(page).toHaveURL(/Make=ford/);
    const sent = (await search).postDataJSON() as {
      searchPanelParameters: { SortOrder: string; MakeModels?: { Value: string; Selected?: boolean }[] };
    };
    expect(sent.searchPanelParameters.SortOrder).toBe('price-asc');
    expect(
      (sent.searchPanelParameters.MakeModels ?? []).filter((entry) => entry.Selected).map((entry) => entry.Value),
    ).toEqual(['ford']);
    // The Make the person chose is still there, waiting for its own search.
    await expect(make).toHaveValue(other);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  });

  test("min above max shows 'Min price must be less than max' and blocks the search until fixed", async ({ page }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&MinPrice=10000&MaxPrice=5000');
    await openPanel(page);
    const min = page.getByRole('combobox', { name: 'Min price' });
    await expect(min).toHaveValue('10000');
    await expect(min).toHaveAccessibleDescription('Error: Min price must be less than max');
    const button = page.getByRole('button', { name: /cars/ }).last();
    await expect(button).toBeDisabled();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('combobox', { name: 'Max price' }).selectOption('-1');
    await expect(min).not.toHaveAccessibleDescription(/Error/);
    await expect(button).toBeEnabled();
    // Only prices under the max are offered for the min.
    await page.getByRole('combobox', { name: 'Max price' }).selectOption('20000');
    await page.getByRole('combobox', { name: 'Min price' }).selectOption('2000');
    const offered = await page.getByRole('combobox', { name: 'Max price' }).locator('option').allTextContents();
    expect(offered).not.toContain('£1,000');
  });

  test("a year range set backwards says 'From year must be the same as or before to year' and blocks the search", async ({
    page,
  }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&MinYear=2022&MaxYear=2019');
    await openPanel(page);
    const panel = page.getByRole('search', { name: 'Search used cars' });
    const button = panel.getByRole('button', { name: /cars/ }).last();
    await expect(button).toBeDisabled();
    // More options is open on the group in error, which says what is wrong.
    const group = panel.getByRole('button', { name: 'Age and mileage', exact: true });
    await expect(group).toHaveAccessibleDescription('Error: From year must be the same as or before to year');
    await group.click();
    const drawer = page.getByRole('dialog', { name: 'Age and mileage' });
    const from = drawer.getByRole('combobox', { name: 'From year' });
    const to = drawer.getByRole('combobox', { name: 'To year' });
    await expect(from).toHaveValue('2022');
    await expect(from).toHaveAccessibleDescription('Error: From year must be the same as or before to year');
    await expectNoAccessibilityViolations(page);

    await to.selectOption('-1');
    await expect(from).not.toHaveAccessibleDescription(/Error/);
    await expect(button).toBeEnabled();
    // Only years from the From year on are offered for the To year, and up to the To year for the From year.
    const offered = async (select: typeof from) =>
      (await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)))
        .filter((value) => value !== '-1')
        .map(Number);
    expect((await offered(to)).every((year) => year >= 2022)).toBe(true);
    await to.selectOption('2023');
    await from.selectOption('2020');
    expect((await offered(from)).every((year) => year <= 2023)).toBe(true);
    expect((await offered(to)).every((year) => year >= 2020)).toBe(true);
    await expect(to).not.toHaveAccessibleDescription(/Error/);
  });

  test('price mode switch shows monthly cost, and More options opens the advanced view', async ({ page }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA');
    await openPanel(page);
    await page.getByRole('radiogroup', { name: 'Price mode' }).getByText('Monthly cost', { exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Min monthly cost' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Min price' })).toHaveCount(0);

    const more = page.getByRole('button', { name: 'More options' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hide More options' })).toHaveAttribute('aria-expanded', 'true');
    // The advanced view: a button per group of criteria, each opening its sub-panel, and the keywords.
    for (const group of [
      'Age and mileage',
      'Body and colour',
      'Engine and gearbox',
      'Running costs',
      'Electric',
      'Dealer and history',
    ])
      await expect(page.getByRole('button', { name: group, exact: true })).toHaveAccessibleDescription('Any');
    await expect(page.getByRole('textbox', { name: 'Keywords' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("make and model start at '(any)' ('*'), model disabled; the car panel links to the van search", async ({
    page,
  }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA');
    await openPanel(page);
    const make = page.getByRole('combobox', { name: 'Make' });
    await expect(make).toHaveValue('*');
    await expect(make.locator('option:checked')).toHaveText(/^Make \(any\)/);
    const model = page.getByRole('combobox', { name: 'Model' });
    await expect(model).toHaveValue('*');
    await expect(model.locator('option:checked')).toHaveText(/^Model \(any\)/);
    await expect(model).toBeDisabled();
    const vans = page.getByRole('link', { name: 'Looking for a van? Try our used van search' });
    await expect(vans).toHaveAttribute('href', '/search/van/');
    await vans.press('Enter');
    await expect(page).toHaveURL(/\/search\/van\/$/);
    // On a phone the panel closed with the page it was on: the van page starts with its results.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await openPanel(page);
    await expect(page.getByRole('search', { name: 'Search used vans' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Looking for a van? Try our used van search' })).toHaveCount(0);
  });

  test("the make list's counters are the search's own: a make's counter is the count choosing it gives", async ({
    page,
  }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&Distance=10');
    await openPanel(page);
    const make = page.getByRole('combobox', { name: 'Make' });
    // The make with the most cars, as the list says (its counter of the cars within 10 miles).
    const counted = (await make.locator('option:not([value="*"])').allTextContents()).flatMap((text) => {
      const found = /^(.+) \(([\d,]+)\)$/.exec(text);
      return found?.[1] && found[2] ? [{ name: found[1], n: Number(found[2].replace(/,/g, '')) }] : [];
    });
    const [top] = counted.sort((a, b) => b.n - a.n);
    if (!top) throw new Error('the make list shows no counters');
    const counting = page.waitForResponse((r) => r.url().endsWith('/api/search/car/count'));
    await make.selectOption({ label: `${top.name} (${formatCount(top.n)})` });
    const { RecordCount } = (await (await counting).json()) as { RecordCount: number };
    expect(RecordCount, `${top.name}'s counter against the count of choosing it`).toBe(top.n);
    await expect(page.getByRole('button', { name: `Search ${formatCount(top.n)} cars` })).toBeVisible();
  });

  test('an invalid postcode in the address gets the message', async ({ page }) => {
    await page.goto('/search/car/?PostCode=QW11AA');
    await openPanel(page);
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    await expect(postcode).toHaveValue('QW11AA');
    await postcode.fill('QW1 1AB');
    await expect(postcode).toHaveAccessibleDescription('Error: Please enter a valid UK postcode');
  });

  test('Reset clears the postcode, criteria and count', async ({ page }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&Distance=30');
    await openPanel(page);
    await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveValue('30');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveValue('1000');
    await expect(page.getByRole('button', { name: 'Search cars' })).toBeVisible();
  });
});

test('small screens: the panel opens in a drawer and closes after a search', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/search/car/?PostCode=SW1A1AA');
  await openPanel(page);
  const drawer = page.getByRole('dialog', { name: 'Filter and sort' });
  await expectNoAccessibilityViolations(page);
  // Sorting is with the filters: the drawer holds the one sort control of the page.
  await expect(drawer.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(1);
  await drawer.getByRole('combobox', { name: 'Distance' }).selectOption('30');
  await drawer.getByRole('button', { name: /cars$/ }).click();
  await expect(page).toHaveURL(/Distance=30/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the postcode a person searched with follows them to other search and landing pages', async ({ page }) => {
  await page.goto('/');
  const home = page.getByRole('main');
  await home.getByRole('textbox', { name: 'Postcode' }).fill('sw1a 1aa');
  await home.getByRole('button', { name: /^Search [\d,]+ cars$/ }).click();
  await expect(page).toHaveURL(/\/search\/car\/\?PostCode=SW1A1AA/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ near SW1A 1AA$/);
  await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toHaveText(/^[\d,]+ results$/);

  for (const path of ['/used-cars/', '/ford/used-cars/', '/search/van/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openPanel(page);
    await expect(page.getByRole('textbox', { name: 'Postcode' }), path).toHaveValue('SW1A1AA');
  }
  // The results of a search page say where, with the postcode as people write it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ used vans near SW1A 1AA$/);
});
