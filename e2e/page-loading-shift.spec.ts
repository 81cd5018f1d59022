import { expect, test, type Page } from '@playwright/test';
import { cumulativeShift, layoutShifts, recordLayoutShifts } from '../scripts/layoutShift';

/**
 * Pages load lazily: while a page's code is on its way the layout shows its loading state, and the
 * page must then arrive without moving what was already on screen (the footer used to sit in view
 * under "Loading…" and jump down by a screen when the page came). The page's chunk is held back until
 * the loading state has been painted, so the test sees what a visitor on a slow network sees, whatever
 * the timings. Shifts are summed as the browser reports them (PerformanceObserver 'layout-shift').
 */
const pages = [
  { path: '/search/car/?PostCode=SW1A1AA', chunk: '**/assets/ResultsPage-*.js' },
  { path: '/ford/used-cars/', chunk: '**/assets/LandingPage-*.js' },
];

/** Holds back requests matching `url` until the returned function is called. */
async function holdBack(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` with its chunk held back, and releases it once the loading state has been painted. */
async function openWithLateChunk(page: Page, path: string, chunk: string) {
  await recordLayoutShifts(page);
  const releaseChunk = await holdBack(page, chunk);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByText('Loading…')).toBeVisible();
  await layoutShifts(page); // the loading state is on screen
  // The page's code has run once it asks for its data.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/search/'));
  releaseChunk();
  await asked;
}

const describeShifts = (shifts: unknown) => JSON.stringify(shifts, null, 2);

for (const { path, chunk } of pages) {
  test(`${path}: the page's code arriving late moves nothing on screen`, async ({ page }) => {
    // The page's data is held back too, so only the code's arrival is measured here: the page keeps
    // its loading state (and the footer out) until its first results are in.
    await holdBack(page, '**/api/search/**');
    await openWithLateChunk(page, path, chunk);
    await expect(page.getByText('Loading…')).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(cumulativeShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
  });

  test(`${path}: code then data arriving late move nothing on screen`, async ({ page }) => {
    await openWithLateChunk(page, path, chunk);
    // The page's own data (search panel, results) has arrived and been painted too.
    await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toHaveText(/^[\d,]+ results$/);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    expect(cumulativeShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
  });
}
