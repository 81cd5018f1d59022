import { defineConfig, devices } from '@playwright/test';
import { ownServer, serverDataDir, serverPort, serverUrl } from './e2e/backend';
import { chromiumLaunchOptions } from './scripts/browser.mjs';
import { testServerEnv } from './server/testServerEnv';

const appPort = Number(process.env.APP_PORT ?? 4173);

/**
 * End-to-end journeys against the production build (`vite preview`), whose API paths are proxied to
 * the reference server (server/main.ts, started here on SERVER_PORT with its own data folder and its
 * test-only routes), or to API_BASE_URL when a backend team runs the journeys on its own server.
 * Run `npm run build` first (`npm test` does).
 */
export default defineConfig({
  testDir: 'e2e',
  // Its own folder: the visual suite runs beside it and empties its own output folder when it starts.
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: a browser on a loaded 2-core machine can miss a beat. A test that needed it is
  // reported as flaky in the summary (`npm test` prints the count), never hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A journey of 12 s alone took 30 s beside a CPU hog (Playwright's default limit): twice that is the
  // ceiling, never a wait (each step waits for what a person sees).
  timeout: 60_000,
  // Generous for loaded machines: a lazily loaded chunk may take a moment; nothing here is a timing test.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    // A trace records every action's DOM and screen: a quarter of the suite's CPU. The first attempt
    // runs without one; a test that fails is run again with one (retained when that fails too).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Real scrollbars (Playwright hides them by default) so scroll-lock compensation is observable.
    launchOptions: { ...chromiumLaunchOptions(), ignoreDefaultArgs: ['--hide-scrollbars'] },
  },
  // Every journey runs at both sizes, except those tagged for one: `@desktop` (a large screen's
  // layout, or a test that sets its own widths) and `@mobile` (a small screen's layout).
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true },
    },
  ],
  webServer: [
    ...(ownServer
      ? [
          {
            // The reference server with its test-only routes (e2e/global-setup.ts puts it back to the
            // seed). It listens once its database is ready, so its port open means it can answer; its
            // first start seeds its own database, which takes longer than the later ones.
            command: 'node --import tsx server/main.ts',
            port: serverPort,
            // No database from the shell: its own folder, or the one TEST_DATABASE_URL names for the suites.
            env: testServerEnv(
              {
                PORT: String(serverPort),
                DATA_DIR: serverDataDir,
                FORECOURT_TEST_ROUTES: '1',
                // The whole suite is one client to it, two browsers at a time: well above a visitor's limit.
                FORECOURT_RATE_LIMIT: '20000',
              },
              { acceptsTestDatabase: true },
            ),
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            stdout: 'ignore' as const,
          },
        ]
      : []),
    {
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: `http://127.0.0.1:${appPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { API_BASE_URL: serverUrl },
    },
  ],
});
