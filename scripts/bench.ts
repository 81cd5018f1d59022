/**
 * `npm run bench`: figures, not pass/fail (timings are noisy on shared machines). Builds the app,
 * serves the production build with the Prism mock (BENCH_MOCK_PORT, default 4310; BENCH_APP_PORT,
 * 4311) and the floor, a bare React page built by the same Vite (BENCH_FLOOR_PORT, 4312), and prints
 * one table, also written to bench-results/bench.json:
 * - Lighthouse 12 on mobile (its default simulated throttling) and desktop for the home, a results,
 *   a landing, a vehicle page and the finance calculator, and for the floor: the four category
 *   scores, LCP, TBT, CLS, each against its target (scripts/bench-lighthouse.ts; one run per
 *   page and form factor, BENCH_LIGHTHOUSE_RUNS for the median of more; the reports are kept in
 *   bench-results/lighthouse/);
 * - the gzip JavaScript a first visit downloads, counted as the browser fetches it
 *   (scripts/firstVisit.ts, as the budgets count it), against the floor's;
 * - the results page with 100 cards: reached within the app (from the home page, as by a link: a
 *   results page asked for afresh is the server's render, with the server's own page of results),
 *   from the address changing until the 100th card is on the page; and the time from changing a
 *   criterion to the count request (after the 500 ms debounce), median of BENCH_RUNS loads (3).
 * `npm run bench:lighthouse` (`--lighthouse`) measures only the Lighthouse figures and the JavaScript.
 * BENCH_SKIP_BUILD=1 measures dist/ as it is; BENCH_PAGES and BENCH_FORM_FACTORS (comma lists) measure fewer. The reference server has its own: `npm run bench:server`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import {
  benchPages,
  formFactors,
  launchForLighthouse,
  lighthouseFigures,
  misses,
  startFloor,
  type FormFactor,
  type LighthouseFigures,
} from './bench-lighthouse';
import { firstVisitJs, kib } from './firstVisit';
import { portFrom, startPreview } from './preview';

const lighthouseOnly = process.argv.includes('--lighthouse');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const outDir = 'bench-results';
// For a quicker look: BENCH_PAGES=home,results and BENCH_FORM_FACTORS=mobile (the floor is always measured).
const only = (name: string) => process.env[name]?.split(',').filter(Boolean);
const pageNames = only('BENCH_PAGES');
const measuredForms = formFactors.filter((form) => only('BENCH_FORM_FACTORS')?.includes(form) ?? true);

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const preview = await startPreview({
  mockPort: portFrom('BENCH_MOCK_PORT', 4310),
  appPort: portFrom('BENCH_APP_PORT', 4311),
});
const floor = await startFloor(portFrom('BENCH_FLOOR_PORT', 4312));
const cdpPort = portFrom('BENCH_CDP_PORT', 4313);
const browser = await launchForLighthouse(cdpPort);
mkdirSync(`${outDir}/lighthouse`, { recursive: true });

interface PageFigures {
  page: string;
  path: string;
  /** First-visit JavaScript, gzip bytes. */
  js: number;
  lighthouse: Partial<Record<FormFactor, LighthouseFigures & { misses: string[] }>>;
}

const measured: PageFigures[] = [
  {
    page: 'floor',
    path: '/',
    js: (await firstVisitJs(browser, `${floor.origin}/`, undefined, floor.distDir)).bytes,
    lighthouse: {},
  },
];
for (const [page, path] of Object.entries(benchPages).filter(([name]) => pageNames?.includes(name) ?? true)) {
  measured.push({ page, path, js: (await firstVisitJs(browser, preview.origin + path)).bytes, lighthouse: {} });
}

for (const formFactor of measuredForms) {
  let floorLcp = NaN;
  for (const entry of measured) {
    const origin = entry.page === 'floor' ? floor.origin : preview.origin;
    process.stdout.write(`Lighthouse ${formFactor} ${entry.page} ${entry.path} ...`);
    const figures = await lighthouseFigures(origin + entry.path, formFactor, cdpPort, lighthouseRuns, (result, run) =>
      writeFileSync(`${outDir}/lighthouse/${entry.page}-${formFactor}-${run + 1}.json`, JSON.stringify(result)),
    );
    if (entry.page === 'floor') floorLcp = figures.lcp;
    entry.lighthouse[formFactor] = {
      ...figures,
      misses: entry.page === 'floor' ? [] : misses(figures, floorLcp, formFactor),
    };
    console.log(` ${figures.performance}, LCP ${(figures.lcp / 1000).toFixed(2)} s`);
  }
}

const results = lighthouseOnly ? null : await resultsTimings(browser, preview.mockOrigin, preview.origin);
await browser.close();
preview.stop();
floor.stop();

const floorJs = measured[0]?.js ?? NaN;
const json = {
  date: new Date().toISOString(),
  lighthouseRuns,
  targets: { performanceMobile: 95, lcpOverFloor: 1.15, tbtMs: 100, cls: 0.01, otherScores: 100 },
  pages: measured.map((entry) => ({ ...entry, jsOverFloor: entry.js / floorJs })),
  results,
};
writeFileSync(`${outDir}/bench.json`, `${JSON.stringify(json, null, 2)}\n`);

// One table: a row per page and form factor; a miss of a target is marked ✘ and named.
const header = ['page', 'form', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'TBT', 'CLS', 'JS gzip', 'vs floor', 'targets'];
const rows: string[][] = [];
for (const formFactor of measuredForms) {
  for (const entry of measured) {
    const figures = entry.lighthouse[formFactor];
    if (!figures) continue;
    rows.push([
      `${entry.page} ${entry.path}`,
      formFactor,
      String(figures.performance),
      String(figures.accessibility),
      String(figures.bestPractices),
      String(figures.seo),
      `${(figures.lcp / 1000).toFixed(2)} s`,
      `${figures.tbt.toFixed(0)} ms`,
      figures.cls.toFixed(3),
      kib(entry.js),
      `${(entry.js / floorJs).toFixed(2)}×`,
      entry.page === 'floor' ? 'floor' : figures.misses.length ? `✘ ${figures.misses.join(' ')}` : '✔',
    ]);
  }
}
if (results) {
  rows.push([
    `results, 100 cards: link to 100th card`,
    'desktop',
    '',
    '',
    '',
    '',
    `${(results.renderMs / 1000).toFixed(2)} s`,
    '',
    '',
    '',
    '',
    `median of ${runs}`,
  ]);
  rows.push([
    `results: criterion change to count request`,
    'desktop',
    '',
    '',
    '',
    '',
    `${results.countMs.toFixed(0)} ms`,
    '',
    '',
    '',
    '',
    '500 ms debounce',
  ]);
}
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(
  `\nLighthouse ${lighthouseRuns === 1 ? '(one run each)' : `(median of ${lighthouseRuns})`}, production build with the Prism mock; targets: perf ≥ 95 mobile, LCP ≤ 1.15× the floor's, TBT ≤ 100 ms, CLS ≤ 0.01, the other scores 100`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
rows.forEach((row) => console.log(line(row)));
console.log(`\nWritten to ${outDir}/bench.json (Lighthouse reports in ${outDir}/lighthouse/).`);

/** The results page with 100 cards: render time, and the count request after a criterion changes. */
async function resultsTimings(browser: Browser, mockOrigin: string, appOrigin: string) {
  const mockResults = await (
    await fetch(`${mockOrigin}/api/search/car/results`, {
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
    await page.goto(appOrigin);
    await page.locator('#root[data-hydrating]').waitFor({ state: 'detached' });
    const linkedAt = await page.evaluate(() => {
      const at = performance.now();
      window.history.pushState(null, '', '/search/car/?PostCode=SW1A1AA');
      window.dispatchEvent(new PopStateEvent('popstate'));
      return at;
    });
    await page.waitForFunction(() => document.querySelectorAll('main article').length >= 100, undefined, {
      timeout: 60_000,
    });
    renderTimes.push((await page.evaluate(() => performance.now())) - linkedAt);

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
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return { renderMs: median(renderTimes), countMs: median(countLatencies), runs };
}
