/**
 * Sign-in throttle (requirements 10.15): failures counted per account and per client address in the
 * database, apart from the general rate limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { handlers } from './handlers';
import { accountCatalogue, amelia, registered } from './handlers/account.fixtures';
import type { Started } from './start';
import { contractProblems, testServer, TestBrowser } from './testing';

let clock = new Date('2026-11-27T09:00:00Z');
let server: Started;
beforeAll(async () => {
  server = await testServer(accountCatalogue(0), () => clock);
});
afterAll(async () => server?.app.close());
beforeEach(async () => {
  clock = new Date('2026-11-27T09:00:00Z');
  expect((await server.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);
});

const wrong = (email = amelia.Email) => ({ Email: email, Password: 'Wrongpass1' });
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

/** A sign-in sent from `address` with the browser's cookie and token. */
async function signInFrom(browser: TestBrowser, address: string, body: object) {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/account/signin',
    remoteAddress: address,
    headers: { cookie: `fc_session=${browser.cookie}`, 'x-csrf-token': browser.csrfToken ?? '' },
    payload: body,
  });
  return { status: answer.statusCode, headers: answer.headers, body: answer.json() as { Code: number } };
}

describe('signing in to one account after 10 failures in 15 minutes', () => {
  it('answers 429 with Retry-After from the 11th of 30 wrong passwords; the client goes on; the owner gets back in after the cooldown', async () => {
    const browser = new TestBrowser(server.app);
    await browser.open();
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(await browser.call('POST', '/api/account/signin', wrong()));
      later(5);
    }
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(401));
    expect(answers.slice(10).map((a) => a.status)).toEqual(Array(20).fill(429));
    const throttled = answers.at(-1) as (typeof answers)[number];
    expect(contractProblems('signIn', 429, throttled.body)).toEqual([]);
    expect(throttled.body.Code).toBe(104);
    expect(throttled.body.FriendlyMessage).toMatch(/too many attempts to sign in/i);
    // The last answer came 145 s after the first failure, which leaves the 15 minutes 755 s later.
    expect(Number(throttled.headers['retry-after'])).toBe(15 * 60 - 145);
    // Apart from the general rate limit, whose quota the client keeps.
    expect(Number(throttled.headers['ratelimit-remaining'])).toBeGreaterThan(0);
    const lockEnds = 15 * 60 - 150;
    // Even the right password waits: the lock is on the account, not on the guess.
    expect((await browser.call('POST', '/api/account/signin', amelia)).status).toBe(429);

    // Everything else from the same client still works, another account's sign-in included.
    expect((await browser.call('GET', '/api/lookups/car/makes')).status).toBe(200);
    expect((await browser.call('GET', '/api/account/session')).status).toBe(200);
    const priya = await registered(server.app, 'priya.shah@example.co.uk');
    await priya.call('POST', '/api/account/signout');
    expect(
      (
        await priya.call('POST', '/api/account/signin', {
          Email: 'priya.shah@example.co.uk',
          Password: 'Forecourt2099',
        })
      ).status,
    ).toBe(200);

    later(lockEnds - 1);
    expect((await browser.call('POST', '/api/account/signin', amelia)).status).toBe(429);
    later(1);
    expect((await browser.call('POST', '/api/account/signin', amelia)).status).toBe(200);
  });

  it('counts an email with no account the same way (nothing tells the two apart)', async () => {
    const browser = new TestBrowser(server.app);
    await browser.open();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await browser.call('POST', '/api/account/signin', wrong('nobody@example.co.uk'))).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('starts the count again after a successful sign-in, and forgets failures older than 15 minutes', async () => {
    const browser = new TestBrowser(server.app);
    await browser.open();
    for (let i = 0; i < 9; i++) expect((await browser.call('POST', '/api/account/signin', wrong())).status).toBe(401);
    expect((await browser.call('POST', '/api/account/signin', amelia)).status).toBe(200);
    await browser.call('POST', '/api/account/signout');
    for (let i = 0; i < 9; i++) expect((await browser.call('POST', '/api/account/signin', wrong())).status).toBe(401);
    later(15 * 60 + 1);
    for (let i = 0; i < 10; i++) expect((await browser.call('POST', '/api/account/signin', wrong())).status).toBe(401);
    expect((await browser.call('POST', '/api/account/signin', wrong())).status).toBe(429);
    // Rows older than the window are deleted as new failures are recorded.
    const kept = await server.db
      .selectFrom('sign_in_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(10);
  });

  it('keeps the count in the database: another server process on it sees the lock', async () => {
    const browser = new TestBrowser(server.app);
    await browser.open();
    for (let i = 0; i < 10; i++) await browser.call('POST', '/api/account/signin', wrong());
    const other = await buildServer({ db: server.db, handlers, now: () => clock });
    try {
      const answer = await other.inject({
        method: 'POST',
        url: '/api/account/signin',
        headers: { cookie: `fc_session=${browser.cookie}`, 'x-csrf-token': browser.csrfToken ?? '' },
        payload: amelia,
      });
      expect(answer.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('signing in from one address after 50 failures in 15 minutes', () => {
  it('answers 429 to any account from that address, while other addresses sign in', async () => {
    const browser = new TestBrowser(server.app);
    await browser.open();
    const attacker = '203.0.113.7';
    const statuses = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await signInFrom(browser, attacker, wrong(`person${i}@example.co.uk`))).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const throttled = await signInFrom(browser, attacker, amelia);
    expect(throttled.status).toBe(429);
    expect(throttled.body.Code).toBe(104);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInFrom(browser, '198.51.100.20', amelia)).status).toBe(200);
  });
});
