import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Started } from '../start';
import { openedBrowser, testServer, TestBrowser } from '../testing';
import { holdReminders, remindersSent } from './account';
import { accountCatalogue } from './account.fixtures';

// The contract's own examples: the sign-in example must sign in on a fresh server.
const amelia = { Email: 'amelia.hughes@example.co.uk', Password: 'Forecourt2026', RememberMe: true };
const oliver = {
  FirstName: 'Oliver',
  LastName: 'Bennett',
  Email: 'oliver.bennett@example.co.uk',
  Password: 'Transit2020van',
  PostCode: 'LS11 5DL',
  MarketingOptIn: false,
  AcceptTerms: true,
};
const completeDetails = {
  FirstName: 'Oliver',
  LastName: 'Bennett',
  PostCode: 'LS11 5DL',
  MobileNumber: '07700 900456',
};

let server: Started;
beforeAll(async () => {
  server = await testServer(accountCatalogue(0));
});
afterAll(async () => server?.app.close());
beforeEach(async () => {
  expect((await server.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);
});

const visitor = () => openedBrowser(server.app);

/** Another browser holding exactly this one's cookie and token (an old tab, or a stolen cookie). */
function copyOf(browser: TestBrowser) {
  const copy = new TestBrowser(server.app);
  copy.cookie = browser.cookie;
  copy.csrfToken = browser.csrfToken;
  return copy;
}

describe('getSession', () => {
  it('starts an anonymous session with a cookie and a CSRF token for a new visitor', async () => {
    const browser = new TestBrowser(server.app);
    const first = await browser.open();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ IsAuthenticated: false, User: null, Recaptcha: { Required: false } });
    expect(browser.cookie).toBeTruthy();
    const again = await browser.open();
    expect(again.body.CsrfToken).toBe(first.body.CsrfToken);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown cookie with a new session', async () => {
    const browser = new TestBrowser(server.app);
    browser.cookie = 'not-a-session-anyone-was-given';
    const answer = await browser.open();
    expect(answer.body.IsAuthenticated).toBe(false);
    expect(browser.cookie).not.toBe('not-a-session-anyone-was-given');
  });
});

describe('signIn', () => {
  it("signs the contract example's person in on a fresh server", async () => {
    const browser = await visitor();
    const answer = await browser.call('POST', '/api/account/signin', amelia);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      IsAuthenticated: true,
      User: { FirstName: 'Amelia', LastName: 'Hughes', Email: amelia.Email, IsComplete: true },
    });
  });

  it('signs in whatever the case of the email address', async () => {
    const browser = await visitor();
    const answer = await browser.call('POST', '/api/account/signin', {
      ...amelia,
      Email: 'Amelia.Hughes@Example.co.uk',
    });
    expect(answer.status).toBe(200);
  });

  it('keeps the session cookie 30 days with RememberMe, and until the browser closes without it', async () => {
    const remembered = await (await visitor()).call('POST', '/api/account/signin', amelia);
    expect(String(remembered.headers['set-cookie'])).toMatch(/fc_session=[^;]+;.*Max-Age=2592000/);
    const forgotten = await (await visitor()).call('POST', '/api/account/signin', { ...amelia, RememberMe: false });
    expect(forgotten.status).toBe(200);
    expect(String(forgotten.headers['set-cookie'])).toMatch(/fc_session=/);
    expect(String(forgotten.headers['set-cookie'])).not.toMatch(/Max-Age|Expires/);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const browser = await visitor();
    const wrong = await browser.call('POST', '/api/account/signin', { ...amelia, Password: 'Forecourt2027' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ Code: 401, FriendlyMessage: 'The email address or password is not right.' });
    const unknown = await browser.call('POST', '/api/account/signin', { ...amelia, Email: 'nobody@example.co.uk' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect((await browser.open()).body.IsAuthenticated).toBe(false);
  });

  it('rotates the session: the old cookie is not signed in, the new one is, and the old CSRF token gets 403', async () => {
    const browser = await visitor();
    const before = copyOf(browser);
    const answer = await browser.call('POST', '/api/account/signin', amelia);
    expect(answer.status).toBe(200);
    expect(browser.cookie).not.toBe(before.cookie);
    expect(answer.body.CsrfToken).not.toBe(before.csrfToken);

    expect((await browser.open()).body.IsAuthenticated).toBe(true);
    expect((await browser.call('GET', '/api/account/shortlist')).status).toBe(200);

    // The pre-sign-in cookie is gone: it gets a new anonymous session, never Amelia's.
    const oldCookie = copyOf(before);
    expect((await oldCookie.call('GET', '/api/account/shortlist')).status).toBe(401);
    expect((await oldCookie.open()).body.IsAuthenticated).toBe(false);

    // The new cookie with the old token: 403.
    const staleToken = copyOf(browser);
    staleToken.csrfToken = before.csrfToken;
    expect((await staleToken.call('POST', '/api/account/signout')).status).toBe(403);
  });

  it('refuses a missing or wrong CSRF token with 403 and a missing session with 401', async () => {
    const browser = await visitor();
    const noToken = copyOf(browser);
    noToken.csrfToken = undefined;
    expect((await noToken.call('POST', '/api/account/signin', amelia)).status).toBe(403);
    const wrongToken = copyOf(browser);
    wrongToken.csrfToken = 'a'.repeat(32);
    expect((await wrongToken.call('POST', '/api/account/signin', amelia)).status).toBe(403);
    const noSession = new TestBrowser(server.app);
    noSession.csrfToken = browser.csrfToken;
    expect((await noSession.call('POST', '/api/account/signin', amelia)).status).toBe(401);
    // None of them signed anyone in.
    expect((await browser.open()).body.IsAuthenticated).toBe(false);
  });
});

describe('register', () => {
  it('creates the account, signs it in with a rotated session and stores the password as scrypt', async () => {
    const browser = await visitor();
    const before = copyOf(browser);
    const answer = await browser.call('POST', '/api/account/register', oliver);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      IsAuthenticated: true,
      User: { FirstName: 'Oliver', LastName: 'Bennett', Email: oliver.Email, IsComplete: false },
    });
    expect(browser.cookie).not.toBe(before.cookie);
    expect(answer.body.CsrfToken).not.toBe(before.csrfToken);
    expect((await copyOf(before).open()).body.IsAuthenticated).toBe(false);

    const row = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', oliver.Email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.password_hash).not.toContain(oliver.Password);

    const later = await visitor();
    const signIn = { Email: oliver.Email, Password: oliver.Password };
    expect((await later.call('POST', '/api/account/signin', signIn)).status).toBe(200);
  });

  it('refuses an email address that already has an account with 409 naming Email; no rotation', async () => {
    const browser = await visitor();
    const cookieBefore = browser.cookie;
    const answer = await browser.call('POST', '/api/account/register', {
      ...oliver,
      Email: 'AMELIA.HUGHES@example.co.uk',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.Fields).toEqual([
      {
        Field: 'Email',
        Message: 'There is already an account for this email address. Please sign in or reset your password.',
      },
    ]);
    expect(browser.cookie).toBe(cookieBefore);
    expect((await browser.open()).body.IsAuthenticated).toBe(false);
    // Amelia's password is unchanged.
    expect((await browser.call('POST', '/api/account/signin', amelia)).status).toBe(200);
  });

  it('refuses a password holding the email address with 422 on Password; no account, no rotation', async () => {
    const browser = await visitor();
    const before = copyOf(browser);
    const answer = await browser.call('POST', '/api/account/register', { ...oliver, Password: 'Oliver.Bennett9' });
    expect(answer.status).toBe(422);
    expect(answer.body.Fields).toEqual([
      { Field: 'Password', Message: 'Your password must not contain your email address' },
    ]);
    expect(browser.cookie).toBe(before.cookie);
    const row = await server.db.selectFrom('users').select('id').where('email', '=', oliver.Email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a postcode of an area that does not exist with 422 on PostCode; no account', async () => {
    const browser = await visitor();
    const refused = await browser.call('POST', '/api/account/register', { ...oliver, PostCode: 'AA9A 9AA' });
    expect(refused.status).toBe(422);
    expect(refused.body.Fields).toEqual([
      { Field: 'PostCode', Message: 'We could not find AA9A 9AA. Check the postcode' },
    ]);
    const row = await server.db.selectFrom('users').select('id').where('email', '=', oliver.Email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a password without a digit before anything is stored', async () => {
    const browser = await visitor();
    const answer = await browser.call('POST', '/api/account/register', { ...oliver, Password: 'onlyletters' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const row = await server.db.selectFrom('users').select('id').where('email', '=', oliver.Email).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('completeAccount', () => {
  it('needs a signed-in person', async () => {
    const browser = await visitor();
    const answer = await browser.call('POST', '/api/account/complete', completeDetails);
    expect(answer.status).toBe(401);
  });

  it('needs a mobile or a landline number (422 on MobileNumber), then completes the account', async () => {
    const browser = await visitor();
    await browser.call('POST', '/api/account/register', oliver);
    const noPhone = await browser.call('POST', '/api/account/complete', {
      FirstName: 'Oliver',
      LastName: 'Bennett',
      PostCode: 'LS11 5DL',
    });
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.Fields).toEqual([{ Field: 'MobileNumber', Message: 'Enter a mobile or a landline number' }]);
    const done = await browser.call('POST', '/api/account/complete', { ...completeDetails, FirstName: 'Olly' });
    expect(done.status).toBe(200);
    expect(done.body.User).toEqual({ FirstName: 'Olly', LastName: 'Bennett', Email: oliver.Email, IsComplete: true });
    expect((await browser.open()).body.User.IsComplete).toBe(true);
  });
});

describe('sendPasswordReminder', () => {
  it('answers 202 alike whether or not the address has an account, and stores the request', async () => {
    const browser = await visitor();
    const release = holdReminders();
    const known = await browser.call('POST', '/api/account/password-reminder', { Email: amelia.Email });
    const unknown = await browser.call('POST', '/api/account/password-reminder', { Email: 'nobody@example.co.uk' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body.Message).toBe(known.body.Message);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(unknown.body.Reference).not.toBe(known.body.Reference);
    const same = (headers: Record<string, unknown>) => ({
      names: Object.keys(headers).sort(),
      type: headers['content-type'],
      length: headers['content-length'],
    });
    expect(same(unknown.headers)).toEqual(same(known.headers));
    const stored = async () =>
      (
        await server.db
          .selectFrom('submissions')
          .select(['user_id', 'payload'])
          .where('kind', '=', 'sendPasswordReminder')
          .orderBy('id')
          .execute()
      ).map((s) => [s.user_id !== null, s.payload.Email]);
    // Nothing on the request path depends on the account: both are stored alike, not yet linked to anyone.
    expect(await stored()).toEqual([
      [false, amelia.Email],
      [false, 'nobody@example.co.uk'],
    ]);
    // The account is looked up off the request path, where the link goes out.
    release();
    await remindersSent();
    expect(await stored()).toEqual([
      [true, amelia.Email],
      [false, 'nobody@example.co.uk'],
    ]);
  });
});

describe('signOut', () => {
  it('rotates to a new anonymous session; the signed-in cookie stops working', async () => {
    const browser = await visitor();
    await browser.call('POST', '/api/account/signin', amelia);
    const signedIn = copyOf(browser);
    const answer = await browser.call('POST', '/api/account/signout');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ IsAuthenticated: false, User: null });
    expect(answer.body.CsrfToken).not.toBe(signedIn.csrfToken);
    expect(browser.cookie).not.toBe(signedIn.cookie);
    expect((await copyOf(signedIn).call('GET', '/api/account/shortlist')).status).toBe(401);
    expect((await browser.call('GET', '/api/account/shortlist')).status).toBe(401);
  });
});

describe('the test-only reset', () => {
  it('restores the seeded account and forgets everyone else', async () => {
    const browser = await visitor();
    await browser.call('POST', '/api/account/register', oliver);
    const ameliaBrowser = await visitor();
    await ameliaBrowser.call('POST', '/api/account/signin', amelia);
    const { body: seeded } = await ameliaBrowser.call('GET', '/api/account/shortlist');
    await ameliaBrowser.call('POST', '/account/deletevehicleshortlistbyid', { vehicleId: seeded.VehicleIds[0] });
    await ameliaBrowser.call('POST', '/api/account/complete', { ...completeDetails, FirstName: 'Amy' });

    expect((await server.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);

    expect((await ameliaBrowser.open()).body.IsAuthenticated).toBe(false);
    const again = await visitor();
    const signIn = await again.call('POST', '/api/account/signin', amelia);
    expect(signIn.body.User).toMatchObject({ FirstName: 'Amelia', IsComplete: true });
    expect((await again.call('GET', '/api/account/shortlist')).body.VehicleIds).toEqual(seeded.VehicleIds);
    const other = await visitor();
    const oliverSignIn = await other.call('POST', '/api/account/signin', {
      Email: oliver.Email,
      Password: oliver.Password,
    });
    expect(oliverSignIn.status).toBe(401);
  });
});
