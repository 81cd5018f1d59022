/**
 * The server's frame, whatever the handlers: exact body validation, coerced path and query strings,
 * JSON errors in the contract's shape, the security order (401 before 403), the rate limit's headers
 * and 429 with Retry-After, and session rotation setting a new HttpOnly cookie.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { healthHandlers } from './handlers/health';
import { migratedDatabase } from './testing';
import type { Handlers } from './types';

let app: FastifyInstance;
const seen: unknown[] = [];

const handlers: Handlers = {
  ...healthHandlers,
  listVehicleCards: async (request) => {
    seen.push(request.query);
    return { status: 200, body: { Vehicles: [] } as never };
  },
  recordAuditEvent: async (request) => {
    seen.push(request.body);
    return { status: 204, body: undefined };
  },
  countCarSearchResults: async (request) => {
    seen.push(request.body);
    return { status: 200, body: { RecordCount: 7 } };
  },
  getFinanceQuote: async (request) => {
    seen.push(request.query);
    return { status: 422, body: { Code: 100, FriendlyMessage: 'Checked.' } };
  },
  getSession: async (_request, context) => {
    const session = context.session ?? (await context.startSession(null));
    return {
      status: 200,
      body: {
        IsAuthenticated: false,
        User: null,
        Recaptcha: { Required: false, PublicKey: 'none' },
        CsrfToken: session.csrf_token,
      },
    };
  },
  signOut: async (_request, context) => {
    const session = await context.startSession(null);
    return { status: 200, body: { IsAuthenticated: false, CsrfToken: session.csrf_token } as never };
  },
};

beforeAll(async () => {
  const db = await migratedDatabase();
  app = await buildServer({ db, handlers, rateLimit: 5, trustProxy: 1 });
  app.addHook('onClose', () => db.destroy());
  await app.ready();
});

afterAll(() => app.close());

// Each call from its own address, so only the rate-limit test meets the (low) limit.
let address = 0;
const client = () => ({ 'x-forwarded-for': `10.1.0.${++address}` });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { ...client(), ...headers } });

describe('the reference server frame', () => {
  it('takes a body exactly as the contract types it: no coercion, no stripping', async () => {
    expect((await post('/api/search/car/count', { MinPrice: 3000 })).statusCode).toBe(200);
    const coerced = await post('/api/search/car/count', { MinPrice: '3000' }, client());
    expect(coerced.statusCode).toBe(400);
    expect(coerced.json()).toEqual({
      Code: 100,
      FriendlyMessage: 'Please check the details you entered.',
      Fields: [{ Field: 'MinPrice', Message: 'Enter a valid value' }],
    });
    const unknown = await post('/api/search/car/count', { MinPrice: 3000, Extra: 1 }, client());
    expect(unknown.statusCode).toBe(400);
    expect(seen).toContainEqual({ MinPrice: 3000 });
    expect(seen).not.toContainEqual({ MinPrice: '3000' });
  });

  it('reads the audit beacon form-encoded, Parameters an array even when sent once', async () => {
    const beacon = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/audit',
        payload,
        headers: { ...client(), 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      });
    expect((await beacon('Type=PageView&Parameters=%2Fused-cars%2F')).statusCode).toBe(204);
    expect(seen).toContainEqual({ Type: 'PageView', Parameters: ['/used-cars/'] });
    expect((await beacon('Type=HomeSearch&Parameters=SW1A1AA&Parameters=car')).statusCode).toBe(204);
    expect(seen).toContainEqual({ Type: 'HomeSearch', Parameters: ['SW1A1AA', 'car'] });
  });

  it('coerces query strings to the declared types', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/finance/quote?price=9495&deposit=1000&term=60&annualMileage=10000',
      headers: client(),
    });
    expect(response.statusCode).toBe(422);
    expect(seen).toContainEqual(expect.objectContaining({ price: 9495, term: 60 }));
  });

  it('splits a comma-separated array parameter (style form, explode false) before validating it', async () => {
    const cards = await app.inject({ method: 'GET', url: '/api/vehicles?ids=20481734,20482015', headers: client() });
    expect(cards.statusCode).toBe(200);
    expect(seen).toContainEqual({ ids: [20481734, 20482015] });
    const one = await app.inject({ method: 'GET', url: '/api/vehicles?ids=20481734', headers: client() });
    expect(one.statusCode).toBe(200);
    expect(seen).toContainEqual({ ids: [20481734] });
    const bad = await app.inject({ method: 'GET', url: '/api/vehicles?ids=20481734,abc', headers: client() });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an unknown address with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Code: 404 });
  });

  it('refuses a call without a session with 401, and with a wrong CSRF token with 403', async () => {
    const anonymous = await post('/api/account/signout', undefined);
    expect(anonymous.statusCode).toBe(401);
    const session = await app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: client(),
    });
    const cookie = session.cookies.find((c) => c.name === 'fc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const headers = { cookie: `fc_session=${cookie?.value}` };
    expect((await post('/api/account/signout', undefined, headers)).statusCode).toBe(403);
    expect((await post('/api/account/signout', undefined, { ...headers, 'x-csrf-token': 'wrong' })).statusCode).toBe(
      403,
    );
    const right = await post('/api/account/signout', undefined, {
      ...headers,
      'x-csrf-token': session.json().CsrfToken,
    });
    expect(right.statusCode).toBe(200);
    const rotated = right.cookies.find((c) => c.name === 'fc_session');
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(cookie?.value);
    // Its CSRF token is the old cookie's alone (a signed-in session's old cookie is unknown after a
    // rotation: server/sessions.test.ts).
    const newHeaders = { cookie: `fc_session=${rotated?.value}`, 'x-csrf-token': session.json().CsrfToken };
    expect((await post('/api/account/signout', undefined, newHeaders)).statusCode).toBe(403);
  });

  it('sends the session cookie HttpOnly, SameSite=Lax, and Secure only when the request came over https', async () => {
    const overHttp = await app.inject({ method: 'GET', url: '/api/account/session', headers: client() });
    expect(overHttp.cookies.find((c) => c.name === 'fc_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(overHttp.cookies.find((c) => c.name === 'fc_session')?.secure).toBeFalsy();
    // Behind a proxy that ended TLS (trustProxy): X-Forwarded-Proto says how the browser came.
    const overHttps = await app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { ...client(), 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.cookies.find((c) => c.name === 'fc_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
    });
  });

  it('answers every call, errors too, with nosniff and a CSP that lets JSON load nothing nor be framed', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/account/session', headers: client() }),
      await app.inject({ method: 'GET', url: '/api/nothing-here', headers: client() }),
      await post('/api/search/car/count', { MinPrice: 'lots' }),
      await post('/api/account/signout', undefined),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400, 401]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends the rate-limit headers and answers 429 with Retry-After beyond the limit', async () => {
    const headers = { 'x-forwarded-for': '10.0.0.9' };
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await app.inject({ method: 'GET', url: '/api/account/session', headers });
      statuses.push(last.statusCode);
      if (i === 0) expect(last.headers).toMatchObject({ 'ratelimit-limit': '5', 'ratelimit-remaining': '4' });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toMatchObject({ Code: 429 });
  });

  it('never counts the health checks towards the rate limit, nor answers them 429', async () => {
    const headers = { 'x-forwarded-for': '10.0.0.10' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      for (const url of ['/api/health/live', '/api/health/ready']) {
        const answer = await app.inject({ method: 'GET', url, headers });
        statuses.push(answer.statusCode);
        expect(answer.headers['ratelimit-limit'], url).toBeUndefined();
      }
    expect(statuses).toEqual(Array(8).fill(200));
    // The same client's first counted call still finds its whole allowance.
    const counted = await app.inject({ method: 'GET', url: '/api/account/session', headers });
    expect(counted.headers).toMatchObject({ 'ratelimit-limit': '5', 'ratelimit-remaining': '4' });
  });
});
