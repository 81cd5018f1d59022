import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiProxy } from './scripts/api-proxy.ts';
import { localeData } from './render/localeData.ts';
import { homePage, prerenderPages } from './render/prerender.ts';
import { renderInPreview } from './render/requests.ts';
import { securityHeaders } from './render/securityHeaders.ts';
import { firstVisitBundle } from './scripts/vite-first-visit.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria ships strings for 30+ locales; the product is English (en-GB) only. react-aria's
    // English strings are filed under en-US, which en-GB falls back to: keep exactly that one.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    firstVisitBundle(),
    // The browser's locale data, loaded while the page waits for its stylesheet (one inline script).
    localeData(),
    // The pages that need nothing of the visitor's are prerendered by the build (the home page to
    // dist/home.html, which `vite preview` answers `/` with).
    prerenderPages(),
    homePage(),
    // The pages of data (vehicle, results, landing pages) are rendered with their data when asked for.
    renderInPreview(),
  ],
  resolve: {
    alias: {
      '@ds': here('./design-system'),
      '@app': here('./app'),
      '@domain': here('./domain'),
    },
  },
  // The development server sends no CSP: Vite's hot reload injects inline scripts and styles. The
  // production build is served with the headers (`vite preview` here, nginx or a CDN in production).
  // The reference server's database (server/.data) writes thousands of files as it seeds: watching
  // them would only take the development server's time.
  server: { proxy: apiProxy(), watch: { ignored: ['**/server/.data*/**'] } },
  preview: { proxy: apiProxy(), headers: securityHeaders },
  build: {
    manifest: true,
    target: 'es2022',
    // Source maps are written for error reports and debugging but not named in every file (a
    // `sourceMappingURL` line in each of a first visit's 25 files cost 1 KiB gzip).
    sourcemap: 'hidden',
    // No preload links for a lazy chunk's imports: Vite's helper adds a <link rel="modulepreload"> to
    // the head for each (24 for the vehicle page), and on Lighthouse's phone those insertions alone took
    // 60-150 ms of the entry's task on a server-rendered or prerendered page. Without them the browser
    // fetches a chunk's imports once it has the chunk (one round trip more for a lazy page or overlay);
    // mobile TBT, 4 runs each: finance calculator 168-288 -> 106-128 ms, vehicle page 176-383 -> 106-214
    // ms; the results page's LCP stayed 3.0 s. It also drops the helper (1.3 KiB gzip of every visit).
    modulePreload: false,
  },
  // The runtimes vanilla-extract's compiled styles import in development: found only once a page's
  // styles are compiled, so named here, else the first page load optimises them and reloads.
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'design-system/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
            'render/**/*.test.ts',
            'domain/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['./scripts/vitest.setup.ts'],
          // The files share one page and module cache per worker, which scripts/vitest.setup.ts puts back
          // after each test (a fresh page per file cost 180 s of setup for 30 s of tests); a test finds
          // its own elements in what it rendered, not the first match in the page.
          isolate: false,
          // Generous: a loaded 2-core machine can take seconds to transform a component's first test.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each catalogue is seeded once per run and each file starts from its own copy of it
          // (server/seeded.setup.ts); the first file to need one seeds it: generous on a loaded 2-core machine.
          globalSetup: ['./server/seeded.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The fuzz suite: every operation of the contract with generated and mutated inputs, on one
        // in-memory reference server (server/fuzz/).
        extends: true,
        test: {
          name: 'fuzz',
          environment: 'node',
          include: ['server/fuzz/**/*.fuzz.ts'],
          // Its run's databases on PostgreSQL (TEST_DATABASE_URL), dropped at the end.
          globalSetup: ['./server/seeded.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['openapi/contract/**/*.test.ts'],
          globalSetup: ['./openapi/contract/prism.setup.ts'],
          setupFiles: ['./openapi/contract/reset.setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The same suite against the reference server (server/), after the Prism project: its files
        // one at a time, each starting from the seeded state (reset.setup.ts).
        extends: true,
        test: {
          name: 'contract-server',
          environment: 'node',
          include: ['openapi/contract/{conformance,consumer,spec-calls,csrf,behaviour,http,rules}.test.ts'],
          globalSetup: ['./openapi/contract/server.setup.ts'],
          setupFiles: ['./openapi/contract/reset.setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
