/**
 * The database: an embedded PostgreSQL (PGlite, WebAssembly, no service to install) stored under a
 * data folder by default, or a real PostgreSQL when DATABASE_URL is set. Same SQL, same Kysely.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { DEFAULT_LIMITS, type DatabaseLimits, gated } from './gate';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, the data folder is not used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` for a throwaway database (tests). */
  dataDir: string;
  /** The bounded wait for the database (server/db/gate.ts); kept by reference, read at each query. */
  limits?: DatabaseLimits;
  /** PostgreSQL's own statement_timeout on every connection, in milliseconds. */
  statementTimeoutMs?: number;
}

/** PostgreSQL's pool; PGlite has one connection. */
const POOL_SIZE = 10;

export async function connect(options: DatabaseOptions): Promise<Kysely<Database>> {
  // Without limits of its own: the default waits, and no statement limit (migrations, the seed's writes).
  const limits = options.limits ?? { maxWaiting: DEFAULT_LIMITS.maxWaiting, maxWaitMs: DEFAULT_LIMITS.maxWaitMs };
  if (options.databaseUrl) {
    // Loaded only when used: the embedded database is the default.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_SIZE,
      statement_timeout: options.statementTimeoutMs,
    });
    return new Kysely<Database>({ dialect: gated(new PostgresDialect({ pool }), limits, POOL_SIZE) });
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(options.dataDir, { extensions: { pg_trgm } });
  return new Kysely<Database>({ dialect: gated(new PGliteDialect(pglite), limits, 1) });
}
