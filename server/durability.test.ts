/**
 * kill -9 loses no acknowledged write: the reference server runs as `npm run server` does (server/main.ts,
 * its own port and data folder, the small catalogue), people register, shortlist vehicles and save
 * searches side by side, the process is killed with SIGKILL while they do, and after a restart on the
 * same folder every write that was answered 2xx is there: each person signs in, and their shortlist
 * and saved searches hold what was acknowledged. A write cut off without an answer may or may not be
 * there; the data folder must open either way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requestExample, responseExample } from './handlers/fixture';
import { HttpBrowser, type ServerProcess, startServerProcess } from './serverProcess';
import { onPostgres } from './testDatabase';
import { freePort, testServerEnv } from './testServerEnv';

const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-kill-'));
let server: ServerProcess | undefined;

afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts server/main.ts on the folder and resolves once it says it is ready. */
const start = (port: number): Promise<ServerProcess> =>
  startServerProcess(
    // Always its own folder: it kills the server mid-write, never on a database it was not made for.
    testServerEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      FORECOURT_CATALOGUE: 'small',
      FORECOURT_RATE_LIMIT: '1000000',
    }),
  );

interface Acknowledged {
  email: string;
  shortlisted: number[];
  savedSearches: string[];
}

const password = 'Forecourt2099';
const vehicleIds: number[] = (responseExample('getShortlist', '200', 'threeVehicles') as { VehicleIds: number[] })
  .VehicleIds;
const savedSearch = requestExample('saveSearch', 'fiestas');

/** One person's writes, one after another, each recorded once answered 2xx; stops at the first failure. */
async function writeAsOnePerson(base: string, n: number, acknowledged: Acknowledged[]) {
  const client = new HttpBrowser(base);
  try {
    await client.call('GET', '/api/account/session');
    const email = `kill.${n}@example.com`;
    const details = { FirstName: 'Kill', LastName: 'Test', Email: email, Password: password, AcceptTerms: true };
    if ((await client.call('POST', '/api/account/register', details)).status !== 201) return;
    const person: Acknowledged = { email, shortlisted: [], savedSearches: [] };
    acknowledged.push(person);
    for (const [i, vehicleId] of vehicleIds.entries()) {
      const saved = await client.call('POST', '/account/savevehicleshortlist', { vehicleId, returnVehicle: false });
      if (saved.status !== 200) return;
      person.shortlisted.push(vehicleId);
      const search = await client.call('POST', '/api/account/saved-searches', { ...savedSearch, Name: `Search ${i}` });
      if (search.status !== 201) return;
      person.savedSearches.push(search.body.Id);
    }
  } catch {
    // The server was killed mid-call: this write was never acknowledged.
  }
}

// On PostgreSQL a write the server acknowledged was committed by a database the kill does not touch.
const filesOnly = onPostgres("what a kill can lose is in PGlite's files, which the server process writes itself");
describe.skipIf(filesOnly !== undefined)(`kill -9 during writes${filesOnly ? ` (${filesOnly})` : ''}`, () => {
  it('loses no acknowledged write: after a restart every person signs in with what they saved', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await start(port);

    // People write side by side, four at a time, until the server is killed under them.
    const acknowledged: Acknowledged[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) await writeAsOnePerson(base, ++next, acknowledged);
    };
    const writers = Array.from({ length: 4 }, writer);
    const enough = () => acknowledged.filter((p) => p.savedSearches.length > 0).length >= 8;
    while (!enough()) await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGKILL');
    killed = true;
    await server.exited;
    await Promise.all(writers);
    const writes = acknowledged.reduce((n, p) => n + 1 + p.shortlisted.length + p.savedSearches.length, 0);
    console.log(`kill -9: ${acknowledged.length} people, ${writes} acknowledged writes before SIGKILL`);

    server = await start(port);
    for (const person of acknowledged) {
      const client = new HttpBrowser(base);
      await client.call('GET', '/api/account/session');
      const signIn = await client.call('POST', '/api/account/signin', { Email: person.email, Password: password });
      expect(signIn.status, person.email).toBe(200);
      const shortlist = await client.call('GET', '/api/account/shortlist');
      expect(shortlist.body.VehicleIds, person.email).toEqual(expect.arrayContaining(person.shortlisted));
      const searches = await client.call('GET', '/api/account/saved-searches');
      const ids = (searches.body.SavedSearches as Array<{ Id: string }>).map((s) => s.Id);
      expect(ids, person.email).toEqual(expect.arrayContaining(person.savedSearches));
    }
  }, 180_000);
});
