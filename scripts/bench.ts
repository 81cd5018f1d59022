/**
 * `npm run bench`: figures, not pass/fail (timings are noisy on shared machines). Builds the app,
 * serves the production build with the Prism mock, and reports:
 * - the gzip JavaScript each budgeted route loads on a first visit;
 * - the home page's load timings in headless Chromium (median of several cold loads):
 *   first contentful paint, DOMContentLoaded, load, layout shift, JS transferred.
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
await browser.close();

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const figure = (key: keyof Sample) => median(samples.map((s) => s[key]));
console.log(`\nHome page, production build, ${runs} cold loads on this machine (median)`);
console.log(`  first contentful paint: ${figure('fcp').toFixed(0)} ms`);
console.log(`  DOMContentLoaded:       ${figure('domContentLoaded').toFixed(0)} ms`);
console.log(`  load:                   ${figure('load').toFixed(0)} ms`);
console.log(`  cumulative layout shift: ${figure('cls').toFixed(3)}`);
console.log(`  JS transferred:         ${kib(figure('jsBytes'))} (as served by vite preview)`);
stop();
process.exit(0);
