/**
 * A database outage under a running server: while the database cannot be reached, every operation
 * that needs it answers 503 with `Retry-After` and the contract's Error body, and readiness says
 * not-ready; once the database is back the same server answers normally, without a restart.
 * PGlite is closed and opened again on its folder through the server's own db module; PostgreSQL
 * (when installed) runs as a cluster of the test's own, stopped and started again under the server.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabase } from './db/connect';
import { amelia } from './handlers/account.fixtures';
import { testCatalogue } from './handlers/fixture';
import { startServer, type Started } from './start';
import { contractProblems, TestBrowser } from './testing';

/** Calls that each need the database: a vehicle, a dealer, a search, signing in, and readiness. */
async function answers(browser: TestBrowser) {
  await browser.open();
  return {
    getVehicle: await browser.call('GET', '/api/vehicles/20481734'),
    getDealer: await browser.call('GET', '/api/dealers/3101'),
    countCarSearchResults: await browser.call('POST', '/api/search/car/count', {}),
    signIn: await browser.call('POST', '/api/account/signin', amelia),
    checkReadiness: await browser.call('GET', '/api/health/ready'),
  };
}

async function expectOutage(started: Started) {
  const seen = await answers(new TestBrowser(started.app));
  for (const [operationId, answer] of Object.entries(seen)) {
    expect({ operationId, status: answer.status }).toEqual({ operationId, status: 503 });
    expect(answer.headers['retry-after'], operationId).toMatch(/^[1-9][0-9]*$/);
    expect(contractProblems(operationId, answer.status, answer.body), operationId).toEqual([]);
  }
}

async function expectNormal(started: Started) {
  const seen = await answers(new TestBrowser(started.app));
  expect(Object.fromEntries(Object.entries(seen).map(([id, answer]) => [id, answer.status]))).toEqual({
    getVehicle: 200,
    getDealer: 200,
    countCarSearchResults: 200,
    signIn: 200,
    checkReadiness: 200,
  });
}

describe('the embedded database (PGlite) closed under a running server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-outage-'));
  let started: Started;

  beforeAll(async () => {
    started = await startServer({
      dataDir,
      catalogue: testCatalogue,
      rateLimit: 100_000,
      validateResponses: contractProblems,
    });
    await started.app.ready();
  }, 120_000);

  afterAll(async () => {
    await started?.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is closed, and normally once it is open again', async () => {
    await expectNormal(started);
    const database = embeddedDatabase(started.db);
    expect(database).toBeDefined();
    await database?.close();
    await expectOutage(started);
    await database?.reopen();
    await expectNormal(started);
  }, 60_000);
});

/** Debian's PostgreSQL binaries, when installed. */
const pgBin = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'].find((dir) =>
  existsSync(join(dir, 'pg_ctl')),
);
/** PostgreSQL will not run as root: the cluster then belongs to the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const hasPostgresUser = !asRoot || spawnSync('id', ['postgres']).status === 0;
const noPostgres = !pgBin
  ? 'PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin/pg_ctl)'
  : !hasPostgresUser
    ? 'running as root and there is no postgres user to run PostgreSQL as'
    : undefined;

describe.skipIf(noPostgres !== undefined)(
  `PostgreSQL stopped under a running server${noPostgres ? ` (skipped: ${noPostgres})` : ''}`,
  () => {
    const folder = mkdtempSync(join(tmpdir(), 'forecourt-outage-pg-'));
    const cluster = join(folder, 'cluster');
    // A port of this test's own, outside those the app and the reference server use.
    const port = 4571;
    let started: Started;

    const pg = (tool: string, ...args: string[]) => {
      const command = join(pgBin as string, tool);
      if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
      else execFileSync(command, args, { stdio: 'pipe' });
    };
    const startCluster = () =>
      pg(
        'pg_ctl',
        '-D',
        cluster,
        '-w',
        '-l',
        join(folder, 'log'),
        '-o',
        `-p ${port} -k ${folder} -h 127.0.0.1`,
        'start',
      );
    const stopCluster = () => pg('pg_ctl', '-D', cluster, '-w', '-m', 'fast', 'stop');

    beforeAll(async () => {
      // The cluster's owner writes its files and socket here.
      if (asRoot) chmodSync(folder, 0o777);
      pg('initdb', '-D', cluster, '-U', 'forecourt', '--auth=trust', '-E', 'UTF8', '--locale=C');
      startCluster();
      started = await startServer({
        dataDir: join(folder, 'unused'),
        databaseUrl: `postgres://forecourt@127.0.0.1:${port}/postgres`,
        catalogue: testCatalogue,
        rateLimit: 100_000,
        validateResponses: contractProblems,
      });
      await started.app.ready();
    }, 180_000);

    afterAll(async () => {
      await started?.app.close();
      try {
        stopCluster();
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After while it is stopped, and normally once it runs again', async () => {
      await expectNormal(started);
      stopCluster();
      await expectOutage(started);
      startCluster();
      await expectNormal(started);
    }, 120_000);
  },
);
