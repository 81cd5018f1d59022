import { expect, test, type Page } from './fixtures';
import { auditEvent, isAudit } from './audit';
import { cumulativeShift, layoutShifts, recordLayoutShifts } from '../scripts/layoutShift';
import type { SearchResults } from '../app/api/types';
import { cardsOf, openResults, type ShownCard } from './vehicles';

/**
 * Vehicle pages are rendered by the server when they are asked for (scripts/vite-prerender.ts
 * `serverRendered`, app/prerender.tsx `renderRequest`): the HTML is the vehicle, with its data handed
 * to the app, which takes the page over without asking for the vehicle again. Every figure is read
 * from the API's own answer, so this holds on any server that implements the contract.
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
    expect(html).toContain('<script type="application/json" id="server-state">');
    expect(html).not.toContain('Loading…');
  });

  test('the app takes it over without asking for the vehicle again, and records the view', async ({ page }) => {
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
    // Taken over: its controls work.
    await page.getByRole('button', { name: 'See the full specification' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the app's code arriving late moves nothing: the page is already there", async ({ page }) => {
    const { card } = await firstVehicle(page);
    await page.goto('/');
    await recordLayoutShifts(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto(card.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
    await expect(page.getByRole('region', { name: 'Key facts' })).toBeVisible();
    release();
    await loaded;
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    expect(cumulativeShift(shifts), JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(0.01);
  });

  test('a vehicle the API does not know is the 404 page, answered 404', async ({ page }) => {
    const unknown = '/used-cars/ford/fiesta/2099999999/';
    const api = await page.request.get('/api/vehicles/2099999999');
    test.skip(api.status() !== 404, 'this API answers every vehicle id (the Prism mock replays an example)');
    const answer = await page.goto(unknown);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
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
