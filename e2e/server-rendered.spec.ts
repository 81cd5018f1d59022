import { expect, openWithinApp, test, type Locator, type Page } from './fixtures';
import { auditEvent, isAudit } from './audit';
import { cumulativeShift, layoutShifts, recordLayoutShifts } from '../scripts/layoutShift';
import type { SearchResults } from '../app/api/types';
import { cardsOf, openResults, type ShownCard } from './vehicles';

/**
 * Vehicle, results and landing pages are rendered by the server when they are asked for
 * (render/requests.ts, app/render.tsx `renderRequest`): the HTML is the vehicle or the page of
 * results, with its data as the page's dehydrated state, which the app hydrates without asking
 * again. Every figure is read from the API's own answer or from the page the app draws itself, so
 * this holds on any server that implements the contract.
 */

interface Detail {
  Vehicle: { VehicleId: number; Title: string };
  Images: Array<{ Medium: string }>;
}

/** The first vehicle of the results, and the API's answer for it. */
async function firstVehicle(page: Page): Promise<{ card: ShownCard; detail: Detail }> {
  const [card] = await openResults(page);
  if (!card) throw new Error('the results page shows no vehicle');
  const answer = await page.request.get(`/api/vehicles/${card.id}`);
  expect(answer.status()).toBe(200);
  return { card, detail: (await answer.json()) as Detail };
}

/**
 * Opens `path` with the app's code held back until `shown` is on screen (the server's page, before
 * any script), then lets it run: hydration may move nothing (layout shifts at most 0.01).
 */
async function expectNoShiftWithLateCode(page: Page, path: string, shown: Locator[]) {
  await recordLayoutShifts(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loaded = page.goto(path);
  for (const locator of shown) await expect(locator).toBeVisible();
  release();
  await loaded;
  await page.waitForLoadState('networkidle');
  const shifts = await layoutShifts(page);
  expect(cumulativeShift(shifts), JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(0.01);
}

test.describe('server-rendered vehicle pages', () => {
  test('the HTML is the vehicle: its heading, its first photo and its title, answered 200', async ({ page }) => {
    const { card, detail } = await firstVehicle(page);
    const answer = await page.request.get(card.href);
    expect(answer.status()).toBe(200);
    // The visitor's own page (the distance from their postcode): no shared cache may keep it.
    expect(answer.headers()['cache-control']).toBe('private, no-cache');
    const html = await answer.text();
    const title = detail.Vehicle.Title.replace(/&/g, '&amp;');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toContain(`<title>${title},`);
    const photo = detail.Images[0]?.Medium;
    if (photo) expect(html).toContain(`src="${photo.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('<script type="application/json" id="dehydrated-state">');
    expect(html).not.toContain('Loading…');
  });

  test('the app hydrates it without asking for the vehicle again, and records the view', async ({ page }) => {
    const { card } = await firstVehicle(page);
    const asked: string[] = [];
    const audits: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `/api/vehicles/${card.id}`) asked.push(request.url());
      if (path === '/api/errors') problems.push(`error report: ${request.postData() ?? ''}`);
      if (isAudit(request)) audits.push(JSON.stringify(auditEvent(request)));
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(card.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'fc_recent')?.value)
      .toMatch(new RegExp(`^${card.id}\\b`));
    await expect.poll(() => audits.join('\n')).toContain('VehicleView');
    // Hydrated: its controls work.
    await page.getByRole('button', { name: 'See the full specification' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the app's code arriving late moves nothing: the page is already there", async ({ page }) => {
    const { card } = await firstVehicle(page);
    await page.goto('/');
    await expectNoShiftWithLateCode(page, card.href, [
      page.getByRole('heading', { level: 1, name: card.title }),
      page.getByRole('region', { name: 'Key facts' }),
    ]);
  });

  test('a vehicle the API does not know is the 404 page, answered 404', async ({ page }) => {
    // Ten digits, the most the address allows: within the 32-bit ids and beyond them.
    for (const id of ['2099999999', '2147483648', '9999999999']) {
      const api = await page.request.get(`/api/vehicles/${id}`);
      expect(api.status(), `the API knows no vehicle ${id}`).toBe(404);
      const answer = await page.goto(`/used-cars/ford/fiesta/${id}/`);
      expect(answer?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), id).toHaveText('Page not found');
    }
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the vehicle page still shows, with its facts and its links', async ({ page, request }) => {
      const results = await request.post('/api/search/car/results', {
        data: {
          isNewSearch: true,
          pagination: { CurrentPage: 1, PageSize: 10 },
          searchPanelParameters: { Type: 'car', PostCode: 'SW1A1AA', PaginationCurrentPage: 1 },
        },
      });
      expect(results.status()).toBe(200);
      const first = cardsOf((await results.json()) as SearchResults)[0];
      if (!first) throw new Error('the API gave no vehicle');
      await page.goto(`${first.DetailsPageUrl}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.Title);
      await expect(page.getByRole('region', { name: 'Key facts' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Forecourt home' })).toHaveAttribute('href', '/');
    });
  });
});

/** A results page and a landing page, each as its address asks for it afresh. */
const resultsPages = [
  { path: '/search/car/?PostCode=SW1A1AA', heading: /^[\d,]+ used cars near SW1A 1AA$/ },
  { path: '/ford/used-cars/', heading: /^Used Ford cars for sale$/ },
  { path: '/used-cars/local/berkshire/reading/', heading: /^Used cars for sale in Reading$/ },
];

/** The h1 and first card's title the app draws for `path` itself, reached within the app. */
async function drawnByTheApp(page: Page, path: string) {
  await openWithinApp(page, path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toBeVisible();
  const title = await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent();
  return { heading: (await heading.textContent()) ?? '', title: title?.trim() ?? '' };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;');

test.describe('server-rendered results and landing pages', () => {
  for (const { path, heading } of resultsPages) {
    test(`${path}: the HTML is the page of results the app draws, answered 200 and private`, async ({ page }) => {
      const drawn = await drawnByTheApp(page, path);
      expect(drawn.heading).toMatch(heading);
      const answer = await page.request.get(path);
      expect(answer.status()).toBe(200);
      // The visitor's own page (their remembered postcode, their shortlist): no shared cache may keep it.
      expect(answer.headers()['cache-control']).toBe('private, no-cache');
      const html = await answer.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(drawn.heading)}</h1>`));
      expect(html).toContain(escaped(drawn.title));
      expect(html).toContain('<script type="application/json" id="dehydrated-state">');
      expect(html).not.toContain('Loading…');
    });

    test(`${path}: the app hydrates it without asking again; the page works and says its results arrived`, async ({
      page,
      viewport,
    }) => {
      await page.addInitScript(() => window.addEventListener('m:results', () => console.log('m:results fired')));
      const fired = page.waitForEvent('console', { predicate: (message) => message.text() === 'm:results fired' });
      const asked: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/search/')) asked.push(`${request.method()} ${pathname}`);
        if (pathname === '/api/errors') problems.push(`error report: ${request.postData() ?? ''}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await fired;
      expect(asked).toEqual([]);
      // The page's controls work: the panel (in its drawer on a small screen), then the next page.
      if ((viewport?.width ?? 0) < 1024) {
        await page.getByRole('button', { name: 'Filter and sort' }).click();
        await expect(page.getByRole('dialog', { name: 'Filter and sort' })).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        await expect(page.getByRole('complementary', { name: 'Search options' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Filter and sort' })).toHaveCount(0);
      }
      const next = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/results'));
      await page
        .getByRole('navigation', { name: /pagination/i })
        .getByRole('link', { name: /next/i })
        .click();
      await expect(page).toHaveURL(/[?&]Page=2$/);
      expect((await next).postDataJSON()).toMatchObject({ pagination: { CurrentPage: 2 } });
      expect(problems).toEqual([]);
    });

    test(`${path}: the app's code arriving late moves nothing`, async ({ page }) => {
      await expectNoShiftWithLateCode(page, path, [
        page.getByRole('heading', { level: 1, name: heading }),
        page.getByRole('main').getByRole('article').first(),
      ]);
    });
  }

  test('a landing address that names nothing is the 404 page, answered 404', async ({ page }) => {
    for (const path of ['/used-cars/local/berkshire/atlantis/', '/used-cars/price/cheap/']) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });

  test('an address that names no page, vehicle type, vehicle, dealer or make is the 404 page, answered 404', async ({
    page,
  }) => {
    const dealer = await page.request.get('/api/dealers/999999');
    expect(dealer.status(), 'the API knows no such dealer').toBe(404);
    const makes = (await (await page.request.get('/api/lookups/car/makes')).json()) as { Makes: { Value: string }[] };
    expect(
      makes.Makes.map((make) => make.Value),
      'the makes lookup has no such make',
    ).not.toContain('zzz');
    const tooLong = await page.request.get('/api/dealers/9999999999');
    expect(tooLong.status(), 'the API knows no dealer of ten digits').toBe(404);
    const paths = [
      '/this-page-does-not-exist/',
      '/search/boat/',
      '/dealers/999999/nobody/',
      '/dealers/9999999999/nobody/',
      '/zzz/used-cars/',
      // A vehicle address whose id no vehicle can have.
      '/used-cars/ford/fiesta/0/',
      '/used-vans/ford/transit/not-an-id/',
    ];
    for (const path of paths) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
      await expect(page, path).toHaveTitle('Page not found | Forecourt');
    }
    await expect(page.getByText('Used Zzz cars for sale')).toHaveCount(0);
  });

  test('a search is remembered when its page is hydrated, as when the app searched itself', async ({ page }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&Distance=30');
    await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toBeVisible();
    const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies.fc_postcode).toBe('SW1A1AA');
    expect(decodeURIComponent(cookies.fc_search_car ?? '')).toContain('Distance=30');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('a page of results shows its cards, and its pages are links that work', async ({ page }) => {
      await page.goto('/search/car/?PostCode=SW1A1AA');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[\d,]+ used cars near SW1A 1AA$/);
      const first = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
      await expect(first).toHaveAttribute('href', /^\/used-(cars|vans)\/.+\/[0-9]+\/\?i=1&m=search$/);
      await page
        .getByRole('navigation', { name: /pagination/i })
        .getByRole('link', { name: /next/i })
        .click();
      await expect(page).toHaveURL(/PostCode=SW1A1AA&Page=2$/);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });
  });
});
