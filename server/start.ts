/**
 * Builds a ready reference server: the database (PGlite under the data folder, or DATABASE_URL),
 * migrated and seeded, the handlers, and the test-only routes when asked for.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildServer, type ServerOptions } from './app';
import { connect } from './db/connect';
import { DEFAULT_LIMITS, type DatabaseLimits } from './db/gate';
import { ensureCatalogue, resetPeople, type CatalogueSource } from './db/load';
import { migrate } from './db/migrations';
import type { Database } from './db/schema';
import { handlers } from './handlers';
import { seedAccounts } from './people';
import { testRoutes } from './testRoutes';

export interface StartOptions extends Partial<
  Pick<ServerOptions, 'rateLimit' | 'validateResponses' | 'now' | 'logger' | 'trustProxy'>
> {
  dataDir: string;
  databaseUrl?: string;
  catalogue: CatalogueSource;
  /** Adds the test-only routes (server/testRoutes.ts): the seeded state back, price cuts. Never in production. */
  testRoutes?: boolean;
  /** The bounded wait for the database and the statement limit (server/db/gate.ts, requirements 10.9). */
  databaseLimits?: DatabaseLimits;
}

export interface Started {
  app: FastifyInstance;
  db: Kysely<Database>;
  seeded: boolean;
  /** The database's limits in force, read at each query (server/db/gate.ts). */
  databaseLimits: DatabaseLimits;
}

export async function startServer(options: StartOptions): Promise<Started> {
  const { statementTimeoutMs, ...waits } = { ...DEFAULT_LIMITS, ...options.databaseLimits };
  // Migrations and the seed's writes run before the statement limit applies.
  const limits: DatabaseLimits = { ...waits, statementTimeoutMs: undefined };
  const db = await connect({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, limits, statementTimeoutMs });
  await migrate(db as Kysely<unknown>);
  const seeded = await ensureCatalogue(db, options.catalogue);
  const accounts = await db.selectFrom('users').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (seeded || Number(accounts.n) === 0) await resetPeople(db, seedAccounts);
  limits.statementTimeoutMs = statementTimeoutMs;
  const app = await buildServer({
    db,
    handlers,
    rateLimit: options.rateLimit,
    validateResponses: options.validateResponses,
    now: options.now,
    logger: options.logger,
    trustProxy: options.trustProxy,
    extraRoutes: options.testRoutes ? testRoutes(db, options.now) : undefined,
  });
  app.addHook('onClose', async () => db.destroy());
  return { app, db, seeded, databaseLimits: limits };
}
