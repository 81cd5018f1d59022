/**
 * Builds a ready reference server: the database (PGlite under the data folder, or DATABASE_URL),
 * migrated and seeded, the handlers, and the test-only routes when asked for. A changed seed writes the
 * catalogue again and nothing else: people's accounts, sessions, shortlists, saved searches and
 * submissions are kept through every upgrade, and the seeded accounts are only added when absent
 * (requirements 10.10).
 */
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { buildServer, type ServerOptions } from './app';
import { connect, connectReads } from './db/connect';
import { DEFAULT_LIMITS, type DatabaseLimits } from './db/gate';
import { ensureCatalogue, ensurePostcodeDistricts, type CatalogueSource } from './db/load';
import { migrate } from './db/migrations';
import { standbyCaughtUp } from './db/replica';
import type { Database } from './db/schema';
import { handlers } from './handlers';
import { remindersSent } from './handlers/account';
import { seedAccounts } from './people';
import { connectRedis, type RateLimitCounts } from './plugins/rateLimit';
import { testRoutes } from './testRoutes';
import type { Handlers } from './types';

export interface StartOptions extends Partial<
  Pick<ServerOptions, 'rateLimit' | 'validateResponses' | 'now' | 'logger' | 'trustProxy'>
> {
  dataDir: string;
  /** A `memory://` database's starting content, a PGlite dump (server/testing.ts: the tests' seeded copy). */
  loadDataDir?: Blob;
  databaseUrl?: string;
  /**
   * A streaming-replication standby of `databaseUrl` (DATABASE_READ_URL): the catalogue's reads go
   * there, falling back to the primary whenever it cannot answer (server/db/replica.ts).
   */
  databaseReadUrl?: string;
  /** A Redis for the rate limit's counts; without it they are in the database (PostgreSQL) or in memory (PGlite). */
  redisUrl?: string;
  catalogue: CatalogueSource;
  /** Adds the test-only routes (server/testRoutes.ts): the seeded state back, price cuts. Never in production. */
  testRoutes?: boolean;
  /** The bounded wait for the database and the statement limit (server/db/gate.ts, requirements 10.9). */
  databaseLimits?: DatabaseLimits;
  /** Runs once the server has closed and let go of its database (the tests drop their copy). */
  afterClose?: () => Promise<void>;
}

/** What a start did, for its log line. */
export interface Startup {
  /** The database had no catalogue yet: a new data folder or database. */
  firstStart: boolean;
  /** The catalogue was written (a first start, or its seed changed). */
  seeded: boolean;
  /** Whether the postcode districts were written (a new or changed reference file). */
  postcodesWritten: boolean;
  /** Accounts in the database once started (kept ones and any seeded account added). */
  accounts: number;
  /** With a standby (DATABASE_READ_URL): whether it had replayed the seed when the server started. */
  standby?: 'caught up' | 'unreachable' | 'behind';
}

export interface Started {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Where the catalogue is read: the standby's handle (DATABASE_READ_URL), else `db`. */
  readDb: Kysely<Database>;
  startup: Startup;
  /** The database's limits in force, read at each query (server/db/gate.ts). */
  databaseLimits: DatabaseLimits;
}

const standbyStates = {
  'caught up': 'it holds the seed',
  unreachable: 'unreachable: they go to the primary until it answers',
  behind: 'still replaying the seed after 60 s: its first reads may miss part of it',
} as const;

/** The start's log line: what it did to the data. */
export function describeStartup({ firstStart, seeded, postcodesWritten, accounts, standby }: Startup): string {
  const people = `${accounts} account${accounts === 1 ? '' : 's'}`;
  const reads = standby ? `; catalogue reads from the standby (${standbyStates[standby]})` : '';
  if (firstStart) return `a new database: seeded the catalogue and ${people}${reads}`;
  const districts = postcodesWritten ? '; wrote the postcode districts again (their file changed)' : '';
  return (
    (seeded ? `seeded the catalogue again (its seed changed); kept ${people}` : `kept the catalogue and ${people}`) +
    districts +
    reads
  );
}

/** Migrates the database, writes the catalogue and the postcode districts where needed, adds the seeded accounts. */
export async function prepareDatabase(db: Kysely<Database>, catalogue: CatalogueSource): Promise<Startup> {
  await migrate(db as Kysely<unknown>);
  const firstStart = !(await db.selectFrom('meta').select('key').where('key', '=', 'seed').executeTakeFirst());
  const postcodesWritten = await ensurePostcodeDistricts(db, catalogue);
  const seeded = await ensureCatalogue(db, catalogue);
  await seedAccounts(db);
  const accounts = await db.selectFrom('users').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { firstStart, seeded, postcodesWritten, accounts: Number(accounts.n) };
}

/** The handlers, each given `readDb` in its context: where it reads the catalogue. */
function readingFrom(readDb: Kysely<Database>, all: Handlers): Handlers {
  const given: Record<string, unknown> = {};
  for (const [operationId, handler] of Object.entries(all) as [string, (...args: never[]) => unknown][])
    given[operationId] = (request: never, context: never) => {
      (context as { readDb?: Kysely<Database> }).readDb = readDb;
      return handler(request, context);
    };
  return given as Handlers;
}

/**
 * Runs `work` while no other process on the same PostgreSQL runs it: servers started at once on one
 * database migrate and seed one after the other, and a later one finds the catalogue written. The lock
 * is a transaction's advisory lock, released when the transaction ends, or its connection does; the
 * wait for it is outside the statement limit.
 */
async function oneProcessAtATime<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`set local statement_timeout = 0`.execute(tx);
    await sql`select pg_advisory_xact_lock(${prepareLock}::bigint)`.execute(tx);
    return work();
  });
}
/**
 * Migrates and seeds a PostgreSQL on connections of their own, without the statement limit the
 * serving connections have (a migration's backfill or the seed's index builds over hundreds of
 * thousands of vehicles take longer), one process at a time.
 */
async function preparedAlone(database: Parameters<typeof connect>[0], catalogue: CatalogueSource) {
  const preparing = await connect(database);
  try {
    return await oneProcessAtATime(preparing, () => prepareDatabase(preparing, catalogue));
  } finally {
    await preparing.destroy();
  }
}

/** The advisory lock's key: "Forecourt" in a bigint of its own. */
const prepareLock = 0x466f726563;

/**
 * Where the rate limit counts: Redis when named; the database on PostgreSQL, which several processes
 * may share; this process's memory on PGlite, which only ever has one.
 */
async function rateLimitCounts(options: StartOptions): Promise<RateLimitCounts> {
  if (options.redisUrl) return { in: 'redis', redis: await connectRedis(options.redisUrl) };
  return options.databaseUrl ? { in: 'database' } : { in: 'memory' };
}

export async function startServer(options: StartOptions): Promise<Started> {
  if (options.databaseReadUrl && !options.databaseUrl)
    throw new Error('DATABASE_READ_URL names a standby of a PostgreSQL primary: set DATABASE_URL to the primary');
  // First, as it fails fastest: a Redis named but not there stops the start before the database is touched.
  const counts = await rateLimitCounts(options);
  const closeCounts = async () => {
    if (counts.in === 'redis') await counts.redis.quit().catch(() => counts.redis.disconnect());
  };
  try {
    const { statementTimeoutMs, ...waits } = { ...DEFAULT_LIMITS, ...options.databaseLimits };
    // Migrations and the seed's writes run before the statement limit applies (on PostgreSQL, on connections of their own).
    const limits: DatabaseLimits = { ...waits, statementTimeoutMs: undefined };
    const database = {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      databaseUrl: options.databaseUrl,
      limits,
    };
    let startup = options.databaseUrl ? await preparedAlone(database, options.catalogue) : undefined;
    const db = await connect({ ...database, statementTimeoutMs });
    startup ??= await prepareDatabase(db, options.catalogue);
    limits.statementTimeoutMs = statementTimeoutMs;
    const readDb = options.databaseReadUrl
      ? await connectReads({ databaseReadUrl: options.databaseReadUrl, primary: db, limits, statementTimeoutMs })
      : db;
    // The first reads fill the catalogue's caches: from a standby that holds the seed just written.
    if (readDb !== db) startup.standby = await standbyCaughtUp(db, readDb);
    const app = await buildServer({
      db,
      handlers: readingFrom(readDb, handlers),
      rateLimit: options.rateLimit,
      rateLimitCounts: counts,
      validateResponses: options.validateResponses,
      now: options.now,
      logger: options.logger,
      trustProxy: options.trustProxy,
      extraRoutes: options.testRoutes ? testRoutes(db, options.now) : undefined,
    });
    app.addHook('onClose', async () => {
      await remindersSent();
      if (readDb !== db) await readDb.destroy();
      await db.destroy();
      await closeCounts();
      await options.afterClose?.();
    });
    return { app, db, readDb, startup, databaseLimits: limits };
  } catch (error) {
    await closeCounts();
    throw error;
  }
}

/**
 * `TRUST_PROXY`: how many proxies stand in front of the server (1 behind nginx, 2 behind a CDN and
 * nginx). The client is then the address the farthest of them saw, read from the right of
 * X-Forwarded-For, so addresses a client writes there itself are never taken for its own; unset or 0
 * trusts none (the connecting address).
 */
export function proxyTrust(value: string | undefined): false | number {
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 ? hops : false;
}
