import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { cardsOf, formatCount, nextResults, openVehicleWhere } from './vehicles';
import type { components } from '../openapi/generated/schema';

type SearchCount = components['schemas']['SearchCount'];
type SearchResults = components['schemas']['SearchResults'];
type VehicleDetail = components['schemas']['VehicleDetail'];

// The postcodes the issue named: London districts once refused, non-geographic ones, the islands.
const named = ['N2 1AA', 'N3 1AA', 'SW1H 0BG', 'DH99 1NS', 'DE99 3GG', 'BT1 5GS', 'ZE1 0AA', 'TR21 0HE'];

// One postcode of each UK postcode area: its first geographic district in the reference data file
// (the file the contract names, openapi/data/postcode-districts.csv), with an inward code.
const areaSample = (() => {
  const rows = readFileSync(new URL('../openapi/data/postcode-districts.csv', import.meta.url), 'utf8')
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
  const first = new Map<string, string>();
  for (const [district = '', , , ctry = '', , , , , nonGeographic = ''] of rows) {
    const area = /^[A-Z]+/.exec(district)?.[0] ?? '';
    // The UK's own areas (not the Channel Islands' or the Isle of Man's), geographic districts.
    if (nonGeographic === '0' && /^[EWSN]9/.test(ctry) && !first.has(area)) first.set(area, `${district} 1AA`);
  }
  return [...first.values()];
})();

const compact = (postcode: string) => postcode.replace(/\s+/g, '');

/** The server's answers, through the app's origin as the app asks them, for one postcode. */
async function distanceFrom(page: Page, postcode: string) {
  const criteria = { Type: 'car', PostCode: compact(postcode), SortOrder: 'distance-asc' };
  const count = await page.request.post('/api/search/car/count', { data: criteria });
  expect([postcode, count.status()]).toEqual([postcode, 200]);
  const counted = (await count.json()) as SearchCount;
  const results = await page.request.post('/api/search/car/results', {
    data: { isNewSearch: true, pagination: { CurrentPage: 1, PageSize: 1 }, searchPanelParameters: criteria },
  });
  const [nearest] = cardsOf((await results.json()) as SearchResults);
  if (!nearest) throw new Error(`no cars from ${postcode}`);
  const vehicle = await page.request.get(`/api/vehicles/${nearest.VehicleId}?postcode=${compact(postcode)}`);
  const detail = (await vehicle.json()) as VehicleDetail;
  return { counted, detail };
}

test.describe('every real postcode finds cars with a distance', () => {
  test('the postcodes once refused, and one of each of the UK’s 121 postcode areas', async ({ page }) => {
    // Three answers for each of 129 postcodes, one after another: 28 s beside a CPU hog, so more than
    // Playwright's 30 s a test is given.
    test.setTimeout(180_000);
    expect(areaSample).toHaveLength(121);
    for (const postcode of [...named, ...areaSample]) {
      const { counted, detail } = await distanceFrom(page, postcode);
      expect(counted.RecordCount, `cars from ${postcode}`).toBeGreaterThan(0);
      expect(detail.DistanceMiles, `the distance from ${postcode}`).toEqual(expect.any(Number));
      expect(typeof detail.DistanceIsApproximate, `whether ${postcode}'s distance is approximate`).toBe('boolean');
    }
  });

  for (const postcode of ['N2 1AA', 'SW1H 0BG', 'BT1 5GS']) {
    test(`${postcode} searched from the home page finds cars near it @desktop`, async ({ page }) => {
      await page.goto('/');
      const field = page.getByRole('textbox', { name: 'Postcode' });
      await expect(field).toBeEnabled();
      await field.fill(postcode);
      const results = nextResults(page);
      // The count of cars near it arrives on the button, then the search goes.
      await page.getByRole('button', { name: /^Search [\d,]+ cars$/ }).click();
      const total = (await results).Pagination.TotalRecords;
      expect(total, `cars near ${postcode}`).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${formatCount(total)} used cars near ${postcode}`,
      );
      await expect(page.getByText(`Distances from ${postcode} are approximate`)).toHaveCount(0);
    });
  }

  test('a non-geographic postcode: the results page and the vehicle page say its distances are approximate', async ({
    page,
  }) => {
    // The server's answer for the search, then the page as the server renders it.
    const { counted } = await distanceFrom(page, 'DH99 1NS');
    expect(counted.DistanceIsApproximate, 'the server says DH99 distances are approximate').toBe(true);
    await page.goto('/search/car/?PostCode=DH991NS');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${formatCount(counted.RecordCount)} used cars near DH99 1NS`,
    );
    await expect(page.getByText('Distances from DH99 1NS are approximate')).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The site remembers the postcode searched with: the vehicle page measures from it.
    const { detail } = await openVehicleWhere<VehicleDetail>(page, 'any', () => true, '/search/car/?PostCode=DH991NS');
    expect(detail.DistanceMiles, 'the distance from DH99 1NS').toEqual(expect.any(Number));
    expect(detail.DistanceIsApproximate).toBe(true);
    await expect(page.getByText(/ miles? from DH99 1NS$/)).toBeVisible();
    await expect(page.getByText('Distances from DH99 1NS are approximate')).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('a postcode that does not exist is told so truthfully', () => {
  test('AA9A 9AA at the field: "We could not find AA9A 9AA", never "not a valid UK postcode"', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('textbox', { name: 'Postcode' });
    await expect(field).toBeEnabled();
    await field.fill('AA9A 9AA');
    await expect(field).toHaveAccessibleDescription(
      'Error: We could not find AA9A 9AA. Check the postcode, or try one nearby',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAccessibilityViolations(page);

    // The server answers the same, in the count and the dealer directory.
    const count = await page.request.post('/api/search/car/count', { data: { Type: 'car', PostCode: 'AA9A9AA' } });
    expect([count.status(), await count.json()]).toEqual([
      400,
      { Code: 102, FriendlyMessage: 'We could not find AA9A 9AA. Check the postcode, or try one nearby' },
    ]);
    const dealers = await page.request.get('/api/dealers?vehicleType=all&postcode=AA9A9AA');
    expect(dealers.status()).toBe(400);
  });

  test('in the address: the results page says the server’s words at the field', async ({ page }) => {
    await page.goto('/search/car/?PostCode=AA9A9AA');
    await expect(
      page.getByText('We could not find AA9A 9AA. Check the postcode, or try one nearby').first(),
    ).toBeVisible();
    await expect(page.getByText('Please enter a valid UK postcode')).toHaveCount(0);
  });
});
