import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { backend, serverDataDir, serverPort, serverUrl } from './e2e/backend';
import { chromiumLaunchOptions } from './scripts/browser.mjs';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const appPort = Number(process.env.APP_PORT ?? 4173);
const ownApi = Boolean(process.env.API_BASE_URL);

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** The API the preview's proxy forwards to: a backend team's own, else the reference server or the mock. */
const api: { webServers: WebServer[]; env: Record<string, string> } = ownApi
  ? { webServers: [], env: { API_BASE_URL: process.env.API_BASE_URL ?? '' } }
  : backend === 'server'
    ? {
        webServers: [
          {
            // The reference server with its reset route (e2e/global-setup.ts puts it back to the seed).
            // Its first start seeds its own database, which takes longer than the later ones.
            command: 'node_modules/.bin/tsx server/main.ts',
            // It listens once its database is ready, so its port open means it can answer.
            port: serverPort,
            env: {
              PORT: String(serverPort),
              DATA_DIR: serverDataDir,
              FORECOURT_TEST_ROUTES: '1',
              // The whole suite is one client to it, two browsers at a time: well above a visitor's limit.
              FORECOURT_RATE_LIMIT: '20000',
            },
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            stdout: 'ignore',
          },
        ],
        env: { API_BASE_URL: serverUrl },
      }
    : {
        webServers: [
          {
            command: `node_modules/.bin/tsx scripts/mock-server.ts --host 127.0.0.1 --port ${mockPort} --errors`,
            port: mockPort,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            stdout: 'ignore',
          },
        ],
        env: { API_MOCK_URL: `http://127.0.0.1:${mockPort}` },
      };

/**
 * End-to-end journeys against the production build (`vite preview`) whose API paths are proxied to
 * the Prism mock of openapi/openapi.yaml (default), to the reference server (`E2E_BACKEND=server`,
 * started on SERVER_PORT with its own data folder), or to API_BASE_URL when a backend team sets it.
 * Run `npm run build` first (`npm test` does).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: a browser on a loaded 2-core machine can miss a beat. A test that needed it is
  // reported as flaky in the summary (`npm test` prints the count), never hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous for loaded machines: a lazily loaded chunk may take a moment; nothing here is a timing test.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    trace: 'retain-on-failure',
    // Real scrollbars (Playwright hides them by default) so scroll-lock compensation is observable.
    launchOptions: { ...chromiumLaunchOptions(), ignoreDefaultArgs: ['--hide-scrollbars'] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true } },
  ],
  webServer: [
    ...api.webServers,
    {
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: `http://127.0.0.1:${appPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: api.env,
    },
  ],
});
