/**
 * The general rate limit (decision 0008): requests per client per minute, a fixed window from the
 * client's first request, IETF RateLimit headers on every answer, 429 with Retry-After beyond it. The
 * platform's probes (the health checks) are never counted nor refused: a 429 would take a healthy node
 * out of service.
 *
 * Where the counts live (decision 0110): in this process's memory on PGlite, which is one process by
 * nature; in the database when several processes share a PostgreSQL (table `rate_limits`, one atomic
 * upsert per request); in Redis when REDIS_URL names one. A store that cannot answer (the database or
 * Redis unreachable) leaves the request uncounted rather than refused, and says so in the log.
 */
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { errorBody } from './errors';
import { operationIdOf } from './operation';

/** Where the rate limit counts requests. */
export type RateLimitCounts = { in: 'memory' } | { in: 'database' } | { in: 'redis'; redis: Redis };

/** The health checks, outside the rate limit. */
const unlimitedOperations = new Set<string>(['checkLiveness', 'checkReadiness']);

const timeWindow = 60_000;

/**
 * Counts one request for a key: a new row, the next hit of a live window, or hit 1 of a new window
 * when the stored one has ended, in one statement, so processes counting at once never lose a hit.
 * The database's clock is every process's clock. Answers the hits so far and the window's milliseconds left.
 */
async function countHit(db: Kysely<Database>, key: string, windowMs: number) {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limits as r (key, hits, resets_at)
    values (${key}, 1, now() + ${windowMs}::integer * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
      resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from r.resets_at - now()) * 1000))::integer as ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The rate limit count returned no row');
  return { current: row.hits, ttl: row.ttl };
}

/** The store @fastify/rate-limit calls, on `rate_limits`; rows past their window are swept once a window. */
function databaseStore(db: Kysely<Database>, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let sweptAt = 0;
  const sweep = (windowMs: number) => {
    if (Date.now() - sweptAt < windowMs) return;
    sweptAt = Date.now();
    db.deleteFrom('rate_limits')
      .where('resets_at', '<', sql<Date>`now()`)
      .execute()
      .catch(() => undefined);
  };
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], windowMs: number) {
      countHit(db, this.prefix + key, windowMs).then(
        (count) => callback(null, count),
        (error: Error) => {
          log.warn({ err: error }, 'the rate limit could not count a request in the database');
          callback(error);
        },
      );
      sweep(windowMs);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new DatabaseStore(routeOptions, `${this.prefix}${routeOptions.method}${routeOptions.url}-`);
    }
  }
  return DatabaseStore;
}

/**
 * A Redis for the counts, connected: commands fail at once while it is away (no offline queue), so a
 * request is never held waiting for it. Start-up stops when it cannot be reached.
 */
export async function connectRedis(url: string): Promise<Redis> {
  // Loaded only when used, like pg.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 5_000 });
  // Unheard, the error event of a lost connection would end the process; it is logged once the server runs.
  let failure: unknown;
  redis.on('error', (error: unknown) => (failure = error));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const why = failure instanceof Error ? failure.message : String(error);
    throw new Error(`REDIS_URL names a Redis that cannot be reached (${why})`, { cause: failure ?? error });
  }
  return redis;
}

const limits: FastifyPluginAsync<{ max: number; counts: RateLimitCounts; db: Kysely<Database> }> = async (
  app,
  { max, counts, db },
) => {
  if (counts.in === 'redis')
    counts.redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'Redis, which keeps the rate limit, failed'),
    );
  await app.register(rateLimit, {
    max,
    timeWindow,
    ...(counts.in === 'database' ? { store: databaseStore(db, app.log) } : {}),
    ...(counts.in === 'redis' ? { redis: counts.redis, nameSpace: 'forecourt-rate-limit-' } : {}),
    skipOnError: counts.in !== 'memory',
    allowList: (request) => unlimitedOperations.has(operationIdOf(request) ?? ''),
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
      ...errorBody(429),
    }),
  });
};

export default fp(limits, { name: 'forecourt-rate-limit', fastify: '5.x' });
