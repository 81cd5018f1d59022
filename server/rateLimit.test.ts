/**
 * The general rate limit as the contract states it: requests per client per minute (a fixed window
 * from the client's first request), the client being the address that connected, or behind proxies
 * (`TRUST_PROXY=n`) the address the nearest n of them saw, so an X-Forwarded-For a client writes
 * itself buys no new quota. Every answer carries the RateLimit headers; over the limit, 429 with
 * Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { proxyTrust } from './start';
import { migratedDatabase } from './testing';

let app: FastifyInstance;

beforeAll(async () => {
  const db = await migratedDatabase();
  app = await buildServer({
    db,
    rateLimit: 3,
    trustProxy: proxyTrust('1'),
    handlers: {
      getSession: async () => ({
        status: 200,
        body: { IsAuthenticated: false, User: null, Recaptcha: { Required: false, PublicKey: 'none' }, CsrfToken: 'x' },
      }),
    },
  });
  app.addHook('onClose', () => db.destroy());
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
