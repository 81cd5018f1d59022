/**
 * CSRF everywhere (requirements 10.17): the contract asks for the CSRF token on every operation that
 * changes data, and the server refuses each of them without it, whatever the body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from './contract';
import { accountCatalogue, signedIn } from './handlers/account.fixtures';
import type { Started } from './start';
import { testServer } from './testing';

interface Operation {
  method: string;
  path: string;
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  'x-csrf-required'?: boolean;
  'x-csrf-exempt'?: string;
  responses?: Record<string, unknown>;
}

const document = loadContract();
const changing: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  (['post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
    const op = item[method] as Omit<Operation, 'method' | 'path'> | undefined;
    return op ? [{ ...op, method: method.toUpperCase(), path }] : [];
  }),
);
const requirements = (op: Operation) => op.security ?? document.security ?? [];
const needsToken = (op: Operation) => op['x-csrf-required'] === true;
const exempt = changing.filter((op) => op['x-csrf-exempt'] !== undefined);
const guarded = changing.filter((op) => op['x-csrf-exempt'] === undefined);

describe('the contract asks for the CSRF token on every operation that is not a GET', () => {
  it('says x-csrf-required on each, bar the ones that say why they need none', () => {
    expect(guarded.filter((op) => !needsToken(op)).map((op) => op.operationId)).toEqual([]);
    // No security scheme stands for the token: an unmet one reads as 401, and its refusal is 403.
    expect(Object.keys(document.components.securitySchemes ?? {})).toEqual(['session']);
    for (const op of guarded) expect(op.responses?.['403'], op.operationId).toBeDefined();
    expect(guarded.map((op) => op.operationId)).toContain('removeVehicleFromShortlist');
  });

  it('exempts only operations open without a session (they touch no account), each with its reason', () => {
    expect(exempt.length).toBeGreaterThan(0);
    for (const op of exempt) {
      expect(op['x-csrf-exempt'], op.operationId).toMatch(/\w.{20,}/);
      expect(requirements(op), op.operationId).toEqual([]);
    }
  });
});

describe('the server refuses each of them without the token', () => {
  let server: Started;
  beforeAll(async () => {
    server = await testServer(accountCatalogue(1));
  });
  afterAll(async () => server?.app.close());

  it('answers 403 with the Error body to a signed-in session that sends no token or a wrong one', async () => {
    const browser = await signedIn(server.app);
    const token = browser.csrfToken;
    const refused: string[] = [];
    for (const op of guarded) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      for (const sent of [undefined, 'f'.repeat(32)]) {
        browser.csrfToken = sent;
        // A body only where the operation takes one (a body sent to one that takes none is 415).
        const answer = await browser.call(op.method as 'POST', url, op.requestBody ? {} : undefined);
        if (answer.status !== 403 || answer.body?.Code !== 403) refused.push(`${op.operationId} ${answer.status}`);
      }
    }
    browser.csrfToken = token;
    expect(refused).toEqual([]);
    // The session still works with its token.
    expect((await browser.call('GET', '/api/account/shortlist')).status).toBe(200);
  });
});
