import { expect, openWithinApp, test, type Locator, type Page } from './fixtures';
import { cumulativeShift, layoutShifts, recordLayoutShifts } from '../scripts/layoutShift';

/**
 * Pages load lazily: while a page's code is on its way the layout shows its loading state, and the
 * page must then arrive without moving what was already on screen (the footer used to sit in view
 * under "Loading…" and jump down by a screen when the page came). The page's chunk is held back until
 * the loading state has been painted, so the test sees what a visitor on a slow network sees, whatever
 * the timings. Shifts are summed as the browser reports them (PerformanceObserver 'layout-shift').
 * A results, landing or vehicle page asked for afresh arrives rendered by the server, with no loading
 * state (its late code is measured in server-rendered.spec.ts): each is reached here within the app,
 * as from a link.
 */
interface LoadingPage {
  path: string;
  /** The page's own chunk. */
  chunk: string;
  /** The page's data calls (the path they start with). */
  data: string;
  /** What shows once the data has arrived and been painted. */
  ready: (page: Page) => Locator;
}

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^[\d,]+ results$/ });

const pages: LoadingPage[] = [
  {
    path: '/search/car/?PostCode=SW1A1AA',
    chunk: '**/assets/ResultsPage-*.js',
    data: '/api/search/',
    ready: resultsHeading,
  },
  { path: '/ford/used-cars/', chunk: '**/assets/LandingPage-*.js', data: '/api/search/', ready: resultsHeading },
  {
    // The vehicle page: its photo has its space before it loads, so the photo arriving moves nothing either.
    path: '/used-cars/ford/fiesta/20481734/?i=1&m=search',
    chunk: '**/assets/VehiclePage-*.js',
    data: '/api/vehicles/',
    ready: (page) => page.getByRole('region', { name: 'Key facts' }),
  },
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

/**
 * Opens `path` with its chunk held back, and releases it once the loading state has been painted.
 * With `holdData`, the page's data calls are held back too (those the home page made before the link
 * are not: they are its own).
 */
async function openWithLateChunk(page: Page, { path, chunk, data }: LoadingPage, { holdData = false } = {}) {
  await recordLayoutShifts(page);
  const releaseChunk = await holdBack(page, chunk);
  await openWithinApp(page, path, {
    beforeLink: async () => {
      if (!holdData) return;
      await page.waitForLoadState('networkidle');
      await holdBack(page, `**${data}**`);
    },
  });
  await expect(page.getByText('Loading…')).toBeVisible();
  await layoutShifts(page); // the loading state is on screen
  // What the home page did, and its giving way to the loading state (a visitor's click, which layout
  // shift leaves out), is not this page's arrival.
  await page.evaluate(() => (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts.splice(0));
  // The page's code has run once it asks for its data.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(data));
  releaseChunk();
  await asked;
}

const describeShifts = (shifts: unknown) => JSON.stringify(shifts, null, 2);

for (const loading of pages) {
  const { path } = loading;
  test(`${path}: the page's code arriving late moves nothing on screen`, async ({ page }) => {
    // The page's data is held back too, so only the code's arrival is measured here: the page keeps
    // its loading state (and the footer out) until its first results are in.
    await openWithLateChunk(page, loading, { holdData: true });
    await expect(page.getByText('Loading…')).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(cumulativeShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
  });

  test(`${path}: code then data arriving late move nothing on screen`, async ({ page }) => {
    await openWithLateChunk(page, loading);
    // The page's own data (search panel, results; the vehicle) has arrived and been painted too.
    await expect(loading.ready(page)).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    expect(cumulativeShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
  });
}
