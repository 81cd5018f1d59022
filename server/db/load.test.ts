/**
 * The seed's statistics on a database the server does not own alone: on a PostgreSQL where its role
 * is not a superuser (as a hosted database gives it), a bare `analyze` walks the system catalogues
 * too and logs a warning for each one it may not touch. The seed analyzes the tables its own
 * migrations made, by name, so seeding logs nothing. On PGlite the role is set in the session; on
 * PostgreSQL (TEST_DATABASE_URL) the seed connects as a login role of its own.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { smallCatalogue } from '../stock';
import { dropDatabase, emptyDatabase, testDatabaseUrl } from '../testDatabase';
import { ensureCatalogue, ensurePostcodeDistricts } from './load';
import { migrate } from './migrations';
import type { Database } from './schema';

interface Seeder {
  db: Kysely<Database>;
  notices: string[];
  close(): Promise<void>;
}

/** PGlite in memory, its session's role set to one that may only create in its schema. */
async function pgliteSeeder(): Promise<Seeder> {
  const pglite = new PGlite('memory://', { extensions: { pg_trgm } });
  const notices: string[] = [];
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], options?: object) =>
    query(text, params, {
      ...options,
      onNotice: (notice) => notices.push(`${notice.severity}: ${notice.message}`),
    })) as typeof pglite.query;
  await pglite.exec(`create role seeder; grant create on schema public to seeder; grant create on database template1 to seeder;
    grant create on database postgres to seeder; set role seeder`);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, notices, close: () => db.destroy() };
}

/** A new database on TEST_DATABASE_URL's server, seeded by a login role that may only create in it. */
async function postgresSeeder(base: string): Promise<Seeder> {
  const url = await emptyDatabase();
  const database = new URL(url).pathname.slice(1);
  const role = `fc_seeder_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string, on = url) => {
    const client = new pg.Client({ connectionString: on });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create role ${role} login;
    grant create on database "${database}" to ${role}; grant create on schema public to ${role}`);
  const own = new URL(url);
  own.username = role;
  const notices: string[] = [];
  const pool = new pg.Pool({ connectionString: own.toString(), max: 1 });
  // Dropping the database ends its backends; one still closing then reports it (57P01) on the client, which
  // is no failure of the test (as db/connect.ts takes it), so it is not left to crash the run.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    client.on('notice', (notice) => notices.push(`${notice.severity ?? 'NOTICE'}: ${notice.message}`));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    notices,
    async close() {
      await db.destroy();
      await dropDatabase(url);
      await admin(`drop role ${role}`, base);
    },
  };
}

describe('seeding as a role that is not a superuser', () => {
  it('logs no warning and leaves every table of its schema analyzed', async () => {
    const base = testDatabaseUrl();
    const { db, notices, close } = base ? await postgresSeeder(base) : await pgliteSeeder();
    try {
      await migrate(db as Kysely<unknown>);
      await ensurePostcodeDistricts(db, smallCatalogue);
      notices.length = 0;
      expect(await ensureCatalogue(db, { ...smallCatalogue, version: 'load-test' })).toBe(true);
      expect(notices.filter((n) => /^WARNING/.test(n))).toEqual([]);
      // Every table the migrations made has its statistics, so the planner knows the stock's size.
      const tables = await sql<{ relname: string; analyzed: boolean }>`
        select relname, last_analyze is not null as analyzed from pg_stat_user_tables
        where schemaname = current_schema()`.execute(db);
      expect(tables.rows.map((t) => t.relname)).toEqual(expect.arrayContaining(['vehicles', 'vehicle_search']));
      expect(tables.rows.filter((t) => !t.analyzed).map((t) => t.relname)).toEqual([]);
    } finally {
      await close();
    }
  });
});
