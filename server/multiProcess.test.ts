/**
 * Two server processes on one PostgreSQL, behind one address: server/main.ts runs twice, as
 * `npm run server` does, on a schema of this test's own in the PostgreSQL that TEST_DATABASE_URL names,
 * and a round-robin proxy in the test sends each request to the next process, as a load balancer
 * would. Nothing a person has is kept in one process: signing up, in and out, the shortlist and saved
 * searches work with every request going to the other process than the one before, and the rate limit
 * and the sign-in throttle count across both. Then one process is killed with SIGKILL in the middle
 * of a person's writes: the other goes on serving them, still signed in, with every write that was
 * answered 2xx. Run again with the rate limit's counts in Redis (REDIS_URL), when redis-server is
 * installed.
 *
 * Without TEST_DATABASE_URL it is skipped (saying so). By hand, on a cluster of one's own:
 * `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55457/postgres npx vitest run --project server server/multiProcess.test.ts`
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestExample } from './handlers/fixture';
import { type HttpAnswer, HttpBrowser, type ServerProcess, startServerProcess } from './serverProcess';
import { freePort, testServerEnv } from './testServerEnv';

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
const noDatabase = testDatabaseUrl ? undefined : 'TEST_DATABASE_URL is not set: it names a PostgreSQL for the tests';
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const noRedis = noDatabase ?? (hasRedis ? undefined : 'redis-server is not installed');
/** The Redis this test starts, on a port of its own. */
const redisPort = 56379;

/** Requests a client may make per minute on these servers: enough for a journey, few enough to reach. */
const rateLimit = 60;
const password = 'Forecourt2099';

/** Resolves once `until` is true, polling; fails with `what` after `timeoutMs`. */
async function waitFor(what: string, until: () => boolean | Promise<boolean>, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (!(await until())) {
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts server/main.ts on the database and resolves once it says it is ready. */
const startServer = (port: number, env: Record<string, string>) =>
  startServerProcess(testServerEnv({ PORT: String(port), LOG_LEVEL: 'warn', FORECOURT_CATALOGUE: 'small', ...env }));

interface Backend {
  port: number;
  up: boolean;
}

/**
 * A load balancer in a few lines: each request goes to the next process that is up, the answer says
 * which (`x-test-backend`), and a process that cannot be reached is taken out (that request is 502).
 * Like nginx in front of the servers (TRUST_PROXY=1) it writes the client's address into
 * X-Forwarded-For: the address a test client names in `x-test-client`.
 */
function roundRobin(backends: Backend[]): Promise<{ server: Server; port: number }> {
  let next = 0;
  const server = createServer((request, response) => {
    const live = backends.map((backend, index) => ({ backend, index })).filter(({ backend }) => backend.up);
    const chosen = live[next++ % Math.max(1, live.length)];
    if (!chosen) return void response.writeHead(502).end();
    const { 'x-test-client': client, ...headers } = request.headers;
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: chosen.backend.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, 'x-forwarded-for': String(client ?? request.socket.remoteAddress) },
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-test-backend': String(chosen.index) });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      chosen.backend.up = false;
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: portOf(server) })));
}

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

interface Answer extends HttpAnswer {
  /** The process that answered, 0 or 1 (undefined when the proxy itself answered). */
  backend?: number;
}

/** A browser at one address (the proxy's test header): which process answered each call, in order. */
class Client extends HttpBrowser {
  readonly backends: (number | undefined)[] = [];

  constructor(base: string, address: string) {
    super(base, { 'x-test-client': address });
  }

  override async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const answer = await super.call(method, path, body);
    const served = answer.headers.get('x-test-backend');
    const backend = served === null ? undefined : Number(served);
    this.backends.push(backend);
    return { ...answer, backend };
  }
}

/** Each call went to the other process than the one before. */
const alternates = (backends: (number | undefined)[]) =>
  backends.length > 1 && backends.every((b, i) => b !== undefined && (i === 0 || b !== backends[i - 1]));

function twoProcesses(title: string, { redis }: { redis: boolean }) {
  describe(title, () => {
    const schema = `forecourt_multi_${randomBytes(6).toString('hex')}`;
    let folder = '';
    const backends: Backend[] = [];
    const processes: ServerProcess[] = [];
    let redisServer: ChildProcess | undefined;
    let proxy: Server | undefined;
    let base = '';
    let admin: pg.Client;
    let redisClient: Redis | undefined;

    const person = {
      FirstName: 'Two',
      LastName: 'Processes',
      Email: `two.processes.${randomBytes(4).toString('hex')}@example.com`,
      Password: password,
      AcceptTerms: true,
    };
    const browser = () => new Client(base, '203.0.113.5');
    let journey: Client;
    const shortlisted: number[] = [];
    const savedSearches: string[] = [];
    let vehicleIds: number[] = [];

    /** Starts redis-server, without persistence, and resolves once it answers. */
    const startRedis = async () => {
      redisServer = spawn(
        'redis-server',
        ['--save', '', '--appendonly', 'no', '--port', String(redisPort), '--daemonize', 'no'],
        { stdio: 'ignore' },
      );
      const client = redisClient as Redis;
      await waitFor('redis-server to answer', () =>
        client.ping().then(
          (pong) => pong === 'PONG',
          () => false,
        ),
      );
    };

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'forecourt-multi-'));
      admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      // The servers' tables in the schema; pg_trgm's operators wherever the database has them.
      const url = new URL(testDatabaseUrl as string);
      url.searchParams.set('options', `-c search_path=${schema},public`);
      const env: Record<string, string> = {
        DATABASE_URL: url.toString(),
        FORECOURT_RATE_LIMIT: String(rateLimit),
        TRUST_PROXY: '1',
      };
      if (redis) {
        redisClient = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0 });
        redisClient.on('error', () => undefined);
        await startRedis();
        env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
      }
      const ports = [await freePort(), await freePort()];
      // Both at once: one migrates and seeds, the other waits for it and finds the catalogue written.
      const started = await Promise.all(
        ports.map((port, i) => startServer(port, { ...env, DATA_DIR: join(folder, `unused-${i}`) })),
      );
      processes.push(...started);
      backends.push(...ports.map((port) => ({ port, up: true })));
      const listening = await roundRobin(backends);
      proxy = listening.server;
      base = `http://127.0.0.1:${listening.port}`;
    }, 240_000);

    afterAll(async () => {
      for (const { child } of processes) child.kill('SIGKILL');
      await Promise.all(processes.map((p) => p.exited));
      proxy?.closeAllConnections();
      await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
      redisClient?.disconnect();
      redisServer?.kill('SIGKILL');
      await admin?.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
      await admin?.end();
      if (folder) rmSync(folder, { recursive: true, force: true });
    }, 60_000);

    it('signs a person up, out and in again with each request on the other process', async () => {
      journey = browser();
      const session = await journey.call('GET', '/api/account/session');
      expect(session.status).toBe(200);
      expect(session.body.IsAuthenticated).toBe(false);
      // The anonymous cookie and its CSRF token, signed by one process, are taken by the other.
      expect((await journey.call('POST', '/api/account/register', person)).status).toBe(201);
      const registered = await journey.call('GET', '/api/account/session');
      expect(registered.body).toMatchObject({ IsAuthenticated: true, User: { Email: person.Email } });
      expect((await journey.call('POST', '/api/account/signout')).status).toBe(200);
      expect((await journey.call('GET', '/api/account/session')).body.IsAuthenticated).toBe(false);
      const signIn = await journey.call('POST', '/api/account/signin', { Email: person.Email, Password: password });
      expect(signIn.status).toBe(200);
      const signedIn = await journey.call('GET', '/api/account/session');
      expect(signedIn.body).toMatchObject({ IsAuthenticated: true, User: { Email: person.Email } });
      expect(journey.backends).toHaveLength(7);
      expect(alternates(journey.backends), String(journey.backends)).toBe(true);
    });

    it('keeps a shortlist and saved searches written through both processes', async () => {
      const from = journey.backends.length;
      const results = await journey.call('POST', '/api/search/car/results', {
        isNewSearch: true,
        pagination: { CurrentPage: 1, PageSize: 20 },
        searchPanelParameters: { Type: 'car' },
      });
      expect(results.status).toBe(200);
      vehicleIds = (results.body.Results as { VehicleId?: unknown }[])
        .map((card) => card.VehicleId)
        .filter((id): id is number => typeof id === 'number');
      expect(vehicleIds.length).toBeGreaterThanOrEqual(12);
      for (const vehicleId of vehicleIds.slice(0, 3)) {
        const saved = await journey.call('POST', '/account/savevehicleshortlist', { vehicleId, returnVehicle: false });
        expect(saved.status).toBe(200);
        shortlisted.push(vehicleId);
      }
      const removed = shortlisted.shift();
      expect((await journey.call('POST', '/account/deletevehicleshortlistbyid', { vehicleId: removed })).status).toBe(
        200,
      );
      const shortlist = await journey.call('GET', '/api/account/shortlist');
      expect([...shortlist.body.VehicleIds].sort()).toEqual([...shortlisted].sort());
      for (const Name of ['Fiestas near home', 'Fiestas for work']) {
        const saved = await journey.call('POST', '/api/account/saved-searches', {
          ...requestExample('saveSearch', 'fiestas'),
          Name,
        });
        expect(saved.status).toBe(201);
        savedSearches.push(saved.body.Id);
      }
      const listed = await journey.call('GET', '/api/account/saved-searches');
      expect((listed.body.SavedSearches as { Id: string }[]).map((s) => s.Id).sort()).toEqual(
        [...savedSearches].sort(),
      );
      expect(alternates(journey.backends.slice(from)), String(journey.backends)).toBe(true);
    });

    it('counts the rate limit across both processes: the remaining count falls by one a request, whichever answers', async () => {
      const address = '203.0.113.7';
      const client = new Client(base, address);
      const answers: Answer[] = [];
      for (let i = 0; i <= rateLimit; i++) answers.push(await client.call('GET', '/api/account/session'));
      expect(alternates(client.backends), String(client.backends)).toBe(true);
      expect(answers.map((a) => a.status)).toEqual([...Array<number>(rateLimit).fill(200), 429]);
      expect(answers.map((a) => Number(a.headers.get('ratelimit-remaining')))).toEqual([
        ...Array.from({ length: rateLimit }, (_, i) => rateLimit - 1 - i),
        0,
      ]);
      expect(Number(answers.at(-1)?.headers.get('retry-after'))).toBeGreaterThan(0);
      // The other process refuses the next one too.
      const next = await client.call('GET', '/api/account/session');
      expect([next.status, next.backend]).toEqual([429, 1 - (answers.at(-1)?.backend ?? 0)]);
      const { rows } = await admin.query<{ hits: number }>(`select hits from ${schema}.rate_limits where key = $1`, [
        address,
      ]);
      if (redis) {
        // Counted in Redis, not in the database.
        expect(rows).toEqual([]);
        expect(Number(await redisClient?.get(`forecourt-rate-limit-${address}`))).toBe(rateLimit + 2);
      } else expect(rows).toEqual([{ hits: rateLimit + 2 }]);
    });

    it('counts failed sign-ins across both processes: the 11th try for one email is held, whichever answers', async () => {
      const client = new Client(base, '203.0.113.8');
      await client.call('GET', '/api/account/session');
      const email = `nobody.${randomBytes(4).toString('hex')}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push(
          (await client.call('POST', '/api/account/signin', { Email: email, Password: `Wrongpass${i}` })).status,
        );
      expect(statuses).toEqual(Array<number>(10).fill(401));
      for (let i = 0; i < 2; i++) {
        const held = await client.call('POST', '/api/account/signin', { Email: email, Password: 'Wrongpass10' });
        expect([held.status, held.body.Code]).toEqual([429, 104]);
        expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(new Set(client.backends.slice(-2))).toEqual(new Set([0, 1]));
      expect(alternates(client.backends), String(client.backends)).toBe(true);
    });

    it('kill -9 of one process mid-journey: the other serves the same person, signed in, with every acknowledged write', async () => {
      const [victim] = processes;
      if (!victim) throw new Error('no process to kill');
      interface Write {
        kind: 'vehicle' | 'search';
        /** 0: the connection was cut; 502: the proxy found the process gone. */
        status: number;
        backend?: number;
        value?: number | string;
      }
      const candidates = vehicleIds.slice(3, 12);
      const writeOne = async (i: number): Promise<Write> => {
        const kind = i % 2 === 0 ? 'vehicle' : 'search';
        try {
          if (kind === 'vehicle') {
            const vehicleId = candidates[i / 2];
            const answer = await journey.call('POST', '/account/savevehicleshortlist', {
              vehicleId,
              returnVehicle: false,
            });
            return { kind, status: answer.status, backend: answer.backend, value: vehicleId };
          }
          const answer = await journey.call('POST', '/api/account/saved-searches', {
            ...requestExample('saveSearch', 'fiestas'),
            Name: `Kept through a kill ${i}`,
          });
          return { kind, status: answer.status, backend: answer.backend, value: answer.body?.Id };
        } catch {
          return { kind, status: 0 };
        }
      };
      const killedAt = 4;
      const written: Write[] = [];
      for (let i = 0; i < 12; i++) {
        const write = writeOne(i);
        // SIGKILL while the fifth write is on its way, to either process.
        if (i === killedAt) victim.child.kill('SIGKILL');
        written.push(await write);
      }
      await victim.exited;
      const cutOff = (w: Write) => w.status === 0 || w.status === 502;
      const acknowledged = written.filter((w) => w.status >= 200 && w.status < 300);
      // Every write was answered 2xx or cut off with the process; those after the kill by the one left.
      expect(written.filter((w) => !cutOff(w) && !acknowledged.includes(w))).toEqual([]);
      const after = written.slice(killedAt + 1).filter((w) => !cutOff(w));
      expect(after.length).toBeGreaterThanOrEqual(5);
      for (const w of after) expect([w.status, w.backend]).toEqual([w.kind === 'vehicle' ? 200 : 201, 1]);
      console.log(
        `kill -9 (${title}): ${acknowledged.length} of ${written.length} writes acknowledged, ` +
          `${written.filter(cutOff).length} cut off, ${after.length} answered by the process left`,
      );

      const session = await journey.call('GET', '/api/account/session');
      expect(session.backend).toBe(1);
      expect(session.body).toMatchObject({ IsAuthenticated: true, User: { Email: person.Email } });
      const shortlist = await journey.call('GET', '/api/account/shortlist');
      expect(shortlist.body.VehicleIds).toEqual(
        expect.arrayContaining([
          ...shortlisted,
          ...acknowledged.filter((w) => w.kind === 'vehicle').map((w) => w.value as number),
        ]),
      );
      const searches = await journey.call('GET', '/api/account/saved-searches');
      expect((searches.body.SavedSearches as { Id: string }[]).map((s) => s.Id)).toEqual(
        expect.arrayContaining([
          ...savedSearches,
          ...acknowledged.filter((w) => w.kind === 'search').map((w) => w.value as string),
        ]),
      );
      // Signed in there, the person writes on.
      const more = await journey.call('POST', '/api/account/saved-searches', {
        ...requestExample('saveSearch', 'fiestas'),
        Name: 'After the kill',
      });
      expect([more.status, more.backend]).toEqual([201, 1]);
    });

    it.runIf(redis)(
      'counts nothing while Redis is away and answers all the same; counts again once it is back',
      async () => {
        const client = new Client(base, '203.0.113.9');
        const remaining = (answer: Answer) => Number(answer.headers.get('ratelimit-remaining'));
        const before = await client.call('GET', '/api/account/session');
        expect([before.status, remaining(before)]).toEqual([200, rateLimit - 1]);
        const stopped = new Promise((resolve) => redisServer?.once('exit', resolve));
        redisServer?.kill('SIGKILL');
        await stopped;
        for (let i = 0; i < 3; i++) {
          const during = await client.call('GET', '/api/account/session');
          expect([during.status, remaining(during)]).toEqual([200, rateLimit]);
        }
        await startRedis();
        // The server's client connects again by itself; the new Redis starts each client's count afresh.
        let counted: Answer | undefined;
        await waitFor('the rate limit to count in Redis again', async () => {
          counted = await client.call('GET', '/api/account/session');
          return counted.status === 200 && remaining(counted) < rateLimit;
        });
        expect(remaining(counted as Answer)).toBe(rateLimit - 1);
      },
    );
  });
}

describe.skipIf(noDatabase !== undefined)(
  `two server processes on one PostgreSQL${noDatabase ? ` (skipped: ${noDatabase})` : ''}`,
  () => twoProcesses('rate-limit counts in PostgreSQL', { redis: false }),
);

describe.skipIf(noRedis !== undefined)(
  `two server processes on one PostgreSQL and one Redis${noRedis ? ` (skipped: ${noRedis})` : ''}`,
  () => twoProcesses('rate-limit counts in Redis', { redis: true }),
);
