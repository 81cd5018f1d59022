/**
 * `npm run bench`: figures, not pass/fail (timings are noisy on shared machines). Builds the app,
 * serves the production build with the Prism mock (BENCH_MOCK_PORT, default 4310; BENCH_APP_PORT,
 * 4311), and reports:
 * - the gzip JavaScript a first visit to the home, a results, a landing and a vehicle page downloads,
 *   counted as the browser fetches it (scripts/firstVisit.ts, as the budgets count it);
 * - the cumulative layout shift of those four pages on a phone (412 x 823), on a fast network and on
 *   slow 4G with a 4x slower CPU, summed from the browser's layout-shift entries until the page has
 *   settled (worst of several loads; the target is 0.01 or less);
 * - the home page's load timings in headless Chromium (median of several cold loads):
 *   first contentful paint, DOMContentLoaded, load, layout shift, JS transferred;
 * - the results page with 100 cards: navigation start until the 100th card is on the page, and the
 *   time from changing a criterion to the count request (after the 500 ms debounce);
 * - the reference server's start-up and 1,000 mixed search queries (scripts/bench-server.ts).
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.mjs';
import { firstVisitJs, firstVisitPages, kib } from './firstVisit';
import { cumulativeShift, layoutShifts, recordLayoutShifts } from './layoutShift';
import { portFrom, startPreview } from './preview';

const runs = Number(process.env.BENCH_RUNS ?? 7);

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const preview = await startPreview({
  mockPort: portFrom('BENCH_MOCK_PORT', 4310),
  appPort: portFrom('BENCH_APP_PORT', 4311),
});
const stop = preview.stop;
const appOrigin = preview.origin;
const browser = await chromium.launch(chromiumLaunchOptions());
const pages = Object.entries(firstVisitPages);

console.log('\nFirst-visit JavaScript, as the browser fetches it (gzip -9 of each fetched file)');
for (const [name, path] of pages) {
  const { bytes, files } = await firstVisitJs(browser, appOrigin + path);
  console.log(`  ${name.padEnd(8)} ${path}: ${kib(bytes)} in ${files.length} files`);
}

// Which comes first, a page's code or its data, decides what can shift: on a slow network the data
// tends to beat the lazy chunk; on a fast one the page renders first and its data arrives after.
const conditions = [
  { name: 'fast network', throttle: false },
  { name: 'slow 4G, CPU 4x', throttle: true },
];
console.log(`\nLayout shift on a phone (412 x 823), worst of ${runs} loads per network (target 0.01 or less)`);
for (const [name, path] of pages) {
  const worst: string[] = [];
  let overall = 0;
  for (const condition of conditions) {
    let max = 0;
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      if (condition.throttle) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
      }
      await recordLayoutShifts(page);
      await page.goto(appOrigin + path, { timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      max = Math.max(max, cumulativeShift(await layoutShifts(page)));
      await context.close();
    }
    overall = Math.max(overall, max);
    worst.push(`${max.toFixed(3)} (${condition.name})`);
  }
  console.log(`  ${overall <= 0.01 ? '✔' : '✘'} ${name.padEnd(8)} ${path}: CLS ${worst.join(', ')}`);
}

interface Sample {
  fcp: number;
  domContentLoaded: number;
  load: number;
  cls: number;
  jsBytes: number;
}

const samples: Sample[] = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  await page.goto(`${appOrigin}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const cls = cumulativeShift(await layoutShifts(page));
  samples.push(
    await page.evaluate((cls) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const jsBytes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.name.endsWith('.js'))
        .reduce((sum, r) => sum + r.transferSize, 0);
      return {
        fcp,
        domContentLoaded: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        cls,
        jsBytes,
      };
    }, cls),
  );
  await context.close();
}

// Results page with 100 cards: time from navigation start until the 100th card is on the page.
const mockResults = await (
  await fetch(`${preview.mockOrigin}/api/search/car/results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ isNewSearch: true, pagination: { CurrentPage: 1 }, searchPanelParameters: {} }),
  })
).json();
const cards = (mockResults.Results as Array<Record<string, unknown>>).filter((result) => !('ObjectType' in result));
const hundred = Array.from({ length: 100 }, (_, i) => ({
  ...cards[i % cards.length],
  VehicleId: 30000000 + i,
  Position: i + 1,
}));
const renderTimes: number[] = [];
const countLatencies: number[] = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/api/search/car/results', (route) =>
    route.fulfill({ json: { Results: hundred, Pagination: { CurrentPage: 1, TotalRecords: 100, PageSize: 100 } } }),
  );
  await page.goto(`${appOrigin}/search/car/?PostCode=SW1A1AA`);
  await page.waitForFunction(() => document.querySelectorAll('main article').length >= 100, undefined, {
    timeout: 60_000,
  });
  renderTimes.push(await page.evaluate(() => performance.now()));

  // Input to count request: a criterion changes, the count request starts after the 500 ms debounce.
  await page.evaluate(() => {
    const w = window as unknown as { __changedAt: number; __countAt: number };
    document.addEventListener('change', () => (w.__changedAt = performance.now()), true);
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/count')) w.__countAt = performance.now();
      return original(input, init);
    };
  });
  await page.getByRole('combobox', { name: 'Distance' }).selectOption('30');
  await page.waitForFunction(() => (window as unknown as { __countAt?: number }).__countAt !== undefined);
  countLatencies.push(
    await page.evaluate(() => {
      const w = window as unknown as { __changedAt: number; __countAt: number };
      return w.__countAt - w.__changedAt;
    }),
  );
  await context.close();
}
await browser.close();

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const figure = (key: keyof Sample) => median(samples.map((s) => s[key]));
console.log(`\nHome page, production build, ${runs} cold loads on this machine (median)`);
console.log(`  first contentful paint: ${figure('fcp').toFixed(0)} ms`);
console.log(`  DOMContentLoaded:       ${figure('domContentLoaded').toFixed(0)} ms`);
console.log(`  load:                   ${figure('load').toFixed(0)} ms`);
console.log(`  cumulative layout shift: ${figure('cls').toFixed(3)}`);
console.log(`  JS transferred:         ${kib(figure('jsBytes'))} (as served by vite preview)`);
console.log(`\nResults page with 100 cards, production build, ${runs} loads (median)`);
console.log(`  navigation start to 100 cards on the page: ${median(renderTimes).toFixed(0)} ms`);
console.log(
  `  criterion change to count request: ${median(countLatencies).toFixed(0)} ms (500 ms of it is the debounce)`,
);
stop();

// The reference server's start-up and search latencies (scripts/bench-server.ts).
const server = spawnSync('node_modules/.bin/tsx', ['scripts/bench-server.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 1);
