/**
 * The seed's statistics on a database the server does not own alone: on a PostgreSQL where its role
 * is not a superuser (as a hosted database gives it), a bare `analyze` walks the system catalogues
 * too and logs a warning for each one it may not touch. The seed analyzes the tables its own
 * migrations made, by name, so seeding logs nothing.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { describe, expect, it } from 'vitest';
import { smallCatalogue } from '../stock';
import { ensureCatalogue, ensurePostcodeDistricts } from './load';
import { migrate } from './migrations';
import type { Database } from './schema';

describe('seeding as a role that is not a superuser', () => {
  it('logs no warning and leaves every table of its schema analyzed', async () => {
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
      await db.destroy();
    }
  });
});
