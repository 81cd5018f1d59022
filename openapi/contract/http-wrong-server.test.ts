/**
 * The HTTP cases of the conformance suite (http.ts) fail against a server that answers otherwise: a
 * tiny node:http server that answers a wrong method 404, HEAD 404, a parameter sent twice 200, an
 * empty JSON body on signOut 400 and counts the health checks (RateLimit headers, then 429). Each case
 * must fail by its property, saying what was asked and what came back.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertyFailure } from './behaviour';
import { httpProperties } from './http';

const session = { IsAuthenticated: false, User: null, CsrfToken: '9f3b2c7d1e8a4f60b5c2d9e7a1f4c8b3' };
let server: Server;
let baseUrl = '';
let healthCalls = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    request.resume();
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/api/health/')) {
      // Wrong: counted like any call, and limited.
      const remaining = Math.max(0, 5 - ++healthCalls);
      const limit = { 'RateLimit-Limit': '5', 'RateLimit-Remaining': String(remaining), 'RateLimit-Reset': '60' };
      return remaining === 0
        ? json(429, { Code: 429, FriendlyMessage: 'Too many.' }, limit)
        : json(200, { Status: 'live' }, limit);
    }
    if (url.pathname === '/api/account/session') return json(200, session);
    // Wrong: an empty JSON body refused.
    if (url.pathname === '/api/account/signout')
      return request.method === 'POST' && request.headers['content-type'] === 'application/json'
        ? json(400, { Code: 100, FriendlyMessage: 'Bad JSON.' })
        : json(404, { Code: 404, FriendlyMessage: 'Not found.' });
    // Wrong: HEAD not answered, and a GET with a repeated parameter taken as it is.
    if (request.method === 'HEAD') return json(404, { Code: 404, FriendlyMessage: 'Not found.' });
    if (request.method === 'GET') return json(200, {});
    // Wrong: a method the path does not have is 404, without Allow.
    return json(404, { Code: 404, FriendlyMessage: 'Not found.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP cases against a server that answers otherwise', () => {
  it.each([
    ['a method a path does not have is 405', /^[A-Z]+ \/\S+: expected 405, got 404/],
    ['HEAD on a GET operation', /^HEAD \/\S+: expected 200 as GET answers, got 404/],
    ['a query parameter sent twice', /^GET \/\S+\?\S+: expected 400, got 200/],
    ['signOut with Content-Type: application/json', /expected its documented 2xx, got 400/],
    [
      'the health checks are never rate limited',
      /^GET \/api\/health\/live(: counted towards the rate limit \(ratelimit-|, call \d+: answered 429)/,
    ],
  ])('%s… fails, saying what came back', async (prefix, message) => {
    const property = httpProperties.find((p) => p.name.startsWith(prefix));
    expect(property, prefix).toBeDefined();
    const failure = await property?.run(baseUrl).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PropertyFailure);
    expect((failure as Error).message).toMatch(message);
  });
});
