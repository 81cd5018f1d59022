/**
 * What an operator relies on: JSON log lines with a request id and no secret in them, every 5xx
 * logged with its stack, `Cache-Control: no-store` on what belongs to a session, and readiness and
 * liveness checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCatalogue, amelia } from './handlers/account.fixtures';
import type { Started } from './start';
import { startSeeded, testServer, TestBrowser } from './testing';

describe('logs', () => {
  const lines: string[] = [];
  let server: Started;
  beforeAll(async () => {
    server = await startSeeded({
      catalogue: accountCatalogue(0),
      logger: { write: (line: string) => void lines.push(line) },
    });
    await server.app.ready();
  });
  afterAll(async () => server?.app.close());

  it('writes JSON lines with a request id, and never the password, the cookie or the CSRF token', async () => {
    const browser = new TestBrowser(server.app);
    await browser.open();
    const signedIn = await browser.call('POST', '/api/account/signin', amelia);
    expect(signedIn.status).toBe(200);
    expect((await browser.call('GET', '/api/account/shortlist')).status).toBe(200);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.reqId !== undefined);
    expect(requests.length).toBeGreaterThanOrEqual(6);
    expect(requests).toContainEqual(
      expect.objectContaining({ req: expect.objectContaining({ method: 'POST', url: '/api/account/signin' }) }),
    );
    expect(requests).toContainEqual(expect.objectContaining({ res: expect.objectContaining({ statusCode: 200 }) }));
    const text = lines.join('\n');
    for (const secret of [amelia.Password, browser.cookie, browser.csrfToken])
      expect(text).not.toContain(String(secret));
    expect(text).not.toMatch(/fc_session|x-csrf-token|Password/i);
  });

  it('logs every 5xx with its stack', async () => {
    await server.db.destroy();
    const before = lines.length;
    const broken = await server.app.inject({ method: 'GET', url: '/api/vehicles/20481734' });
    expect(broken.statusCode).toBe(500);
    const errors = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; reqId?: string; err?: { stack?: string } })
      .filter((entry) => entry.level >= 50);
    expect(errors).toEqual([expect.objectContaining({ reqId: expect.any(String), err: expect.any(Object) })]);
    expect(errors[0]?.err?.stack).toMatch(/\n\s+at /);
  });
});

describe('caching and health', () => {
  let server: Started;
  beforeAll(async () => {
    server = await testServer(accountCatalogue(0));
  });
  afterAll(async () => server?.app.close());

  it('sends Cache-Control: no-store on the session, every account answer and any answer that sets a cookie', async () => {
    const browser = new TestBrowser(server.app);
    const answers = [
      await browser.open(),
      await browser.call('GET', '/api/account/shortlist'),
      await browser.call('POST', '/api/account/signin', { ...amelia, Password: 'Wrong2026pass' }),
      await browser.call('POST', '/api/account/signin', amelia),
      await browser.call('GET', '/api/account/shortlist'),
      await browser.call('GET', '/api/account/saved-searches'),
      await browser.call('POST', '/account/savevehicleshortlist', { vehicleId: 20481734, returnVehicle: false }),
      await browser.call('POST', '/api/account/signout'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 401, 200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers readiness and liveness, and readiness 503 with Retry-After when the database does not answer', async () => {
    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ Status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    const live = await server.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ Status: 'live' });

    await server.db.destroy();
    const down = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ Code: 503, FriendlyMessage: expect.any(String) });
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    expect((await server.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
