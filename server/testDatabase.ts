/**
 * For the server's tests on PostgreSQL: with TEST_DATABASE_URL set, each test server gets a database
 * of its own on that PostgreSQL, copied from a template database seeded once per run
 * (`create database … template …`), so no file sees another's writes and none waits for a seed
 * already made. The run's databases are named `fc_<run>_…` (the run's id comes from the global setup,
 * server/seeded.setup.ts, which drops them all when the run ends); each copy is dropped when its
 * server closes. TEST_DATABASE_URL's own database is only used to create and drop the others in.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { inject } from 'vitest';
import { connect } from './db/connect';
import type { Database } from './db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's id in its PostgreSQL databases' names (server/seeded.setup.ts); absent outside the server's projects. */
    postgresRun?: string;
  }
}

/** The PostgreSQL the server's tests run on, when one is named (else they run on PGlite). */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** Why a test of PGlite's own behaviour is skipped on PostgreSQL, or undefined on PGlite. */
export const onPostgres = (why: string): string | undefined =>
  testDatabaseUrl() ? `skipped on PostgreSQL (TEST_DATABASE_URL): ${why}` : undefined;

/** A connection string to another database of the same server. */
function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to TEST_DATABASE_URL's own database. */
async function onServer<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A fresh id for this run's databases when no global setup gave one (a project without it). */
const ownRun = randomBytes(4).toString('hex');
const runId = () => inject('postgresRun') ?? ownRun;
let copies = 0;

/** A database name: the run's prefix, then a part of at most 40 characters of [a-z0-9_]. */
const nameOf = (part: string) => `fc_${runId()}_${part.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);

/**
 * A new database, a copy of this run's template `template`: made once by `fill` (migrated, seeded), by
 * the first server that asks (an advisory lock holds the others until it is there). Gives the copy's
 * connection string.
 */
export async function templateCopy(template: string, fill: (db: Kysely<Database>) => Promise<unknown>) {
  const base = testDatabaseUrl();
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const source = nameOf(`t_${template}`);
  const copy = nameOf(`${process.pid}_${++copies}_${randomBytes(2).toString('hex')}`);
  await onServer(base, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [source]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [source]);
      if (found.rowCount === 0) {
        await client.query(`create database ${quoted(source)}`);
        try {
          const db = await connect({ databaseUrl: databaseUrl(base, source), dataDir: 'unused' });
          try {
            await fill(db);
          } finally {
            await db.destroy();
          }
        } catch (error) {
          await client.query(`drop database if exists ${quoted(source)} with (force)`);
          throw error;
        }
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [source]);
    }
    await client.query(`create database ${quoted(copy)} template ${quoted(source)}`);
  });
  return databaseUrl(base, copy);
}

/** A new, empty database (no schema): for tests of a first start and of restarts on one database. */
export async function emptyDatabase(): Promise<string> {
  const base = testDatabaseUrl();
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = nameOf(`${process.pid}_${++copies}_${randomBytes(2).toString('hex')}`);
  await onServer(base, (client) => client.query(`create database ${quoted(name)}`));
  return databaseUrl(base, name);
}

/** Drops the database a connection string names, ending any connection still open to it. */
export async function dropDatabase(url: string): Promise<void> {
  const base = testDatabaseUrl();
  if (!base) return;
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await onServer(base, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`));
}

/** Drops every database of a run (the global setup's teardown), and gives how many there were. */
export async function dropRun(base: string, run: string): Promise<number> {
  return onServer(base, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `fc\\_${run}\\_%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`);
    return rows.length;
  });
}
