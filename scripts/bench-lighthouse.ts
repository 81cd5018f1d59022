/**
 * The Lighthouse part of the bench: Lighthouse 12 (its Node API) on the production build's pages and
 * on the floor, a bare React page built by the same Vite and served the same way (scripts/floor/).
 * Mobile is Lighthouse's default (a mid-range phone, simulated slow 4G and a 4x slower CPU); desktop
 * is its desktop config. The browser is the one the other suites use (scripts/browser.mjs: a system
 * Chromium, else Playwright's), launched by Playwright with a DevTools port Lighthouse connects to.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromiumLaunchOptions } from './browser.mjs';
import { firstVisitPages } from './firstVisit';
import { waitForUrl } from './processes';

/** The pages the bench measures: the first-visit pages and the finance calculator. */
export const benchPages = { ...firstVisitPages, finance: '/car-finance-calculator/' } as const;

export type FormFactor = 'mobile' | 'desktop';
export const formFactors: FormFactor[] = ['mobile', 'desktop'];

/** One page's Lighthouse figures (the median run by performance score when there are several). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  /** The element Lighthouse names as the largest contentful paint (its snippet). */
  lcpElement: string | null;
  /** How many runs the median is of. */
  runs: number;
}

/** Every page's targets: performance 95 on mobile, LCP within 15 % of the floor's, TBT, CLS, the rest 100. */
export const targets = { performance: 95, lcpOverFloor: 1.15, tbt: 100, cls: 0.01, others: 100 } as const;

/** The targets a page's figures miss, against the floor's LCP in the same run and form factor. */
export function misses(figures: LighthouseFigures, floorLcp: number, formFactor: FormFactor): string[] {
  const missed: string[] = [];
  if (formFactor === 'mobile' && figures.performance < targets.performance) missed.push('perf');
  if (figures.accessibility < targets.others) missed.push('a11y');
  if (figures.bestPractices < targets.others) missed.push('bp');
  if (figures.seo < targets.others) missed.push('seo');
  if (figures.lcp > floorLcp * targets.lcpOverFloor) missed.push('LCP');
  if (figures.tbt > targets.tbt) missed.push('TBT');
  if (figures.cls > targets.cls) missed.push('CLS');
  return missed;
}

const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? NaN;

function lcpElement(result: Result): string | null {
  // LH 12: a list whose first table names the element.
  const details = result.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
}

export function figuresOf(result: Result): Omit<LighthouseFigures, 'runs'> {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcp: numeric(result, 'largest-contentful-paint'),
    tbt: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    lcpElement: lcpElement(result),
  };
}

/** The median of several runs, by performance score (ties: by LCP). */
export function medianRun(runs: Array<Omit<LighthouseFigures, 'runs'>>): LighthouseFigures {
  const sorted = runs.toSorted((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('No Lighthouse runs');
  return { ...middle, runs: runs.length };
}

/** A browser Lighthouse can drive: the suites' Chromium with a DevTools port (BENCH_CDP_PORT). */
export async function launchForLighthouse(cdpPort: number): Promise<Browser> {
  // The full browser, as a visitor has, even where the suites use the headless shell.
  const options = chromiumLaunchOptions(process.env, { full: true });
  return chromium.launch({
    ...options,
    args: [...(('args' in options && options.args) || []), `--remote-debugging-port=${cdpPort}`],
  });
}

/** Runs Lighthouse `runs` times on `url` in `formFactor` and returns the median run's figures. */
export async function lighthouseFigures(
  url: string,
  formFactor: FormFactor,
  cdpPort: number,
  runs: number,
  keepReport?: (result: Result, run: number) => void,
): Promise<LighthouseFigures> {
  const flags: Flags = { port: cdpPort, output: 'json', logLevel: 'error' };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const results: Array<Omit<LighthouseFigures, 'runs'>> = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouseRun(url, flags, config);
    keepReport?.(result, run);
    results.push(figuresOf(result));
  }
  return medianRun(results);
}

/** Tries of one Lighthouse run: a run whose trace failed (its runtime error asks to run it again) is run again. */
const lighthouseTries = 3;

async function lighthouseRun(url: string, flags: Flags, config: Config | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await lighthouse(url, flags, config);
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = outcome.lhr.runtimeError;
    if (!error) return outcome.lhr;
    // e.g. NO_NAVSTART, 'Something went wrong with recording the trace ... Please run Lighthouse again.'
    if (attempt >= lighthouseTries) throw new Error(`Lighthouse on ${url}, ${attempt} tries: ${error.message}`);
    process.stdout.write(` (${error.code}, again)`);
  }
}

export interface Floor {
  origin: string;
  /** The floor's build, for counting its first-visit JavaScript. */
  distDir: string;
  stop: () => void;
}

/** Builds the floor (scripts/floor/) to a temporary directory and serves it with `vite preview`. */
export async function startFloor(port: number): Promise<Floor> {
  const distDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const config = ['--config', 'scripts/floor/vite.config.ts', '--outDir', distDir];
  const build = spawnSync('node_modules/.bin/vite', ['build', ...config, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The floor page did not build');
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', ...config, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore' },
  );
  const stop = () => {
    server.kill();
    rmSync(distDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(origin, 90_000);
  return { origin, distDir, stop };
}
