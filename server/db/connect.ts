/**
 * The database: an embedded PostgreSQL (PGlite, WebAssembly, no service to install) stored under a
 * data folder by default, or a real PostgreSQL when DATABASE_URL is set. Same SQL, same Kysely.
 *
 * A missing or empty data folder is a first start: a new database is made there. A folder that holds
 * anything else must be a whole database that opens; if not, start-up stops with a message naming the
 * folder and nothing in it is touched (requirements 10.11).
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Dialect, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { DEFAULT_LIMITS, type DatabaseLimits, gated } from './gate';
import { readsWithFallback } from './replica';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, the data folder is not used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` for a throwaway database (tests). */
  dataDir: string;
  /** A throwaway database's starting content: a PGlite dump (`dumpDataDir`), for `memory://` only (tests). */
  loadDataDir?: Blob;
  /** The bounded wait for the database (server/db/gate.ts); kept by reference, read at each query. */
  limits?: DatabaseLimits;
  /** PostgreSQL's own statement_timeout on every connection, in milliseconds. */
  statementTimeoutMs?: number;
}

/** What a PostgreSQL cluster cannot open without. */
const clusterFiles = ['PG_VERSION', join('global', 'pg_control'), 'base'];

const refusal = (dataDir: string, why: string) =>
  new Error(
    `The data folder ${dataDir} ${why}. The server does not start over existing data: restore the folder ` +
      'from a backup, or move it away to start with a new, empty database.',
  );

/** Throws, naming the data folder, unless it is missing, empty or a whole database. */
function checkDataFolder(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  let entries: string[];
  try {
    entries = readdirSync(dataDir);
  } catch (error) {
    throw refusal(dataDir, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (entries.length === 0) return;
  const missing = clusterFiles.filter((file) => !existsSync(join(dataDir, file)));
  if (missing.length > 0) throw refusal(dataDir, `holds files but not a whole database (no ${missing.join(', ')})`);
}

/** PostgreSQL's pool; PGlite has one connection. */
const POOL_SIZE = 10;

/** An embedded database that can be closed under a running server and opened again on the same folder. */
export interface EmbeddedDatabase {
  /** Closes the database: every query fails (PGlite is closed) until it is opened again. */
  close(): Promise<void>;
  /** Opens the database again on its folder; queries answer again. */
  reopen(): Promise<void>;
}

const embedded = new WeakMap<Kysely<Database>, EmbeddedDatabase>();

/**
 * The embedded database behind a connection (none for PostgreSQL): for maintenance that needs the
 * files to themselves, and for the tests that stop the database under a running server.
 */
export function embeddedDatabase(db: Kysely<Database>): EmbeddedDatabase | undefined {
  return embedded.get(db);
}

/** PGlite under a handle that forwards to the instance open now, so one connection outlives a reopen. */
function reopenable(open: () => PGlite, first: PGlite): { client: PGlite; control: EmbeddedDatabase } {
  let current = first;
  const client = {
    query: (...args: Parameters<PGlite['query']>) => current.query(...args),
    close: () => (current.closed ? Promise.resolve() : current.close()),
  } as unknown as PGlite;
  const control: EmbeddedDatabase = {
    close: () => (current.closed ? Promise.resolve() : current.close()),
    async reopen() {
      if (!current.closed) return;
      const next = open();
      await next.waitReady;
      current = next;
    },
  };
  return { client, control };
}

/** A PostgreSQL's pool, each connection taken through the bounded wait. */
async function postgresDialect(
  url: string,
  limits: DatabaseLimits,
  statementTimeoutMs: number | undefined,
  connectionTimeoutMillis: number,
): Promise<Dialect> {
  // Loaded only when used: the embedded database is the default.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    statement_timeout: statementTimeoutMs,
    // A database host that does not answer at all is an outage too, not a wait without end.
    connectionTimeoutMillis,
  });
  // A connection the database cut (it stopped or restarted) is dropped from the pool, which opens a
  // new one when next asked; the query on it, if any, fails on its own (503). Unheard, the error
  // event of an idle connection, or of one just taken from the pool, would end the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return gated(new PostgresDialect({ pool }), limits, POOL_SIZE);
}

/** Without limits of its own: the default waits, and no statement limit (migrations, the seed's writes). */
const defaultLimits = (): DatabaseLimits => ({
  maxWaiting: DEFAULT_LIMITS.maxWaiting,
  maxWaitMs: DEFAULT_LIMITS.maxWaitMs,
});

export async function connect(options: DatabaseOptions): Promise<Kysely<Database>> {
  const limits = options.limits ?? defaultLimits();
  if (options.databaseUrl)
    return new Kysely<Database>({
      dialect: await postgresDialect(options.databaseUrl, limits, options.statementTimeoutMs, 5_000),
    });
  // A copy to start from is for an in-memory database only (the test suites' seeded catalogue).
  const open = (loadDataDir?: Blob) => new PGlite(options.dataDir, { extensions: { pg_trgm }, loadDataDir });
  if (options.dataDir.startsWith('memory://'))
    return new Kysely<Database>({ dialect: gated(new PGliteDialect(open(options.loadDataDir)), limits, 1) });
  checkDataFolder(options.dataDir);
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = open();
  try {
    await pglite.waitReady;
    await pglite.query('select 1');
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw refusal(options.dataDir, `holds a database that cannot be opened (${String(error)})`);
  }
  const { client, control } = reopenable(open, pglite);
  const db = new Kysely<Database>({ dialect: gated(new PGliteDialect(client), limits, 1) });
  embedded.set(db, control);
  return db;
}

export interface ReadsOptions {
  /** A streaming-replication standby of the primary's PostgreSQL (DATABASE_READ_URL). */
  databaseReadUrl: string;
  /** The primary's handle, where a read goes when the standby cannot answer it. */
  primary: Kysely<Database>;
  /** The standby's own bounded wait, with the primary's figures (kept by reference, as for `connect`). */
  limits?: DatabaseLimits;
  statementTimeoutMs?: number;
}

/**
 * The catalogue's read handle on a standby (server/db/replica.ts): its own pool of POOL_SIZE, and a
 * shorter wait for a connection than the primary's, since a read that cannot get one goes to the
 * primary instead.
 */
export async function connectReads(options: ReadsOptions): Promise<Kysely<Database>> {
  const limits = options.limits ?? defaultLimits();
  const dialect = await postgresDialect(options.databaseReadUrl, limits, options.statementTimeoutMs, 2_000);
  return readsWithFallback({ dialect, primary: options.primary });
}
