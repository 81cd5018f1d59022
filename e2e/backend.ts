/**
 * The API the e2e journeys run against: the reference server (server/main.ts), which really searches
 * its seeded stock and keeps what it is sent, started by playwright.config.ts with its test-only
 * routes on; or a backend team's own server named by API_BASE_URL. Journeys read every figure from
 * the answers.
 */

/** The reference server's port for the e2e run (its own, beside a development server on 4020). */
export const serverPort = Number(process.env.SERVER_PORT ?? 4021);

/** The reference server's address, as the preview's proxy and the test-only routes reach it. */
export const serverUrl = process.env.API_BASE_URL?.replace(/\/+$/, '') || `http://127.0.0.1:${serverPort}`;

/** Whether the run starts the reference server itself (no API_BASE_URL), so its test-only routes are there. */
export const ownServer = !process.env.API_BASE_URL;

/**
 * The reference server's database for the e2e run: its own folder (git-ignored), seeded at its first
 * start and put back to the seed before each run (see global-setup.ts).
 */
export const serverDataDir = process.env.E2E_DATA_DIR ?? 'server/.data-e2e';
