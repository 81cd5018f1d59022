/**
 * The order of checks the contract's info states (decision 0100): a request with several faults gets
 * the answer of the first check it fails. Each case breaks two checks at once and expects the earlier.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCatalogue } from './handlers/account.fixtures';
import type { Started } from './start';
import { contractProblems, startSeeded, testServer, TestBrowser } from './testing';

let server: Started;
let limited: Started;
let browser: TestBrowser;

beforeAll(async () => {
  server = await testServer(accountCatalogue(0));
  browser = new TestBrowser(server.app);
  expect((await browser.open()).status).toBe(200);
  // The same server with a limit of 3 requests a minute, for the rate limit's place.
  limited = await startSeeded({
    catalogue: accountCatalogue(0),
    rateLimit: 3,
    validateResponses: contractProblems,
  });
  await limited.app.ready();
});
afterAll(async () => {
  await server?.app.close();
  await limited?.app.close();
});

const complete = { FirstName: 'Amelia', LastName: 'Hughes', PostCode: 'RG1 8DN', MobileNumber: '07700 900123' };
const badEmail = { Email: 'a..b@example.co.uk', Password: 'Forecourt2026' };

/** Sends a request with exactly these headers: `session` and `csrf` add the visitor's cookie and token. */
function send(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  {
    session = false,
    csrf = false,
    type,
    payload,
  }: { session?: boolean; csrf?: boolean; type?: string; payload?: string },
) {
  return app.inject({
    method,
    url,
    headers: {
      accept: 'application/json',
      ...(type ? { 'content-type': type } : {}),
      ...(session ? { cookie: `fc_session=${browser.cookie}` } : {}),
      ...(csrf ? { 'x-csrf-token': browser.csrfToken ?? '' } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

const json = 'application/json';
const statusOf = async (answer: Promise<{ statusCode: number }>) => (await answer).statusCode;

describe('the order of checks', () => {
  it('the media type (415) before the size (413), the JSON, the session and the CSRF token', async () => {
    expect(
      await statusOf(
        send(server.app, 'POST', '/api/account/signin', { type: 'text/plain', payload: 'x'.repeat(70_000) }),
      ),
    ).toBe(415);
  });

  it('the size (413) before the JSON (400) and the session (401)', async () => {
    expect(
      await statusOf(
        send(server.app, 'POST', '/api/account/signin', { type: json, payload: `{${'x'.repeat(70_000)}` }),
      ),
    ).toBe(413);
  });

  it('the JSON (400, no Fields) before the session (401)', async () => {
    const answer = await send(server.app, 'POST', '/api/account/signin', { type: json, payload: '{"Email":' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Fields).toBeUndefined();
  });

  it('the session (401) before the CSRF token and the schema', async () => {
    expect(
      await statusOf(
        send(server.app, 'POST', '/api/account/signin', { type: json, payload: JSON.stringify(badEmail) }),
      ),
    ).toBe(401);
  });

  it('the CSRF token (403) before the schema (400)', async () => {
    const answer = send(server.app, 'POST', '/api/account/signin', {
      session: true,
      type: json,
      payload: JSON.stringify(badEmail),
    });
    expect(await statusOf(answer)).toBe(403);
  });

  it('the schema (400 with Fields) before signed in (401)', async () => {
    const answer = await send(server.app, 'POST', '/api/account/complete', {
      session: true,
      csrf: true,
      type: json,
      payload: JSON.stringify({ ...complete, PostCode: 'not a postcode' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Fields).toEqual([{ Field: 'PostCode', Message: expect.any(String) }]);
    const valid = send(server.app, 'POST', '/api/account/complete', {
      session: true,
      csrf: true,
      type: json,
      payload: JSON.stringify(complete),
    });
    expect(await statusOf(valid)).toBe(401);
  });

  it('the rate limit (429) before the media type and everything after it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        await statusOf(send(limited.app, 'POST', '/api/account/signin', { type: 'text/plain', payload: 'x' })),
      );
    expect(statuses).toEqual([415, 415, 415, 429]);
  });
});
