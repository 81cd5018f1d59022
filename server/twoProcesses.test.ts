/**
 * Two server processes on one PostgreSQL database, as a deployment behind a load balancer runs them
 * (server/main.ts twice, each on its own port): what one process stores, the other honours. A session
 * opened on one is signed in on the other with the same CSRF token; a person's shortlist holds 25
 * vehicles however their adds are spread over the two at once (each write locks the person's row);
 * the sign-in throttle counts failures made on either. PGlite is one process per folder, so this runs
 * in the server suite on PostgreSQL only.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amelia } from './handlers/account.fixtures';
import { HttpBrowser, startServerProcess } from './serverProcess';
import { dropDatabase, emptyDatabase, testDatabaseUrl } from './testDatabase';
import { freePort, testServerEnv } from './testServerEnv';

const skip = testDatabaseUrl() ? undefined : 'runs in the server suite on PostgreSQL (TEST_DATABASE_URL)';

describe.skipIf(skip !== undefined)(`two server processes on one database${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let databaseUrl: string;
  const servers: ChildProcess[] = [];
  let one: string;
  let two: string;

  const start = async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATABASE_URL: databaseUrl, FORECOURT_CATALOGUE: 'small' };
    servers.push(await startServerProcess(testServerEnv({ ...env, FORECOURT_RATE_LIMIT: '1000000' })));
    return `http://127.0.0.1:${port}`;
  };

  beforeAll(async () => {
    databaseUrl = await emptyDatabase();
    // One after the other: the first migrates and seeds, the second finds it done.
    one = await start();
    two = await start();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'))));
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  /** A new person, registered on the first process. */
  async function registered(email: string): Promise<HttpBrowser> {
    const browser = new HttpBrowser(one);
    await browser.call('GET', '/api/account/session');
    const details = {
      FirstName: 'Two',
      LastName: 'Processes',
      Email: email,
      Password: 'Forecourt2099',
      AcceptTerms: true,
    };
    expect((await browser.call('POST', '/api/account/register', details)).status).toBe(201);
    return browser;
  }

  it('signs a session in on the other process, with the same CSRF token', async () => {
    const onOne = await registered('session.two@example.com');
    const onTwo = onOne.at(two);
    const session = await onTwo.call('GET', '/api/account/session');
    expect(session.status).toBe(200);
    expect(session.body.IsAuthenticated).toBe(true);
    const search = { Name: 'Any car', VehicleType: 'car', EmailAlerts: false, Criteria: { Type: 'car' } };
    const saved = await onOne.at(two).call('POST', '/api/account/saved-searches', search);
    expect(saved.status).toBe(201);
    const listed = await onOne.call('GET', '/api/account/saved-searches');
    expect(listed.body.SavedSearches.map((s: { Id: string }) => s.Id)).toEqual([saved.body.Id]);
  });

  it('holds a shortlist to 25 when 30 adds arrive at once, spread over both processes', async () => {
    const browser = await registered('shortlist.two@example.com');
    const ids: number[] = [];
    for (const CurrentPage of [1, 2]) {
      const page = await browser.call('POST', '/api/search/car/results', {
        isNewSearch: true,
        pagination: { CurrentPage, PageSize: 20 },
        searchPanelParameters: { Type: 'car' },
      });
      ids.push(...page.body.Results.map((card: { VehicleId: number }) => card.VehicleId));
    }
    const thirty = ids.slice(0, 30);
    expect(new Set(thirty).size).toBe(30);
    const clients = [browser, browser.at(two)];
    const answers = await Promise.all(
      thirty.map((vehicleId, i) =>
        clients[i % 2]?.call('POST', '/account/savevehicleshortlist', { vehicleId, returnVehicle: false }),
      ),
    );
    const statuses = answers.map((answer) => answer?.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(25);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    for (const client of clients)
      expect((await client.call('GET', '/api/account/shortlist')).body.VehicleIds).toHaveLength(25);
  });

  it('counts failed sign-ins made on either process: the 11th is held on both', async () => {
    const wrong = { ...amelia, Password: 'Wrongpass1' };
    const onOne = new HttpBrowser(one);
    const onTwo = new HttpBrowser(two);
    await onOne.call('GET', '/api/account/session');
    await onTwo.call('GET', '/api/account/session');
    for (let i = 0; i < 10; i++) {
      const answer = await (i % 2 ? onTwo : onOne).call('POST', '/api/account/signin', wrong);
      expect(answer.status).toBe(401);
    }
    for (const browser of [onOne, onTwo]) {
      const held = await browser.call('POST', '/api/account/signin', amelia);
      expect(held.status).toBe(429);
      expect(held.body.Code).toBe(104);
    }
  });
});
