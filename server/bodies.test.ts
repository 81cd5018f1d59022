/**
 * Request bodies on the whole server: each operation takes only the media types its requestBody lists
 * in the contract (415 otherwise, a missing Content-Type included), every body is validated whatever
 * its type, form bodies only where listed (the audit beacon), and an oversized body answers 413.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCatalogue } from './handlers/account.fixtures';
import { type Started } from './start';
import { testServer, TestBrowser } from './testing';

let server: Started;
beforeAll(async () => {
  server = await testServer(accountCatalogue(0));
});
afterAll(async () => server?.app.close());

/** A visitor who has opened the app: a session cookie and its CSRF token. */
async function visitor() {
  const browser = new TestBrowser(server.app);
  await browser.open();
  return browser;
}

/** Sends `payload` as it is, in `contentType` (none when undefined), with the visitor's cookie and token. */
async function send(
  browser: TestBrowser,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: string,
  contentType: string | undefined,
) {
  const response = await server.app.inject({
    method,
    url,
    payload,
    headers: {
      accept: 'application/json',
      cookie: `fc_session=${browser.cookie}`,
      'x-csrf-token': browser.csrfToken ?? '',
      ...(contentType ? { 'content-type': contentType } : {}),
    },
  });
  return { status: response.statusCode, body: response.body ? (response.json() as unknown) : undefined };
}

const errorOf = (code: number) => ({ Code: code, FriendlyMessage: expect.any(String) });

const submissions = async (kind: string) =>
  (await server.db.selectFrom('submissions').select('payload').where('kind', '=', kind).execute()).length;

describe('media types', () => {
  it('refuses a form-encoded registration with 415 and makes no account', async () => {
    const browser = await visitor();
    const answer = await send(
      browser,
      'POST',
      '/api/account/register',
      'Email=form.person%40example.co.uk&Password=a&AcceptTerms=nope',
      'application/x-www-form-urlencoded',
    );
    expect(answer).toEqual({ status: 415, body: errorOf(415) });
    const made = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'form.person@example.co.uk')
      .execute();
    expect(made).toEqual([]);
  });

  it('refuses a text/plain body with 415 on sign in, register, search results, saved searches, valuation and the panel', async () => {
    const browser = await visitor();
    const json = JSON.stringify({ Email: 'amelia.hughes@example.co.uk', Password: 'Forecourt2026' });
    for (const url of [
      '/api/account/signin',
      '/api/account/register',
      '/api/search/car/results',
      '/api/account/saved-searches',
      '/api/forms/valuation',
      '/api/search/car/panel',
      '/api/errors',
    ])
      expect({ url, ...(await send(browser, 'POST', url, json, 'text/plain')) }).toEqual({
        url,
        status: 415,
        body: errorOf(415),
      });
  });

  it('refuses a body without a Content-Type, or in a type no parser knows, with 415', async () => {
    const browser = await visitor();
    const body = JSON.stringify({ MinPrice: 3000 });
    expect(await send(browser, 'POST', '/api/search/car/count', body, undefined)).toEqual({
      status: 415,
      body: errorOf(415),
    });
    expect(await send(browser, 'POST', '/api/search/car/count', body, 'application/xml')).toEqual({
      status: 415,
      body: errorOf(415),
    });
    expect((await send(browser, 'POST', '/api/search/car/count', body, 'application/json')).status).toBe(200);
  });

  it('refuses a form body where the contract lists only JSON, even a valid one', async () => {
    const browser = await visitor();
    expect(
      await send(browser, 'POST', '/api/search/car/count', 'MinPrice=3000', 'application/x-www-form-urlencoded'),
    ).toEqual({ status: 415, body: errorOf(415) });
  });

  it('takes the audit beacon form-encoded, validated against the same schema as its JSON', async () => {
    const browser = await visitor();
    const before = await submissions('recordAuditEvent');
    const form = 'application/x-www-form-urlencoded;charset=UTF-8';
    expect(await send(browser, 'POST', '/api/audit', 'Type=PageView&Parameters=%2F', form)).toEqual({
      status: 204,
      body: undefined,
    });
    expect(await submissions('recordAuditEvent')).toBe(before + 1);
    // Refused by the schema: 400 naming the field (decision 0100).
    for (const [bad, Field] of [
      ['Type=Page%20View&Parameters=%2F', 'Type'],
      ['Parameters=%2F', 'Type'],
      ['Type=PageView&Parameters=%2F&Extra=1', 'Extra'],
    ] as const)
      expect({ bad, ...(await send(browser, 'POST', '/api/audit', bad, form)) }).toEqual({
        bad,
        status: 400,
        body: { ...errorOf(100), Fields: [{ Field, Message: expect.any(String) }] },
      });
    expect(await send(browser, 'POST', '/api/audit', 'Type=PageView', 'text/plain')).toEqual({
      status: 415,
      body: errorOf(415),
    });
    expect(await submissions('recordAuditEvent')).toBe(before + 1);
  });

  it('refuses a body sent to a call that takes none (sign out, delete a saved search) with 415', async () => {
    const browser = await visitor();
    const unknownSearch = '00000000-0000-4000-8000-000000000000';
    expect(await send(browser, 'POST', '/api/account/signout', '{}', 'application/json')).toEqual({
      status: 415,
      body: errorOf(415),
    });
    expect(await send(browser, 'DELETE', `/api/account/saved-searches/${unknownSearch}`, 'x', 'text/plain')).toEqual({
      status: 415,
      body: errorOf(415),
    });
    // Without a body both go on as usual (the signed-out visitor has no saved search: 401).
    expect((await browser.call('POST', '/api/account/signout')).status).toBe(200);
    expect((await browser.call('DELETE', `/api/account/saved-searches/${unknownSearch}`)).status).toBe(401);
  });
});

describe('oversized bodies', () => {
  it('answers 413 to a JSON body over 64 KiB and takes one just under it', async () => {
    const browser = await visitor();
    const padded = (size: number) => {
      const shell = JSON.stringify({ Source: 'window', Name: 'Error', Message: '', Page: '/' });
      return shell.replace('"Message":""', `"Message":"${'a'.repeat(size - shell.length)}"`);
    };
    expect(await send(browser, 'POST', '/api/errors', padded(65_537), 'application/json')).toEqual({
      status: 413,
      body: errorOf(413),
    });
    // Just under the limit the body is read, then refused by its schema (Message is short): 400, not 413.
    expect((await send(browser, 'POST', '/api/errors', padded(65_536), 'application/json')).status).toBe(400);
  });

  it('answers 413 to a beacon form over 16 KiB', async () => {
    const browser = await visitor();
    const form = `Type=PageView&Parameters=${'a'.repeat(16_385)}`;
    expect(await send(browser, 'POST', '/api/audit', form, 'application/x-www-form-urlencoded')).toEqual({
      status: 413,
      body: errorOf(413),
    });
  });
});
