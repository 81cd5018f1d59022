/**
 * The API the e2e journeys run against. By default the Prism mock of openapi/openapi.yaml, which
 * replays the contract's examples; with `E2E_BACKEND=server` the reference server (server/main.ts),
 * which really searches its seeded stock and keeps what it is sent. Journeys read every figure from
 * the answers, so one suite passes against both (and against a backend team's own server named by
 * API_BASE_URL).
 */
export type Backend = 'mock' | 'server';

export const backend: Backend = process.env.E2E_BACKEND === 'server' ? 'server' : 'mock';

/** The reference server's port for the e2e run (its own, beside a development server on 4020). */
export const serverPort = Number(process.env.SERVER_PORT ?? 4021);

/** The reference server's address, as the preview's proxy and the reset reach it. */
export const serverUrl = `http://127.0.0.1:${serverPort}`;

/**
 * The reference server's database for the e2e run: its own folder (git-ignored), seeded at its first
 * start and put back to the seed before each run (see global-setup.ts).
 */
export const serverDataDir = process.env.E2E_DATA_DIR ?? 'server/.data-e2e';
