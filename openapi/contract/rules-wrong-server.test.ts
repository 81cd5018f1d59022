/**
 * The rules cases fail against a server that guesses otherwise: a tiny node:http server that answers
 * a field off the schema 422 without Fields, checks the schema before the session and the CSRF
 * token (and a missing token 401), sends no rate-limit headers, a session cookie without HttpOnly,
 * records any audit Type, and refuses a VehicleView whose trackingId it does not know.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertyFailure } from './behaviour';
import { rules } from './rules';

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const json = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      };
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      if (path === '/api/account/session')
        return json(
          200,
          {
            IsAuthenticated: false,
            User: null,
            CsrfToken: 'f'.repeat(32),
            Recaptcha: { Required: false, PublicKey: '' },
          },
          { 'set-cookie': 'fc_session=guessed; Path=/; SameSite=Lax' },
        );
      // Wrong: the schema before the session and the token, and 422 without Fields.
      if (path === '/api/account/signin' && String(body.Email).includes('..'))
        return json(422, { Code: 100, FriendlyMessage: 'Please check the details you entered.' });
      // Wrong: a missing token is answered as a missing session.
      if (path === '/api/account/signin' && !request.headers['x-csrf-token'])
        return json(401, { Code: 401, FriendlyMessage: 'No.' });
      if (path === '/api/account/register')
        return json(400, {
          Code: 100,
          FriendlyMessage: 'Sorry, something was wrong with that request. Please try again.',
        });
      // Wrong: a trackingId the server does not know is refused.
      if (path === '/api/audit' && body.Type === 'VehicleView') {
        const trackingId = (body.Parameters as string[] | undefined)?.[2] ?? '';
        if (!['search', 'recent', 'shortlist'].includes(trackingId))
          return json(400, {
            Code: 100,
            FriendlyMessage: 'Sorry, something was wrong with that request. Please try again.',
            Fields: [{ Field: 'Parameters', Message: 'Unknown list' }],
          });
      }
      // Wrong: any Type is recorded.
      if (path === '/api/audit') return json(204);
      json(404, { Code: 404, FriendlyMessage: 'Sorry, we could not find that.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the rules cases against a server that guesses otherwise', () => {
  it.each([
    ['a body the schema refuses is 400', /signing in as a\.\.b@example\.co\.uk: expected 400, got 422/],
    ['a body that matches the schema but breaks a rule beyond it is 422', /AA9A 9AA: expected 422, got 400/],
    ['the checks come in order', /with no session cookie: expected 401, got 422/],
    ['every answer carries the rate-limit headers', /expected three whole numbers, got null, null, null/],
    ['the session cookie is fc_session', /the session cookie lacks httponly/],
    ['an audit event of a Type the contract does not list', /ShortlistAdd: expected 400, got 204/],
    [
      'the {trackingId} of a vehicle link is never checked',
      /trackingId "a-list-the-contract-does-not-name": expected 204, got 400/,
    ],
  ])('%s… fails, saying what came back', async (prefix, message) => {
    const r = rules.find((x) => x.name.startsWith(prefix));
    expect(r, prefix).toBeDefined();
    const failure = await r?.run(baseUrl).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PropertyFailure);
    expect((failure as Error).message).toMatch(message);
  });

  it('covers every rules case', () => {
    expect(rules).toHaveLength(7);
  });
});
