/**
 * The JavaScript a first visit downloads, counted as the browser fetches it: the production build is
 * loaded in headless Chromium with an empty cache, and every script it requests is recorded until the
 * app has drawn or hydrated the page, the network is quiet, and the browser's idle-time work
 * (requestIdleCallback preloads) has run and settled too. Each fetched file is then gzipped from dist/ at level 9, so the figure is the same on every
 * machine whatever the server's compression.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

/** The pages whose first visit is budgeted and benchmarked: the home page, a results page, a landing page. */
export const firstVisitPages = {
  home: '/',
  results: '/search/car/?PostCode=SW1A1AA',
  landing: '/ford/used-cars/',
  /** The contract's first example vehicle, followed from the results. */
  vehicle: '/used-cars/ford/fiesta/20481734/?i=1&m=search',
} as const;

export interface FirstVisit {
  /** The build's files the browser fetched as scripts, in the order it asked for them. */
  files: string[];
  /** Their gzip size (level 9), summed. */
  bytes: number;
}

export const gzipBytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The build file (relative to distDir) a script URL of `origin` names; null for any other script. */
export function buildFile(url: string, origin: string, exists = (path: string) => existsSync(path), distDir = 'dist') {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  const path = decodeURIComponent(parsed.pathname).replace(/^\/+/, '');
  return path && exists(join(distDir, path)) ? path : null;
}

/**
 * Until the app has drawn the page or hydrated the one that came with the HTML: #root has content and
 * no `data-hydrating` mark (render/html.ts). On a loaded machine the browser can compile the entry off
 * the main thread for longer than the network stays quiet, so a quiet network alone does not mean the
 * app has asked for its page's code yet.
 */
async function untilStarted(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return Boolean(root && root.childElementCount > 0 && !root.hasAttribute('data-hydrating'));
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** Until no request has been in flight for `quietMs` (Playwright's networkidle fires once a page). */
async function untilQuiet(inFlight: () => number, quietMs = 500) {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight() > 0) quietSince = Date.now();
  }
}

/** Waits until the app has started, then until the network is quiet and idle callbacks have run, twice. */
async function settle(page: Page, inFlight: () => number) {
  await untilStarted(page);
  for (let round = 0; round < 2; round++) {
    await untilQuiet(inFlight);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  }
  await untilQuiet(inFlight);
}

/** Loads `url` in a fresh context (empty cache) and counts the JavaScript it fetches. */
export async function firstVisitJs(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 800 },
  distDir = 'dist',
): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const files = new Set<string>();
  const foreign = new Set<string>();
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  page.on('request', (request) => {
    const isScript = request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);
    if (!isScript) return;
    const file = buildFile(request.url(), origin, undefined, distDir);
    if (file) files.add(file);
    else foreign.add(request.url());
  });
  try {
    await page.goto(url);
    await settle(page, () => inFlight);
  } finally {
    await context.close();
  }
  // A script from elsewhere would be downloaded too but cannot be sized from dist/: say so.
  if (foreign.size) throw new Error(`Scripts not from the build: ${[...foreign].join(', ')}`);
  const list = [...files];
  return { files: list, bytes: list.reduce((sum, file) => sum + gzipBytes(join(distDir, file)), 0) };
}
