/**
 * The bounded wait for the database (requirements 10.9): a query past the statement limit, or one
 * that finds the queue full or waits too long, is answered 503 with Retry-After and the Error body;
 * the server answers normally once the burst is over. One server, the test catalogue in memory, every
 * answer checked against the contract; each test sets the limits it needs.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testCatalogue } from '../handlers/fixture';
import type { Started } from '../start';
import { testServer } from '../testing';
import type { DatabaseLimits } from './gate';
import type { Database } from './schema';

let started: Started;
// One query at a time, as PGlite has one connection: on PostgreSQL the pool's other connections
// would let a search past a transaction holding the first.
const usual = { concurrency: 1, maxWaiting: 64, maxWaitMs: 3_000, statementTimeoutMs: 10_000 };
beforeAll(async () => {
  started = await testServer(testCatalogue);
});
beforeEach(() => {
  Object.assign(started.databaseLimits, usual);
});
afterAll(async () => started?.app.close());

/** A slow request's stand-in: a transaction that keeps the one connection allowed until released. */
function holdTheDatabase(db: Kysely<Database>) {
  let release = () => {};
  let isHeld = () => {};
  const held = new Promise<void>((resolve) => (isHeld = resolve));
  const done = db.transaction().execute(async (tx) => {
    await sql`select 1`.execute(tx);
    isHeld();
    await new Promise<void>((resolve) => (release = resolve));
  });
  return {
    held,
    release: async () => {
      release();
      await done;
    },
  };
}

const search = () =>
  started.app.inject({
    method: 'POST',
    url: '/api/search/car/results',
    payload: {
      isNewSearch: true,
      pagination: { CurrentPage: 1, PageSize: 20 },
      searchPanelParameters: { Type: 'car' },
    },
  });

function expectBusy(answer: Awaited<ReturnType<typeof search>>) {
  expect(answer.statusCode).toBe(503);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(answer.body)).toEqual({
    Code: 503,
    FriendlyMessage: 'We are very busy at the moment. Please try again in a few seconds.',
  });
}

describe('the bounded wait for the database', () => {
  it('answers a search whose reads run past the statement limit with 503 and Retry-After', async () => {
    started.databaseLimits.statementTimeoutMs = 1;
    expectBusy(await search());
    started.databaseLimits.statementTimeoutMs = usual.statementTimeoutMs;
    expect((await search()).statusCode).toBe(200);
  });

  const refusals: [string, Partial<DatabaseLimits>][] = [
    ['finds the queue full', { maxWaiting: 0 }],
    ['waits longer than the limit', { maxWaitMs: 50 }],
  ];
  for (const [what, limits] of refusals)
    it(`refuses a query that ${what} with 503 at once, and answers again once the database is free`, async () => {
      Object.assign(started.databaseLimits, limits);
      const { release, held } = holdTheDatabase(started.db);
      await held;
      const asked = performance.now();
      expectBusy(await search());
      expect(performance.now() - asked).toBeLessThan(2_000);
      await release();
      expect((await search()).statusCode).toBe(200);
    });

  it('lets queries wait their turn within the limits', async () => {
    const { release, held } = holdTheDatabase(started.db);
    await held;
    const answers = Promise.all([search(), search()]);
    setTimeout(() => void release(), 100);
    expect((await answers).map((a) => a.statusCode)).toEqual([200, 200]);
  });
});
