import { expect, test, type Page, type Request } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { checkOverlayByKeyboard, tabTo } from './keyboard';

/** The parts of the contract's answers the journeys read (whatever server answers). */
interface Dealer {
  Id: number;
  Name: string;
  IsOnlineOnly?: boolean;
  VehicleTypes?: ('car' | 'van')[];
  OpeningHours?: unknown[];
  StockCount?: number;
}
interface Directory {
  Dealers: Dealer[];
  Pagination: { CurrentPage: number; TotalRecords: number; PageSize?: number };
}
interface Locations {
  Counties: { Name: string; Slug: string; Towns: { Name: string; Slug: string }[] }[];
}

const isDirectoryRequest = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/dealers';

/** Waits for the directory's next answer (and so its request), as the page turns or finds. */
async function nextDirectory(page: Page, act: () => Promise<unknown>) {
  const answer = page.waitForResponse((response) => isDirectoryRequest(response.request()) && response.ok());
  await act();
  const response = await answer;
  return { query: new URL(response.url()).searchParams, directory: (await response.json()) as Directory };
}

const listHeading = (page: Page) => page.locator('#dealer-list-heading');
const plural = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;
/** The names of the dealers shown, as their cards' headings. */
const shownNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

test.describe('finding a dealer', () => {
  // Several page states, each scanned by two accessibility engines: generous on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('by keyboard: a county and town from the locations lookup find that place’s car dealers', async ({ page }) => {
    const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/lookups/locations');
    const { query: firstQuery } = await nextDirectory(page, () => page.goto('/used-cars/dealers/'));
    expect(firstQuery.get('vehicleType')).toBe('car');
    const { Counties } = (await (await lookup).json()) as Locations;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used car dealers');
    await expectNoAccessibilityViolations(page);

    const county = Counties.find((entry) => entry.Towns.length > 0);
    if (!county) throw new Error('the locations lookup lists no county with towns');
    const town = county.Towns[0] as { Name: string; Slug: string };

    // Native selects: a keyboard user types an option's name to choose it.
    await tabTo(page, page.getByRole('combobox', { name: 'County' }));
    await page.keyboard.type(county.Name);
    await expect(page.getByRole('combobox', { name: 'County' })).toHaveValue(county.Slug);
    const townSelect = page.getByRole('combobox', { name: 'Town' });
    await tabTo(page, townSelect);
    await page.keyboard.type(town.Name);
    await expect(townSelect).toHaveValue(town.Slug);
    await tabTo(page, page.getByRole('button', { name: 'Find dealers' }));
    const { query, directory } = await nextDirectory(page, () => page.keyboard.press('Enter'));
    expect(Object.fromEntries(query)).toMatchObject({ vehicleType: 'car', county: county.Slug, town: town.Slug });

    // Focus moves to the list's heading, which says how many and where; the list is the answer's.
    const where = ` in ${town.Name}, ${county.Name}`;
    await expect(listHeading(page)).toBeFocused();
    await expect(listHeading(page)).toHaveText(`${plural(directory.Pagination.TotalRecords, 'car dealer')}${where}`);
    expect(await shownNames(page)).toEqual(directory.Dealers.map((dealer) => dealer.Name));
    await expect(page).toHaveURL(new RegExp(`county=${county.Slug}&town=${town.Slug}`));
    await expectNoAccessibilityViolations(page);
  });

  test('a postcode is checked, then finds the nearest van dealers', async ({ page }) => {
    await nextDirectory(page, () => page.goto('/used-vans/dealers/'));
    const postcode = page.getByRole('textbox', { name: 'Postcode (optional)' });
    await postcode.fill('NOT A CODE');
    await page.getByRole('button', { name: 'Find dealers' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    // The summary takes focus and links to the field with its message.
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(summary.getByRole('link', { name: 'Please enter a valid UK postcode' })).toBeVisible();
    await expect(postcode).toHaveAccessibleDescription(/Please enter a valid UK postcode/);
    await expectNoAccessibilityViolations(page);

    await postcode.fill('l20 8eu');
    const { query, directory } = await nextDirectory(page, () =>
      page.getByRole('button', { name: 'Find dealers' }).click(),
    );
    expect(Object.fromEntries(query)).toMatchObject({ vehicleType: 'van', postcode: 'L208EU' });
    await expect(listHeading(page)).toHaveText(
      `${plural(directory.Pagination.TotalRecords, 'van dealer')} nearest to L20 8EU`,
    );
  });

  test('all dealers: asks for cars and vans, pages through by keyboard and opens a dealer’s page and stock', async ({
    page,
  }) => {
    const { query, directory } = await nextDirectory(page, () => page.goto('/dealers/all/'));
    expect(query.get('vehicleType')).toBe('all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All dealers');
    await expect(listHeading(page)).toHaveText(plural(directory.Pagination.TotalRecords, 'dealer'));
    expect(await shownNames(page)).toEqual(directory.Dealers.map((dealer) => dealer.Name));
    await expectNoAccessibilityViolations(page);

    const pageSize = directory.Pagination.PageSize ?? 20;
    const pages = page.getByRole('navigation', { name: 'Dealer pages' });
    expect(directory.Pagination.TotalRecords, 'more than one page of dealers').toBeGreaterThan(pageSize);
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await tabTo(page, pages.getByRole('link', { name: 'Next page' }));
    const next = await nextDirectory(page, () => page.keyboard.press('Enter'));
    expect(Object.fromEntries(next.query)).toMatchObject({ vehicleType: 'all', page: '2' });
    const shown = next.directory;
    // The list updates in place: focus on its heading, the range announced, page 2 marked current.
    await expect(listHeading(page)).toBeFocused();
    const last = Math.min(2 * pageSize, shown.Pagination.TotalRecords);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      `Showing ${pageSize + 1} to ${last} of ${shown.Pagination.TotalRecords} dealers`,
    );
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await shownNames(page)).toEqual(shown.Dealers.map((dealer) => dealer.Name));
    await expectNoAccessibilityViolations(page);

    // The first dealer shown with opening hours and stock: its page has its details, hours and stock
    // of each type it sells.
    const dealer = shown.Dealers.find((entry) => entry.OpeningHours?.length && (entry.StockCount ?? 0) > 0);
    if (!dealer) throw new Error('no dealer on the second page has opening hours and stock');
    const types = dealer.VehicleTypes?.length ? [...new Set(dealer.VehicleTypes)] : ['car'];
    const stockRequests = types.map((type) =>
      page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/search/${type}/results`,
      ),
    );
    await tabTo(page, page.getByRole('link', { name: dealer.Name, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.Name);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/dealers/${dealer.Id}/[a-z0-9-]+/$`));
    for (const request of await Promise.all(stockRequests)) {
      expect(request.postDataJSON()).toMatchObject({ searchPanelParameters: { DealerId: dealer.Id } });
    }
    await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible();
    await expect(page.getByRole('table', { name: `Opening hours for ${dealer.Name}` })).toBeVisible();
    await expect(page.getByText(/^(Open now|Closed now)/)).toBeVisible();
    const noun = types[0] === 'van' ? 'vans' : 'cars';
    await expect(
      page.getByRole('heading', { name: `${noun === 'vans' ? 'Vans' : 'Cars'} from ${dealer.Name}` }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Its whole stock: the results page, whose request carries the dealer's id.
    const seeAll = page.getByRole('link', { name: new RegExp(`^See all .* ${noun} from `) });
    const results = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/search/${types[0]}/results`,
    );
    await tabTo(page, seeAll.first());
    await page.keyboard.press('Enter');
    expect((await results).postDataJSON()).toMatchObject({ searchPanelParameters: { DealerId: dealer.Id } });
    await expect(page).toHaveURL(new RegExp(`/search/${types[0]}/\\?DealerId=${dealer.Id}$`));
  });

  test("a dealer's stock is one figure: its card in the directory, its page, and its page's 'See all' results", async ({
    page,
  }) => {
    // Every page of the directory, as the server answers it; an online-only dealer with stock first, whose
    // vehicles a search leaves out unless asked (the figure most likely to disagree), else any with stock.
    const dealers: Dealer[] = [];
    for (let number = 1; number < 30; number++) {
      const answer = (await (
        await page.request.get(`/api/dealers?vehicleType=all&page=${number}`)
      ).json()) as Directory;
      dealers.push(...answer.Dealers);
      if (dealers.length >= answer.Pagination.TotalRecords || answer.Dealers.length === 0) break;
    }
    const withStock = dealers.filter((entry) => (entry.StockCount ?? 0) > 0);
    const dealer = withStock.find((entry) => entry.IsOnlineOnly) ?? withStock[0];
    if (!dealer) throw new Error('no dealer in the directory has stock');
    const count = dealer.StockCount ?? 0;
    const listed = new Intl.NumberFormat('en-GB').format(count);

    const shown = page.waitForResponse(
      (response) => isDirectoryRequest(response.request()) && response.url().includes(`page=`),
    );
    await page.goto('/dealers/all/');
    await shown;
    // Its card, on whichever page of the directory it is: its figure as the server gives it.
    const index = dealers.indexOf(dealer);
    const pageSize = 20;
    if (index >= pageSize) await page.goto(`/dealers/all/?page=${Math.floor(index / pageSize) + 1}`);
    const card = page.getByRole('article', { name: dealer.Name, exact: true });
    await expect(card).toContainText(`${listed} ${count === 1 ? 'vehicle' : 'vehicles'} in stock`);

    // Its page: the 'See all' links of each kind it sells add up to the same figure, each its results' total.
    const types = dealer.VehicleTypes?.length ? [...new Set(dealer.VehicleTypes)] : ['car' as const];
    const totals = types.map((type) =>
      page
        .waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname === `/api/search/${type}/results`,
        )
        .then(async (response) => ((await response.json()) as Directory).Pagination.TotalRecords),
    );
    await card.getByRole('link', { name: dealer.Name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.Name);
    const perType = await Promise.all(totals);
    expect(perType.reduce((sum, total) => sum + total, 0)).toBe(count);
    for (const [at, type] of types.entries()) {
      const total = perType[at] ?? 0;
      const noun = type === 'van' ? 'van' : 'car';
      if (total === 0) continue;
      await expect(
        page.getByRole('link', {
          name: `See all ${new Intl.NumberFormat('en-GB').format(total)} ${total === 1 ? noun : `${noun}s`} from ${dealer.Name}`,
        }),
      ).toBeVisible();
    }
    // One region per rail, none named twice.
    for (const type of types) {
      await expect(
        page.getByRole('region', { name: `${type === 'van' ? 'Vans' : 'Cars'} from ${dealer.Name}` }),
      ).toHaveCount(perType[types.indexOf(type)] ? 1 : 0);
    }
  });

  test("a dealer's stock names the dealer, and the dealer criterion can be removed", async ({ page }) => {
    const { Dealers } = (await (await page.request.get('/api/dealers?vehicleType=car')).json()) as Directory;
    const dealer = Dealers.find((entry) => (entry.StockCount ?? 0) > 0);
    if (!dealer) throw new Error('no dealer in the directory has stock');
    await page.goto(`/search/car/?DealerId=${dealer.Id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cars from ${dealer.Name}`);
    await expect(page).toHaveTitle(`Cars from ${dealer.Name} | Forecourt`);
    const remove = page.getByRole('link', { name: `Remove dealer: ${dealer.Name}` });
    await expect(remove).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Removing it searches again without the dealer; every other choice stays.
    const results = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/search/car/results'),
    );
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const answer = await results;
    expect(answer.request().postDataJSON().searchPanelParameters.DealerId ?? 0).toBe(0);
    await expect(page).toHaveURL(/\/search\/car\/$/);
    const { Pagination } = (await answer.json()) as Directory;
    const total = new Intl.NumberFormat('en-GB').format(Pagination.TotalRecords);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${total} used cars`);
    await expect(page.getByRole('link', { name: /^Remove dealer/ })).toHaveCount(0);
    // Focus, which was on the link now gone, is on the results heading.
    await expect(page.getByRole('heading', { level: 2, name: `${total} results` })).toBeFocused();
  });

  test('online-only dealers are explained in a titled dialog', async ({ page }) => {
    await nextDirectory(page, () => page.goto('/dealers/all/'));
    await checkOverlayByKeyboard(
      page,
      page.getByRole('button', { name: 'What is an online dealership?' }),
      'Buying from an online dealer',
    );

    // The directory's first page with a dealer that sells online only: its card says so.
    let online: Dealer | undefined;
    let onPage = 0;
    for (let pages = 1; !online && onPage < pages;) {
      onPage += 1;
      const { Dealers, Pagination } = (await (
        await page.request.get(`/api/dealers?vehicleType=all&page=${onPage}`)
      ).json()) as Directory;
      online = Dealers.find((dealer) => dealer.IsOnlineOnly);
      pages = Math.ceil(Pagination.TotalRecords / (Pagination.PageSize ?? 20));
    }
    if (!online) throw new Error('the directory lists no dealer that sells online only');
    const found = await nextDirectory(page, () => page.goto(`/dealers/all/?page=${onPage}`));
    expect(found.directory.Dealers.map((dealer) => dealer.Name)).toContain(online.Name);
    const card = page.getByRole('article', { name: online.Name });
    await expect(card.getByText('Online only', { exact: true })).toBeVisible();
    const explain = card.getByRole('button', { name: `How buying online works with ${online.Name}` });
    await tabTo(page, explain);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Buying from an online dealer' });
    await expect(dialog).toContainText(`${online.Name} sells online only`);
    await expect(dialog).toContainText('14 days to cancel');
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(explain).toBeFocused();
  });

  test('a dealer the server does not know is the 404 page', async ({ page }) => {
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dealers/987654321');
    await page.goto('/dealers/987654321/nobody/');
    expect((await answer).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // It talks about the dealer, not a vehicle, and offers the directory.
    await expect(
      page.getByText('The dealer may also have stopped advertising with us, or changed its name.'),
    ).toBeVisible();
    await expect(page.getByText(/vehicle may also have been sold/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Find a dealer' })).toHaveAttribute('href', '/dealers/all/');
  });
});
