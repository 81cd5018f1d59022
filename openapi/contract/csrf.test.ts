/**
 * A missing or wrong CSRF token with a session is 403, as the contract says (a missing session is
 * 401). The token is no security scheme (`x-csrf-required` on the operation), so Prism alone takes a
 * call without it; the suite's mock runs behind scripts/mock-server.ts, which answers the contract's 403. Only refusals are sent, so
 * the test changes no state.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { validate } from './contract';

const baseUrl = inject('baseUrl');
let cookie = '';
let token = '';

beforeAll(async () => {
  const session = await fetch(`${baseUrl}/api/account/session`, { headers: { accept: 'application/json' } });
  cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  token = ((await session.json()) as { CsrfToken?: string }).CsrfToken ?? '';
});

const save = (headers: Record<string, string>) =>
  fetch(`${baseUrl}/account/savevehicleshortlist`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ vehicleId: 20481734, returnVehicle: false }),
  });

describe('CSRF: 403 for a missing or wrong token with a session, 401 without a session', () => {
  it('has a session cookie and a token to start from', () => {
    expect(cookie).toMatch(/^fc_session=.+/);
    expect(token).not.toBe('');
  });

  it('answers a session without the X-CSRF-Token header 403 with an Error body', async () => {
    const response = await save({ cookie });
    expect(response.status).toBe(403);
    expect(validate('#/components/schemas/Error', await response.json())).toEqual([]);
  });

  it('answers a session with a wrong X-CSRF-Token 403', async () => {
    const response = await save({ cookie, 'x-csrf-token': '0'.repeat(32) });
    expect(response.status).toBe(403);
  });

  it('answers no session at all 401', async () => {
    const response = await save({ 'x-csrf-token': token });
    expect(response.status).toBe(401);
  });
});
