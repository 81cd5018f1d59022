import { describe, expect, it } from 'vitest';
import { createTestStores, jsonResponse as json, sessionState, signedInSession } from './testing';

const anonymous = sessionState();
const signedIn = signedInSession({ Recaptcha: { Required: true, PublicKey: 'siteKey' } });

describe('SessionStore', () => {
  it('loads the session once, and is signed out until it says otherwise', async () => {
    const { stores, requests } = createTestStores(() => json(signedIn));
    expect(stores.session.isSignedIn).toBe(false);
    await Promise.all([stores.session.load(), stores.session.load()]);
    await stores.session.load();
    expect(requests.filter((request) => request.path === '/api/account/session')).toHaveLength(1);
    expect(stores.session.isSignedIn).toBe(true);
    expect(stores.session.user?.FirstName).toBe('Amelia');
    expect(stores.session.recaptcha).toEqual({ required: true, publicKey: 'siteKey' });
  });

  it('has the client send its CSRF token on every call, and the new one after the session changes', async () => {
    const { stores, requests } = createTestStores((request) =>
      request.path === '/api/account/session' ? json(anonymous) : new Response(null, { status: 204 }),
    );
    await stores.session.load();
    await stores.api.POST('/api/account/signout');
    stores.session.apply(signedIn);
    await stores.api.POST('/api/account/signout');
    expect(requests.slice(1).map((request) => request.headers.get('X-CSRF-Token'))).toEqual([
      'anonymousToken0000000',
      'signedInToken00000000',
    ]);
  });

  it('tries again after a failed load, and stays signed out meanwhile', async () => {
    let fail = true;
    const { stores } = createTestStores(() =>
      fail ? json({ Code: 500, FriendlyMessage: 'Down' }, 500) : json(anonymous),
    );
    await stores.session.load();
    expect(stores.session.status).toBe('failed');
    expect(stores.session.isSignedIn).toBe(false);
    fail = false;
    await stores.session.load();
    expect(stores.session.status).toBe('loaded');
    expect(stores.session.csrfToken).toBe('anonymousToken0000000');
  });

  it('makes a load asked for while one runs wait for it, so its token is there after', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { stores, requests } = createTestStores(async () => {
      await gate;
      return json(anonymous);
    });
    const first = stores.session.load();
    setTimeout(release, 20);
    await stores.session.load();
    expect(stores.session.csrfToken).toBe('anonymousToken0000000');
    await first;
    expect(requests).toHaveLength(1);
  });

  it('answers a CSRF refusal (403) with one fresh session and one retry of the call, never a loop', async () => {
    const forbidden = {
      Code: 403,
      FriendlyMessage: 'Your session has expired. Please refresh the page and try again.',
    };
    let sessions = 0;
    let refuseAll = false;
    const { stores, requests } = createTestStores(
      (request) => {
        if (request.path === '/api/account/session')
          return json(sessions++ === 0 ? anonymous : { ...anonymous, CsrfToken: 'freshToken00000000000' });
        const fresh = request.headers.get('X-CSRF-Token') === 'freshToken00000000000';
        return !refuseAll && fresh ? new Response(null, { status: 204 }) : json(forbidden, 403);
      },
      { csrfRetry: true },
    );
    await stores.session.load();
    await stores.api.POST('/api/account/signout');
    expect(requests.map((request) => [request.path, request.headers.get('X-CSRF-Token')])).toEqual([
      ['/api/account/session', null],
      ['/api/account/signout', 'anonymousToken0000000'],
      ['/api/account/session', 'anonymousToken0000000'],
      ['/api/account/signout', 'freshToken00000000000'],
    ]);
    expect(stores.session.csrfToken).toBe('freshToken00000000000');

    refuseAll = true;
    requests.length = 0;
    await expect(stores.api.POST('/api/account/signout')).rejects.toEqual(forbidden);
    expect(requests.map((request) => request.path)).toEqual([
      '/api/account/signout',
      '/api/account/session',
      '/api/account/signout',
    ]);
  });
});
