import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../api/types';
import type { RecaptchaLoader } from '../lib/recaptcha';
import { AccountStore, signOutFailedMessage } from './AccountStore';
import { createTestStores, jsonResponse as json, sessionState, type SentRequest } from './testing';

const session = sessionState;
const ameliaUser = { FirstName: 'Amelia', LastName: 'Hughes', Email: 'amelia.hughes@example.co.uk', IsComplete: true };
const amelia = session({
  IsAuthenticated: true,
  User: ameliaUser,
  CsrfToken: 'signedInToken00000000',
});

type Answers = Record<string, (request: SentRequest) => Response>;

function setup(answers: Answers = {}, loadChallenge?: RecaptchaLoader, start: SessionState = session()) {
  const { stores, requests } = createTestStores((request) => {
    const answer = answers[request.path];
    if (answer) return answer(request);
    if (request.path === '/api/account/session') return json(start);
    return new Response(null, { status: 204 });
  });
  const account = new AccountStore(stores, stores.api, loadChallenge);
  const sent = (path: string) => requests.filter((request) => request.path === path);
  return { stores, requests, account, sent };
}

const signInDetails = { Email: 'amelia.hughes@example.co.uk', Password: 'Forecourt2026', RememberMe: true };

describe('AccountStore', () => {
  it('signs in with the CSRF token of the session, and the session follows the answer', async () => {
    const { stores, account, sent } = setup({ '/api/account/signin': () => json(amelia) });
    await account.signIn(signInDetails);

    const [request] = sent('/api/account/signin');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual(signInDetails);
    expect(request?.headers.get('X-CSRF-Token')).toBe('anonymousToken0000000');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(stores.session.isSignedIn).toBe(true);
    expect(stores.session.user?.FirstName).toBe('Amelia');
    // Later calls carry the new session's token.
    await account.signOut();
    expect(sent('/api/account/signout')[0]?.headers.get('X-CSRF-Token')).toBe('signedInToken00000000');
  });

  it('loads the session first when it has not arrived, so the token is sent', async () => {
    const { account, requests } = setup({ '/api/account/signin': () => json(amelia) });
    await account.signIn(signInDetails);
    expect(requests.map((request) => request.path)).toEqual(['/api/account/session', '/api/account/signin']);
  });

  it("rejects with the server's error body for the form to show, and stays signed out", async () => {
    const wrong = { Code: 401, FriendlyMessage: 'The email address or password is not right.' };
    const { stores, account } = setup({ '/api/account/signin': () => json(wrong, 401) });
    await expect(account.signIn({ ...signInDetails, Password: 'Wrongpass1' })).rejects.toEqual(wrong);
    expect(stores.session.isSignedIn).toBe(false);
  });

  it('registers without a recaptcha token when the session does not need one, and loads no challenge', async () => {
    const loadChallenge = vi.fn<RecaptchaLoader>();
    const oliver = session({
      IsAuthenticated: true,
      User: { FirstName: 'Oliver', LastName: 'Bennett', Email: 'oliver.bennett@example.co.uk', IsComplete: false },
    });
    const { stores, account, sent } = setup({ '/api/account/register': () => json(oliver, 201) }, loadChallenge);
    const details = {
      FirstName: 'Oliver',
      LastName: 'Bennett',
      Email: 'oliver.bennett@example.co.uk',
      Password: 'Transit2020van',
      PostCode: 'LS11 5DL',
      MarketingOptIn: false,
      AcceptTerms: true as const,
    };
    await account.register(details);
    expect(sent('/api/account/register')[0]?.body).toEqual(details);
    expect(loadChallenge).not.toHaveBeenCalled();
    expect(stores.session.user?.IsComplete).toBe(false);
  });

  it('sends a recaptcha token from the challenge when the session requires one', async () => {
    const token = vi.fn(() => Promise.resolve('03AFcWeA5x2kTq9LmN7pR4vB8yZ1cD6eF0gH3jK'));
    const loadChallenge = vi.fn<RecaptchaLoader>(() => Promise.resolve({ token }));
    const required = session({ Recaptcha: { Required: true, PublicKey: '6LcSiteKey' } });
    const { account, sent } = setup({}, loadChallenge, required);
    await account.sendPasswordReminder({ Email: 'amelia.hughes@example.co.uk' });
    await account.sendPasswordReminder({ Email: 'amelia.hughes@example.co.uk' });

    expect(loadChallenge).toHaveBeenCalledTimes(1);
    expect(loadChallenge).toHaveBeenCalledWith('6LcSiteKey');
    expect(token).toHaveBeenCalledWith('password_reminder');
    expect(sent('/api/account/password-reminder')[0]?.body).toEqual({
      Email: 'amelia.hughes@example.co.uk',
      RecaptchaToken: '03AFcWeA5x2kTq9LmN7pR4vB8yZ1cD6eF0gH3jK',
    });
  });

  it('sends nothing when the challenge fails, and tries to load it again next time', async () => {
    const loadChallenge = vi
      .fn<RecaptchaLoader>()
      .mockRejectedValueOnce(new Error('Please confirm you are not a robot.'))
      .mockResolvedValue({ token: () => Promise.resolve('token') });
    const required = session({ Recaptcha: { Required: true, PublicKey: '6LcSiteKey' } });
    const { account, sent } = setup({}, loadChallenge, required);
    await expect(account.sendPasswordReminder({ Email: 'a@b.uk' })).rejects.toThrow(
      'Please confirm you are not a robot.',
    );
    expect(sent('/api/account/password-reminder')).toHaveLength(0);
    await account.sendPasswordReminder({ Email: 'a@b.uk' });
    expect(sent('/api/account/password-reminder')).toHaveLength(1);
  });

  it('completes the account and applies the answered session', async () => {
    const incomplete = session({ ...amelia, User: { ...ameliaUser, IsComplete: false } });
    const completed = session({ ...amelia, User: { ...ameliaUser, IsComplete: true } });
    const { stores, account, sent } = setup({ '/api/account/complete': () => json(completed) }, undefined, incomplete);
    await stores.session.load();
    expect(stores.session.user?.IsComplete).toBe(false);
    const details = { FirstName: 'Amelia', LastName: 'Hughes', PostCode: 'RG1 8DN', MobileNumber: '07700 900123' };
    await account.completeAccount(details);
    expect(sent('/api/account/complete')[0]?.body).toEqual(details);
    expect(stores.session.user?.IsComplete).toBe(true);
  });

  it('signs out once however often the page asks, and the session is anonymous after', async () => {
    const { stores, account, sent } = setup({ '/api/account/signout': () => json(session()) }, undefined, amelia);
    await stores.session.load();
    expect(stores.session.isSignedIn).toBe(true);
    await Promise.all([account.signOut(), account.signOut()]);
    expect(sent('/api/account/signout')).toHaveLength(1);
    expect(account.signOutStatus).toBe('loaded');
    expect(stores.session.isSignedIn).toBe(false);
  });

  it('says why signing out failed', async () => {
    const { account } = setup({
      '/api/account/signout': () =>
        json({ Code: 403, FriendlyMessage: 'Your session has expired. Please refresh the page and try again.' }, 403),
    });
    await account.signOut();
    expect(account.signOutStatus).toBe('failed');
    expect(account.signOutError).toBe('Your session has expired. Please refresh the page and try again.');
    expect(signOutFailedMessage).toBe('Sorry, we could not sign you out. Please try again.');
  });
});
