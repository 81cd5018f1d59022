/**
 * The database: an embedded PostgreSQL (PGlite, WebAssembly, no service to install) stored under a
 * data folder by default, or a real PostgreSQL when DATABASE_URL is set. Same SQL, same Kysely.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, the data folder is not used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` for a throwaway database (tests). */
  dataDir: string;
}

export async function connect(options: DatabaseOptions): Promise<Kysely<Database>> {
  if (options.databaseUrl) {
    // Loaded only when used: the embedded database is the default.
    const { default: pg } = await import('pg');
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) }),
    });
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite(options.dataDir)) });
}
