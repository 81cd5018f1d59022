// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csrfRules, refusesCsrf } from './mock-server';

describe('the mock front: the CSRF refusals Prism cannot make (403, not 401)', () => {
  const rules = csrfRules();
  const [token] = [...rules.tokens];
  const save = (headers: Record<string, string>) =>
    refusesCsrf(rules, 'POST', '/account/savevehicleshortlist', headers);

  it('reads the operations that need the token, the tokens the examples hand out and the 403 body', () => {
    expect(rules.tokens.size).toBeGreaterThan(1);
    expect(rules.forbidden).toMatchObject({ Code: 403 });
    const needs = (method: string, path: string) =>
      rules.operations.some((op) => op.method === method && op.path.test(path));
    expect(needs('POST', '/account/savevehicleshortlist')).toBe(true);
    expect(needs('PUT', '/api/account/saved-searches/6f1c2b7e-3d4a-4f0b-9c1e-2a7d5e8b9c01')).toBe(true);
    // Removing from the shortlist needs it too (requirements 7.4); the public catalogue does not.
    expect(needs('POST', '/account/deletevehicleshortlistbyid')).toBe(true);
    expect(needs('POST', '/api/search/car/count')).toBe(false);
  });

  it('refuses a session without a token, or with a token no session holds', () => {
    expect(save({ cookie: 'fc_session=Zt3qK8mVx2LwP9rB4nHc7Ja1' })).toBe(true);
    expect(save({ cookie: 'a=1; fc_session=Zt3qK8mVx2LwP9rB4nHc7Ja1', 'x-csrf-token': 'not-a-token' })).toBe(true);
  });

  it('leaves the rest to Prism: a known token, no session at all (401), an operation without the token', () => {
    expect(save({ cookie: 'fc_session=Zt3qK8mVx2LwP9rB4nHc7Ja1', 'x-csrf-token': token ?? '' })).toBe(false);
    expect(save({})).toBe(false);
    expect(
      refusesCsrf(rules, 'POST', '/api/search/car/count', {
        cookie: 'fc_session=Zt3qK8mVx2LwP9rB4nHc7Ja1',
      }),
    ).toBe(false);
    expect(
      refusesCsrf(rules, 'GET', '/api/account/session?x=1', { cookie: 'fc_session=Zt3qK8mVx2LwP9rB4nHc7Ja1' }),
    ).toBe(false);
  });
});
