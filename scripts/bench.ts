/**
 * `npm run bench`: figures, not pass/fail (timings are noisy on shared machines). Builds the app,
 * serves the production build with the Prism mock, and reports:
 * - the gzip JavaScript each budgeted route loads on a first visit;
 * - the home page's load timings in headless Chromium (median of several cold loads):
 *   first contentful paint, DOMContentLoaded, load, layout shift, JS transferred;
 * - the results page with 100 cards: navigation start until the 100th card is on the page, and the
 *   time from changing a criterion to the count request (after the 500 ms debounce).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.mjs';
import { firstVisitJsBytes, kib, readManifest } from './bundle';
import { waitForUrl } from './processes';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const mockPort = 4310;
const appPort = 4311;

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = readManifest();
console.log('\nFirst-visit JavaScript (gzip)');
console.log(`  home page /: ${kib(firstVisitJsBytes(manifest, 'index.html'))}`);

const servers = [
  spawn(
    'node_modules/.bin/prism',
    ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(mockPort)],
    {
      stdio: 'ignore',
    },
  ),
  spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'], {
    stdio: 'ignore',
    env: { ...process.env, API_BASE_URL: `http://127.0.0.1:${mockPort}` },
  }),
];
const stop = () => servers.forEach((s) => s.kill());
process.on('exit', stop);

await waitForUrl(`http://127.0.0.1:${mockPort}`, 30_000);
await waitForUrl(`http://127.0.0.1:${appPort}`, 30_000);

interface Sample {
  fcp: number;
  domContentLoaded: number;
  load: number;
  cls: number;
  jsBytes: number;
}

const browser = await chromium.launch(chromiumLaunchOptions());
const samples: Sample[] = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${appPort}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  samples.push(
    await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const jsBytes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.name.endsWith('.js'))
        .reduce((sum, r) => sum + r.transferSize, 0);
      return {
        fcp,
        domContentLoaded: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        cls: (window as unknown as { __cls: number }).__cls,
        jsBytes,
      };
    }),
  );
  await context.close();
}

// Results page with 100 cards: time from navigation start until the 100th card is on the page.
const mockResults = await (
  await fetch(`http://127.0.0.1:${mockPort}/api/search/car/results`, {
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
  await page.goto(`http://127.0.0.1:${appPort}/search/car/?PostCode=SW1A1AA`);
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
process.exit(0);
