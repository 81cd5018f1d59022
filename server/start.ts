/**
 * Builds a ready reference server: the database (PGlite under the data folder, or DATABASE_URL),
 * migrated and seeded, the handlers, and the test-only routes when asked for.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildServer, type ServerOptions } from './app';
import { connect } from './db/connect';
import { ensureCatalogue, resetPeople, type CatalogueSource } from './db/load';
import { migrate } from './db/migrations';
import type { Database } from './db/schema';
import { handlers } from './handlers';
import { remindersSent } from './handlers/account';
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
}

export interface Started {
  app: FastifyInstance;
  db: Kysely<Database>;
  seeded: boolean;
}

export async function startServer(options: StartOptions): Promise<Started> {
  const db = await connect({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await migrate(db as Kysely<unknown>);
  const seeded = await ensureCatalogue(db, options.catalogue);
  const accounts = await db.selectFrom('users').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (seeded || Number(accounts.n) === 0) await resetPeople(db, seedAccounts);
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
  app.addHook('onClose', async () => {
    await remindersSent();
    await db.destroy();
  });
  return { app, db, seeded };
}
