import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountCatalogue, amelia, registered } from './handlers/account.fixtures';
import { requestExample } from './handlers/fixture';
import { sameSecret } from './sessions';
import type { Started } from './start';
import { TestBrowser, testServer } from './testing';

const minute = 60_000;
const day = 24 * 60 * minute;

let server: Started;
let clock = Date.parse('2026-11-25T09:00:00Z');
beforeAll(async () => {
  server = await testServer(accountCatalogue(0), () => new Date(clock));
});
afterAll(async () => server?.app.close());
beforeEach(async () => {
  expect((await server.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);
});

const rows = async () =>
  Number(
    (
      await server.db
        .selectFrom('sessions')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const rowsOf = async (email: string) =>
  (
    await server.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.email', '=', email)
      .execute()
  ).length;

async function signIn(rememberMe: boolean) {
  const browser = new TestBrowser(server.app);
  await browser.open();
  expect((await browser.call('POST', '/api/account/signin', { ...amelia, RememberMe: rememberMe })).status).toBe(200);
  return browser;
}

describe('anonymous visits', () => {
  it('1,000 visits without a cookie write no session row', async () => {
    const before = await rows();
    for (let i = 0; i < 1000; i++) {
      const answer = await server.app.inject({ method: 'GET', url: '/api/account/session' });
      expect(answer.statusCode).toBe(200);
    }
    expect(await rows()).toBe(before);
  });

  it('an anonymous visitor’s CSRF token works for a state-changing call, and only with its own cookie', async () => {
    const browser = new TestBrowser(server.app);
    const opened = await browser.open();
    expect(opened.body).toMatchObject({ IsAuthenticated: false, User: null });
    expect(browser.cookie).toBeTruthy();
    const enquiry = requestExample('contactDealer', 'item');
    expect((await browser.call('POST', '/api/forms/contact-dealer', enquiry)).status).toBe(202);
    const other = new TestBrowser(server.app);
    await other.open();
    other.csrfToken = browser.csrfToken;
    expect((await other.call('POST', '/api/forms/contact-dealer', enquiry)).status).toBe(403);
    // A cookie the server did not sign is no session.
    const forged = new TestBrowser(server.app);
    forged.cookie = `${browser.cookie?.slice(0, 43)}${'A'.repeat(43)}`;
    forged.csrfToken = browser.csrfToken;
    expect((await forged.call('POST', '/api/forms/contact-dealer', enquiry)).status).toBe(401);
  });

  it('signing in while signed in ends the old session and starts a new one, as the contract says', async () => {
    const browser = await signIn(false);
    const old = browser.cookie;
    const rowsBefore = await rowsOf(amelia.Email);
    const again = await browser.call('POST', '/api/account/signin', { ...amelia, RememberMe: true });
    expect(again.status).toBe(200);
    expect(browser.cookie).not.toBe(old);
    expect(await rowsOf(amelia.Email)).toBe(rowsBefore);
    const stale = new TestBrowser(server.app);
    stale.cookie = old;
    expect((await stale.open()).body.IsAuthenticated).toBe(false);
  });

  it('an anonymous visitor who registers then has a row, signed in', async () => {
    const before = await rows();
    const browser = await registered(server.app, 'sam.jones@example.co.uk');
    expect(await rows()).toBe(before + 1);
    expect((await browser.open()).body.IsAuthenticated).toBe(true);
  });
});

describe('sessions expire on the server', () => {
  it('keeps a session in use, and signs out one idle for over 30 minutes, deleting its row', async () => {
    const browser = await signIn(false);
    clock += 25 * minute;
    expect((await browser.open()).body.IsAuthenticated).toBe(true);
    clock += 25 * minute;
    expect((await browser.open()).body.IsAuthenticated).toBe(true);
    clock += 31 * minute;
    const answer = await browser.open();
    expect(answer.body).toMatchObject({ IsAuthenticated: false, User: null });
    expect(await rowsOf(amelia.Email)).toBe(0);
    expect((await browser.call('GET', '/api/account/shortlist')).status).toBe(401);
  });

  it('never ends a session sooner than 30 minutes after its last request, and always within 31; a RememberMe one outlives it', async () => {
    const browser = await signIn(false);
    const remembered = await signIn(true);
    // A request soon after sign-in (the server notes a request's time at most once a minute).
    clock += 50_000;
    expect((await browser.open()).body.IsAuthenticated).toBe(true);
    clock += 29 * minute + 30_000;
    expect((await browser.open()).body.IsAuthenticated, '29 min 30 s after the last request').toBe(true);
    clock += 31 * minute;
    expect((await browser.open()).body.IsAuthenticated, '31 min after the last request').toBe(false);
    expect((await remembered.open()).body.IsAuthenticated, 'RememberMe, 61 min without a request').toBe(true);
  });

  it('gives an expired session’s browser a new anonymous cookie, so a refused form goes through once the token is fetched again', async () => {
    const browser = await signIn(false);
    const signedInCookie = browser.cookie;
    clock += 31 * minute;
    const enquiry = requestExample('contactDealer', 'item');
    // The old CSRF token is refused 403 (the app's client then fetches the session and sends once more).
    expect((await browser.call('POST', '/api/forms/contact-dealer', enquiry)).status).toBe(403);
    expect(browser.cookie).toBeTruthy();
    expect(browser.cookie).not.toBe(signedInCookie);
    expect((await browser.open()).body.IsAuthenticated).toBe(false);
    expect((await browser.call('POST', '/api/forms/contact-dealer', enquiry)).status).toBe(202);
  });

  it('keeps a RememberMe session idle for days, and ends it 30 days after sign-in however it is used', async () => {
    const browser = await signIn(true);
    clock += 10 * day;
    expect((await browser.open()).body.IsAuthenticated).toBe(true);
    clock += 19 * day;
    expect((await browser.open()).body.IsAuthenticated).toBe(true);
    clock += day + minute;
    expect((await browser.open()).body.IsAuthenticated).toBe(false);
    expect(await rowsOf(amelia.Email)).toBe(0);
  });

  it('cleans up expired rows of people who never come back', async () => {
    await signIn(false);
    await signIn(true);
    expect(await rowsOf(amelia.Email)).toBe(2);
    clock += 31 * minute;
    // Someone else signing in is a write: the idle one is gone, the RememberMe one kept.
    await registered(server.app, 'ana.silva@example.co.uk');
    expect(await rowsOf(amelia.Email)).toBe(1);
    clock += 30 * day;
    await registered(server.app, 'tom.price@example.co.uk');
    expect(await rowsOf(amelia.Email)).toBe(0);
  });
});

describe('comparing a secret a client sent (CSRF tokens, signatures)', () => {
  it('takes only the same string: not a prefix, a longer one, another type or none', () => {
    const token = 'b3f1c2d4e5f60718293a4b5c6d7e8f90';
    expect(sameSecret(token, token)).toBe(true);
    expect(sameSecret(`${token.slice(0, -1)}1`, token)).toBe(false);
    expect(sameSecret(token.slice(0, -1), token)).toBe(false);
    expect(sameSecret(`${token}0`, token)).toBe(false);
    expect(sameSecret('', token)).toBe(false);
    expect(sameSecret(undefined, token)).toBe(false);
    expect(sameSecret([token], token)).toBe(false);
    // Same characters, more bytes: a length in characters is not enough.
    expect(sameSecret('é'.repeat(32), 'e'.repeat(32))).toBe(false);
  });
});
