/**
 * What the server cannot read is refused like any other malformed request, with 400 and the
 * contract's Error body (requirements 10.19, 10.20): an address the router cannot read (a path
 * parameter past the router's length limit, a broken percent escape), and text that is not
 * well-formed Unicode (a lone surrogate), which no database column can hold.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../openapi/contract/contract';
import { buildServer } from './app';
import { migratedDatabase } from './testing';

let app: FastifyInstance;
const handled: unknown[] = [];

beforeAll(async () => {
  const db = await migratedDatabase();
  app = await buildServer({
    db,
    handlers: {
      reportClientError: async ({ body }) => {
        handled.push(body);
        return { status: 202, body: undefined };
      },
    },
  });
  app.addHook('onClose', () => db.destroy());
  await app.ready();
});

afterAll(() => app.close());

const expectMalformed = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(validate('#/components/schemas/Error', response.json())).toEqual([]);
  expect(response.json()).toMatchObject({ Code: 100 });
};

describe('what the server cannot read', () => {
  it.each([
    ['a review id of 10,000 characters', 'GET', `/api/reviews/${'x'.repeat(10_000)}`],
    ['a saved-search id of 200 characters', 'DELETE', `/api/account/saved-searches/${'a'.repeat(200)}`],
    ['a vehicle id with a broken percent escape', 'GET', '/api/vehicles/%E0%A4%A'],
  ] as const)('answers %s with 400 and the Error body', async (_what, method, url) => {
    expectMalformed(await app.inject({ method, url }));
  });

  it.each([
    ['a value', { Source: 'render', Name: 'TypeError', Message: 'x\ud800y', Page: '/' }],
    ['another field', { Source: 'render', Name: 'TypeError', Message: 'x', Page: '/', Action: 'a\udc00' }],
  ])('refuses a lone surrogate in %s with 400 before any handler sees it', async (_where, body) => {
    const before = handled.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expectMalformed(response);
    expect(handled).toHaveLength(before);
  });

  it('takes the same report with well-formed text, emoji included', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Source: 'render', Name: 'TypeError', Message: 'x 🚗 y', Page: '/' }),
    });
    expect(response.statusCode).toBe(202);
  });
});
