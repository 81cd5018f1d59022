/**
 * The servers the test suites start use the database they were given for the purpose, never one the
 * shell happens to export: with DATABASE_URL (and PostgreSQL's PG* variables) pointing at a database,
 * the conformance suite's server, the e2e server and the kill test's server still run on PGlite in a
 * folder of their own. A database for the suites is named by TEST_DATABASE_URL instead.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPostgres } from './testDatabase';
import { freePort, testServerEnv } from './testServerEnv';

const exported = {
  DATABASE_URL: 'postgres://nowhere.invalid:5432/forecourt',
  PGHOST: 'nowhere.invalid',
  PGDATABASE: 'forecourt',
};
/** Exports the variables as a shell would, for this test only. */
const exportVariables = (variables: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
};

beforeEach(() => {
  // A PostgreSQL named for this run's tests (the server suite on PostgreSQL) is not the shell's.
  vi.stubEnv('TEST_DATABASE_URL', undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('test servers with a database exported in the shell', () => {
  const once = onPostgres('a suite server’s database comes from the shell, whatever database these tests use');
  it.skipIf(once !== undefined)(
    `the conformance suite starts its server on PGlite in its own folder${once ? ` (${once})` : ''}`,
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-own-db-'));
      exportVariables({
        ...exported,
        CONTRACT_SERVER_PORT: String(await freePort()),
        CONTRACT_SERVER_DATA_DIR: dataDir,
        FORECOURT_CATALOGUE: 'small',
      });
      const provided: Record<string, unknown> = {};
      const { default: setup } = await import('../openapi/contract/server.setup');
      const project = { provide: (key: string, value: unknown) => (provided[key] = value) };
      let teardown: (() => Promise<void>) | undefined;
      try {
        teardown = await setup(project as never);
        const ready = await fetch(`${String(provided.baseUrl)}/api/health/ready`);
        expect(ready.status).toBe(200);
        // PGlite keeps its cluster in the folder it was given.
        expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      } finally {
        await teardown?.();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it("the e2e run's reference server gets no database from the shell", async () => {
    exportVariables({ ...exported, API_BASE_URL: undefined });
    const { default: config } = await import('../playwright.config');
    const servers = [config.webServer ?? []].flat();
    const server = servers.find((s) => s.command?.includes('server/main.ts'));
    expect(server).toBeDefined();
    // Playwright starts a web server with its own environment laid over the runner's.
    const env = { ...process.env, ...server?.env };
    for (const name of Object.keys(exported)) expect(env[name] || undefined, name).toBeUndefined();
  });

  it('the kill test and the benchmark empty every variable that names a database', async () => {
    const env = testServerEnv({ PORT: '1' }, {}, { ...exported, TEST_DATABASE_URL: 'postgres://t', HOME: '/h' });
    expect(env).toEqual({ DATABASE_URL: '', PGHOST: '', PGDATABASE: '', TEST_DATABASE_URL: '', HOME: '/h', PORT: '1' });
  });

  it('the e2e and conformance servers take a database named by TEST_DATABASE_URL', async () => {
    exportVariables({
      ...exported,
      TEST_DATABASE_URL: 'postgres://tests.invalid/forecourt_test',
      API_BASE_URL: undefined,
    });
    const { default: config } = await import('../playwright.config');
    const server = [config.webServer ?? []].flat().find((s) => s.command?.includes('server/main.ts'));
    expect({ ...process.env, ...server?.env }.DATABASE_URL).toBe('postgres://tests.invalid/forecourt_test');
  });
});
