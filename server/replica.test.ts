/**
 * Reads from a replica (DATABASE_READ_URL): a primary and a hot standby made from it with
 * pg_basebackup -R (streaming replication, two ports), the server on both. The catalogue's reads
 * (searches, counts, panels, lookups, vehicle and dealer pages) are answered by the standby; people's
 * writes, and the reads of them straight after, by the primary. Stopped as a crash would stop it, the
 * standby leaves searches answering 200 from the primary; started again, it answers them again.
 * Which cluster ran a statement is read from each one's log (log_statement = all).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, noPostgres, startCluster, startStandby } from '../scripts/postgresCluster';
import { fallbacksOf, STANDBY_REST_MS } from './db/replica';
import { accountCatalogue, amelia, extraIds, signedIn } from './handlers/account.fixtures';
import { startServer, type Started } from './start';
import { testDatabaseUrl } from './testDatabase';
import { contractProblems, TestBrowser } from './testing';

/** Why it does not run here: it runs in the server suite on PostgreSQL, with clusters of its own. */
const skip = !testDatabaseUrl() ? 'runs in the server suite on PostgreSQL (TEST_DATABASE_URL)' : noPostgres();

/** A cluster's log from a point on: the statements it ran since. */
class LogMark {
  private readonly file: string;
  private readonly from: number;

  constructor(cluster: Cluster) {
    this.file = join(cluster.folder, 'log');
    this.from = statSync(this.file).size;
  }

  statements(): string {
    return readFileSync(this.file).subarray(this.from).toString('utf8');
  }
}

const searchBody = {
  isNewSearch: true,
  pagination: { CurrentPage: 1, PageSize: 20 },
  searchPanelParameters: { Type: 'car' },
};

/** The catalogue's reads a visitor makes: each must answer 200. */
async function browse(browser: TestBrowser) {
  const answers = {
    count: await browser.call('POST', '/api/search/car/count', {}),
    results: await browser.call('POST', '/api/search/car/results', searchBody),
    panel: await browser.call('POST', '/api/search/car/panel', { Type: 'car' }),
    makes: await browser.call('GET', '/api/lookups/car/makes'),
    vehicle: await browser.call('GET', '/api/vehicles/20481734'),
    dealer: await browser.call('GET', '/api/dealers/3101'),
  };
  return Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status]));
}
const allOk = { count: 200, results: 200, panel: 200, makes: 200, vehicle: 200, dealer: 200 };

describe.skipIf(skip !== undefined)(`reads from a standby${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let primary: Cluster;
  let standby: Cluster;
  let started: Started;

  beforeAll(async () => {
    // Every statement in each cluster's log; the primary keeps full page writes for the base backup.
    const settings = { log_statement: 'all', full_page_writes: 'on' };
    primary = await startCluster({ prefix: 'forecourt-primary-', settings });
    // The standby is made before the seed: the seed reaches it by streaming replication.
    standby = await startStandby(primary, { settings });
    started = await startServer({
      dataDir: join(primary.folder, 'unused'),
      databaseUrl: primary.url(),
      databaseReadUrl: standby.url(),
      catalogue: accountCatalogue(30),
      rateLimit: 100_000,
      validateResponses: contractProblems,
    });
    await started.app.ready();
  }, 180_000);

  afterAll(async () => {
    await started?.app.close();
    await standby?.remove();
    await primary?.remove();
  });

  it('starts once the standby has replayed the seed, and reads the catalogue there', async () => {
    expect(started.startup.standby).toBe('caught up');
    const onPrimary = new LogMark(primary);
    const onStandby = new LogMark(standby);
    expect(await browse(new TestBrowser(started.app))).toEqual(allOk);
    expect(onStandby.statements()).toMatch(/from "?vehicle_search"?/);
    expect(onStandby.statements()).toMatch(/from "vehicles"/);
    expect(onStandby.statements()).toMatch(/from "dealers"/);
    // A visitor's browsing asks the primary nothing (an anonymous session is a signed cookie).
    expect(onPrimary.statements()).not.toMatch(/vehicle_search|from "vehicles"|from "dealers"/);
    expect(fallbacksOf(started.readDb)).toBe(0);
  });

  it("writes people's data on the primary and reads it back from there at once", async () => {
    const onPrimary = new LogMark(primary);
    const onStandby = new LogMark(standby);
    const browser = await signedIn(started.app, amelia);
    const [vehicleId] = extraIds(1);
    const add = await browser.call('POST', '/account/savevehicleshortlist', { vehicleId, returnVehicle: false });
    expect(add.status).toBe(200);
    const shortlist = await browser.call('GET', '/api/account/shortlist');
    expect(shortlist.status).toBe(200);
    expect(shortlist.body.VehicleIds).toContain(vehicleId);
    const saved = await browser.call('POST', '/api/account/saved-searches', {
      Name: 'Any car',
      VehicleType: 'car',
      EmailAlerts: false,
      Criteria: { Type: 'car' },
    });
    expect(saved.status).toBe(201);
    const listed = await browser.call('GET', '/api/account/saved-searches');
    expect(listed.body.SavedSearches.map((s: { Id: string }) => s.Id)).toContain(saved.body.Id);
    expect(onPrimary.statements()).toMatch(/insert into "shortlists"/);
    expect(onPrimary.statements()).toMatch(/insert into "saved_searches"/);
    expect(onPrimary.statements()).toMatch(/from "shortlists"/);
    expect(onStandby.statements()).not.toMatch(/shortlists|saved_searches|sessions|users/);
  });

  it('answers searches from the primary, never 5xx, while the standby is down, and uses it again once it is back', async () => {
    const before = fallbacksOf(started.readDb);
    await standby.stop('immediate');
    const browser = new TestBrowser(started.app);
    // At once, and again after the standby's rest is over (it is tried, and fails, again).
    expect(await browse(browser)).toEqual(allOk);
    const searches = await Promise.all(
      Array.from({ length: 12 }, () => browser.call('POST', '/api/search/car/results', searchBody)),
    );
    expect(searches.map((answer) => answer.status)).toEqual(searches.map(() => 200));
    await new Promise((resolve) => setTimeout(resolve, STANDBY_REST_MS + 500));
    expect(await browse(browser)).toEqual(allOk);
    expect(fallbacksOf(started.readDb)).toBeGreaterThan(before);

    await standby.start();
    await new Promise((resolve) => setTimeout(resolve, STANDBY_REST_MS + 500));
    const onStandby = new LogMark(standby);
    expect(await browse(browser)).toEqual(allOk);
    expect(onStandby.statements()).toMatch(/from "?vehicle_search"?/);
  }, 60_000);
});
