/**
 * A database outage under a running server: while the database cannot be reached, every operation
 * that needs it answers 503 with `Retry-After` and the contract's Error body, and readiness says
 * not-ready; once the database is back the same server answers normally, without a restart.
 * PGlite is closed and opened again on its folder through the server's own db module (in the suite
 * on PGlite); PostgreSQL runs as a cluster of the test's own (scripts/postgresCluster.ts), stopped
 * and started again under the server (in the suite on PostgreSQL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, noPostgres, startCluster } from '../scripts/postgresCluster';
import { embeddedDatabase } from './db/connect';
import { amelia } from './handlers/account.fixtures';
import { testCatalogue } from './handlers/fixture';
import { startServer, type Started } from './start';
import { onPostgres, testDatabaseUrl } from './testDatabase';
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

const embeddedOnly = onPostgres('it closes and opens PGlite; the PostgreSQL case is below');
describe.skipIf(embeddedOnly !== undefined)(
  `the embedded database (PGlite) closed under a running server${embeddedOnly ? ` (${embeddedOnly})` : ''}`,
  () => {
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
  },
);

/**
 * Why the test of a stopped PostgreSQL does not run here: it runs in the server suite on PostgreSQL
 * (TEST_DATABASE_URL set), on a cluster of its own that it can stop, which needs the binaries.
 */
const noCluster = !testDatabaseUrl() ? 'runs in the server suite on PostgreSQL (TEST_DATABASE_URL)' : noPostgres();

describe.skipIf(noCluster !== undefined)(
  `PostgreSQL stopped under a running server${noCluster ? ` (skipped: ${noCluster})` : ''}`,
  () => {
    let cluster: Cluster;
    let started: Started;

    beforeAll(async () => {
      cluster = await startCluster({ prefix: 'forecourt-outage-pg-' });
      started = await startServer({
        dataDir: join(cluster.folder, 'unused'),
        databaseUrl: cluster.url(),
        catalogue: testCatalogue,
        rateLimit: 100_000,
        validateResponses: contractProblems,
      });
      await started.app.ready();
    }, 180_000);

    afterAll(async () => {
      await started?.app.close();
      await cluster?.remove();
    });

    it('answers 503 with Retry-After while it is stopped, and normally once it runs again', async () => {
      await expectNormal(started);
      await cluster.stop();
      await expectOutage(started);
      await cluster.start();
      await expectNormal(started);
    }, 120_000);
  },
);
