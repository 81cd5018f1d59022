import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './db/connect';
import { DEFAULT_LIMITS } from './db/gate';
import type { CatalogueSource } from './db/load';
import { accountCatalogue, amelia, extraIds, registered, signedIn } from './handlers/account.fixtures';
import { postcodeDistricts, postcodeDistrictsVersion } from './seed/postcodes';
import { startServer, type Started } from './start';
import { dropDatabase, emptyDatabase, onPostgres, testDatabaseUrl } from './testDatabase';
import { contractProblems, TestBrowser } from './testing';

const folders: string[] = [];
/** On PostgreSQL (TEST_DATABASE_URL) each data folder stands for a database of its own, empty at first. */
const databases = new Map<string, string>();
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const url of databases.values()) await dropDatabase(url);
});
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-start-'));
  folders.push(folder);
  return folder;
};

/** A catalogue with its own seed version (the version a changed seed or contract would give). */
const catalogue = (extra: number, version: string): CatalogueSource => ({ ...accountCatalogue(extra), version });

async function databaseFor(dataDir: string): Promise<string | undefined> {
  if (!testDatabaseUrl()) return undefined;
  const url = databases.get(dataDir) ?? (await emptyDatabase());
  databases.set(dataDir, url);
  return url;
}

const start = async (dataDir: string, source: CatalogueSource) =>
  startServer({
    dataDir,
    databaseUrl: await databaseFor(dataDir),
    catalogue: source,
    rateLimit: 100_000,
    validateResponses: contractProblems,
  });

async function restart(started: Started, dataDir: string, source: CatalogueSource) {
  await started.app.close();
  return start(dataDir, source);
}

const search = {
  Name: 'Corsas near Manchester',
  VehicleType: 'car',
  EmailAlerts: false,
  Criteria: { PostCode: 'M11AE', Type: 'car', SortOrder: 'price-asc', PaginationCurrentPage: 1 },
};
const priya = { Email: 'priya.shah@example.co.uk', Password: 'Forecourt2099' };

describe('an upgrade keeps people’s data', () => {
  it('keeps an account, its shortlist and saved search through a changed seed and a restart', async () => {
    const dataDir = newFolder();
    const [kept, withdrawn] = extraIds(2) as [number, number];
    let server = await start(dataDir, catalogue(2, 'first'));
    expect(server.startup).toMatchObject({ firstStart: true, seeded: true });
    const browser = await registered(server.app, priya.Email);
    for (const vehicleId of [withdrawn, kept])
      expect(
        (await browser.call('POST', '/account/savevehicleshortlist', { vehicleId, returnVehicle: false })).status,
      ).toBe(200);
    expect((await browser.call('POST', '/api/account/saved-searches', search)).status).toBe(201);
    // The seeded person's own change must survive too: she takes a vehicle off her shortlist.
    const seededPerson = await signedIn(server.app, amelia);
    const before = (await seededPerson.call('GET', '/api/account/shortlist')).body.VehicleIds as number[];
    const removed = before[0];
    expect(
      (await seededPerson.call('POST', '/account/deletevehicleshortlistbyid', { vehicleId: removed })).status,
    ).toBe(200);

    // A new seed without one of the shortlisted vehicles.
    server = await restart(server, dataDir, catalogue(1, 'second'));
    expect(server.startup).toMatchObject({ firstStart: false, seeded: true, accounts: 2 });
    const again = await signedIn(server.app, priya);
    expect((await again.call('GET', '/api/account/saved-searches')).body.SavedSearches).toMatchObject([
      { Name: search.Name },
    ]);
    // The withdrawn vehicle stays in its place, as the card it was saved with, marked no longer available.
    const shortlisted = (await again.call('GET', '/api/account/shortlist')).body;
    expect(shortlisted.VehicleIds).toEqual([kept, withdrawn]);
    expect(shortlisted.Vehicles[0].NoLongerAvailable).toBeUndefined();
    expect(shortlisted.Vehicles[1]).toMatchObject({ VehicleId: withdrawn, NoLongerAvailable: true });
    expect(shortlisted.Vehicles[1].Title).toEqual(expect.any(String));
    const seededAgain = await signedIn(server.app, amelia);
    expect((await seededAgain.call('GET', '/api/account/shortlist')).body.VehicleIds).toEqual(before.slice(1));

    // Advertised again, it is back in its place as the catalogue's card.
    server = await restart(server, dataDir, catalogue(2, 'third'));
    const third = await signedIn(server.app, priya);
    const readvertised = (await third.call('GET', '/api/account/shortlist')).body;
    expect(readvertised.VehicleIds).toEqual([kept, withdrawn]);
    expect(readvertised.Vehicles[1].NoLongerAvailable).toBeUndefined();
    await server.app.close();
  }, 120_000);

  it('starts on a missing folder, and on the same seed writes nothing again', async () => {
    const dataDir = join(newFolder(), 'not-yet');
    let server = await start(dataDir, catalogue(0, 'same'));
    expect(server.startup).toMatchObject({ firstStart: true, seeded: true, accounts: 1 });
    server = await restart(server, dataDir, catalogue(0, 'same'));
    expect(server.startup).toMatchObject({ firstStart: false, seeded: false, accounts: 1 });
    expect((await new TestBrowser(server.app).open()).status).toBe(200);
    await server.app.close();
  }, 120_000);
});

const postgresOnly = testDatabaseUrl() ? undefined : 'runs in the server suite on PostgreSQL (TEST_DATABASE_URL)';
describe.skipIf(postgresOnly !== undefined)(
  `the statement limit on PostgreSQL${postgresOnly ? ` (${postgresOnly})` : ''}`,
  () => {
    it('leaves migrations and the seed alone: they run on connections without it, and serving ones have it', async () => {
      const dataDir = newFolder();
      const databaseUrl = await databaseFor(dataDir);
      // A limit no migration or seed statement keeps to: they must not run under it.
      const outcome = await startServer({
        dataDir,
        databaseUrl,
        catalogue: catalogue(0, 'limited'),
        rateLimit: 100_000,
        databaseLimits: { ...DEFAULT_LIMITS, statementTimeoutMs: 1 },
      }).then(
        (server) => ({ server }),
        (error: unknown) => ({ error }),
      );
      // The migrations and the seed were written, whatever the serving connections then met.
      const check = await connect({ dataDir, databaseUrl });
      const seed = await check.selectFrom('meta').select('value').where('key', '=', 'seed').executeTakeFirst();
      await check.destroy();
      expect(seed?.value).toBe('limited');
      if ('server' in outcome) {
        await expect(sql`select pg_sleep(0.05)`.execute(outcome.server.db)).rejects.toThrow(/statement timeout/);
        await outcome.server.app.close();
      } else {
        // On a busy machine the first read of serving (the session key) can take longer than 1 ms itself.
        expect(String(outcome.error)).toMatch(/The database is busy: statement timeout/);
      }
    }, 120_000);
  },
);

const folderOnly = onPostgres('a data folder is where PGlite keeps its files');
describe.skipIf(folderOnly !== undefined)(
  `a damaged data folder stops start-up${folderOnly ? ` (${folderOnly})` : ''}`,
  () => {
    it('refuses a folder with files but no database, naming it, and leaves the files alone', async () => {
      const dataDir = newFolder();
      writeFileSync(join(dataDir, 'notes.txt'), 'not a database');
      await expect(start(dataDir, catalogue(0, 'any'))).rejects.toThrow(dataDir);
      expect(readdirSync(dataDir)).toEqual(['notes.txt']);
    });

    it('refuses a database whose control file is gone, naming the folder', async () => {
      const dataDir = newFolder();
      const server = await start(dataDir, catalogue(0, 'any'));
      await server.app.close();
      rmSync(join(dataDir, 'global', 'pg_control'));
      await expect(start(dataDir, catalogue(0, 'any'))).rejects.toThrow(
        new RegExp(`${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*pg_control`),
      );
    }, 60_000);

    it('refuses a half-written database (its version file but no cluster), naming the folder', async () => {
      const parent = newFolder();
      const dataDir = join(parent, 'data');
      mkdirSync(dataDir);
      writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
      await expect(start(dataDir, catalogue(0, 'any'))).rejects.toThrow(dataDir);
    });
  },
);

describe('an upgrade brings the reference data up to date', () => {
  it('writes every postcode district into a database seeded with fewer, and keeps people’s data', async () => {
    const dataDir = newFolder();
    const full: CatalogueSource = {
      ...catalogue(0, 'same'),
      districts: postcodeDistricts,
      districtsVersion: postcodeDistrictsVersion,
    };
    // A database seeded by an older server: its table held 1,126 districts, here the file's first 1,126.
    const older: CatalogueSource = { ...full, districts: full.districts.slice(0, 1126), districtsVersion: 'older' };
    let server = await start(dataDir, older);
    expect(server.startup).toMatchObject({ firstStart: true, postcodesWritten: true });
    const browser = await registered(server.app, priya.Email);
    expect((await browser.call('POST', '/api/account/saved-searches', search)).status).toBe(201);
    const stored = async () =>
      Number(
        (
          await server.db
            .selectFrom('postcode_districts')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await stored()).toBe(1126);

    server = await restart(server, dataDir, full);
    // The catalogue is kept (same seed); the districts are written again, every one of them.
    expect(server.startup).toMatchObject({ firstStart: false, seeded: false, postcodesWritten: true, accounts: 2 });
    expect(await stored()).toBe(full.districts.length);
    const again = await signedIn(server.app, priya);
    expect((await again.call('GET', '/api/account/saved-searches')).body.SavedSearches).toMatchObject([
      { Name: search.Name },
    ]);

    // The same file again: nothing is written.
    server = await restart(server, dataDir, full);
    expect(server.startup).toMatchObject({ seeded: false, postcodesWritten: false });
    await server.app.close();
  }, 120_000);
});
