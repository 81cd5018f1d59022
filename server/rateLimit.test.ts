/**
 * The general rate limit as the contract states it: requests per client per minute (a fixed window
 * from the client's first request), the client being the address that connected, or behind proxies
 * (`TRUST_PROXY=n`) the address the nearest n of them saw, so an X-Forwarded-For a client writes
 * itself buys no new quota. Every answer carries the RateLimit headers; over the limit, 429 with
 * Retry-After. Counted in the database (several processes on one PostgreSQL), two servers on it
 * share each client's count.
 */
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ServerOptions } from './app';
import { connect } from './db/connect';
import { migrate } from './db/migrations';
import type { Database } from './db/schema';
import { proxyTrust } from './start';

let app: FastifyInstance;

const handlers: ServerOptions['handlers'] = {
  getSession: async () => ({
    status: 200,
    body: { IsAuthenticated: false, User: null, Recaptcha: { Required: false, PublicKey: 'none' }, CsrfToken: 'x' },
  }),
};

beforeAll(async () => {
  const db = await connect({ dataDir: 'memory://' });
  await migrate(db as Kysely<unknown>);
  app = await buildServer({ db, rateLimit: 3, trustProxy: proxyTrust('1'), handlers });
  await app.ready();
});
afterAll(() => app?.close());

const call = (forwardedFor: string) =>
  app.inject({ method: 'GET', url: '/api/account/session', headers: { 'x-forwarded-for': forwardedFor } });

describe('the general rate limit', () => {
  it('counts the address the proxy saw, whatever X-Forwarded-For the client sent itself', async () => {
    const statuses: number[] = [];
    // The proxy appends the address it saw (nginx's $proxy_add_x_forwarded_for) after the client's own.
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'])
      statuses.push((await call(`${spoofed}, 10.2.0.1`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client keeps its own quota.
    expect((await call('10.2.0.2')).statusCode).toBe(200);
  });

  it('sends the limit, the remaining and the seconds to the window end; 429 adds Retry-After', async () => {
    const first = await call('10.2.0.3');
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '2' });
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    await call('10.2.0.3');
    await call('10.2.0.3');
    const refused = await call('10.2.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ Code: 429, FriendlyMessage: expect.any(String) });
  });

  it('reads TRUST_PROXY as the number of proxies in front (1 for nginx, 2 for a CDN before it); unset trusts none', () => {
    expect([proxyTrust(undefined), proxyTrust(''), proxyTrust('0'), proxyTrust('1'), proxyTrust('2')]).toEqual([
      false,
      false,
      false,
      1,
      2,
    ]);
  });
});

describe('the rate limit counted in the database', () => {
  let db: Kysely<Database>;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    db = await connect({ dataDir: 'memory://' });
    await migrate(db as Kysely<unknown>);
    for (let i = 0; i < 2; i++) {
      const server = await buildServer({
        db,
        rateLimit: 3,
        rateLimitCounts: { in: 'database' },
        trustProxy: proxyTrust('1'),
        handlers,
      });
      await server.ready();
      servers.push(server);
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await db.destroy();
  });

  const callOn = (server: FastifyInstance | undefined, forwardedFor: string) =>
    (server as FastifyInstance).inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts one client across two servers on the database, with the same headers', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await callOn(servers[i % 2], '10.3.0.1'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    for (const answer of answers) expect(Number(answer.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await callOn(servers[1], '10.3.0.2')).statusCode).toBe(200);
  });

  it('loses no request counted at once on both servers', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => callOn(servers[i % 2], '10.3.0.3')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(9);
    const row = await db.selectFrom('rate_limits').select('hits').where('key', '=', '10.3.0.3').executeTakeFirst();
    expect(row?.hits).toBe(12);
  });

  it('starts a new window once the stored one has ended', async () => {
    for (let i = 0; i < 4; i++) await callOn(servers[0], '10.3.0.4');
    await sql`update rate_limits set resets_at = now() - interval '1 second' where key = '10.3.0.4'`.execute(db);
    const again = await callOn(servers[1], '10.3.0.4');
    expect(again.statusCode).toBe(200);
    expect(again.headers['ratelimit-remaining']).toBe('2');
    expect(Number(again.headers['ratelimit-reset'])).toBeGreaterThan(55);
  });

  it('sweeps the rows whose window has ended', async () => {
    await sql`insert into rate_limits (key, hits, resets_at) values ('10.3.0.9', 7, now() - interval '1 second')`.execute(
      db,
    );
    // A server's first count sweeps, then once a window.
    const third = await buildServer({ db, rateLimit: 3, rateLimitCounts: { in: 'database' }, handlers });
    servers.push(third);
    expect((await callOn(third, '10.3.0.8')).statusCode).toBe(200);
    const left = async () =>
      (await db.selectFrom('rate_limits').select('key').where('key', '=', '10.3.0.9').execute()).length;
    for (let tries = 0; (await left()) > 0 && tries < 100; tries++) await new Promise((r) => setTimeout(r, 20));
    expect(await left()).toBe(0);
  });

  it('answers, uncounted, when the count cannot be written', async () => {
    await sql`alter table rate_limits rename to rate_limits_away`.execute(db);
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await callOn(servers[i % 2], '10.3.0.5'));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await sql`alter table rate_limits_away rename to rate_limits`.execute(db);
    }
  });
});
