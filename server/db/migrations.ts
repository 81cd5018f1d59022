/**
 * Migrations, in order, in code (no files to find at run time). The same SQL runs on PGlite and on
 * PostgreSQL. A migration is never edited once on main: add the next one.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

const migrations: Record<string, Migration> = {
  '001_core': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('postcode_districts')
        .addColumn('district', 'text', (c) => c.primaryKey())
        .addColumn('lat', 'double precision', (c) => c.notNull())
        .addColumn('lng', 'double precision', (c) => c.notNull())
        .addColumn('town', 'text', (c) => c.notNull())
        .addColumn('county', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dealers')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('record', 'jsonb', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('vehicles')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id'))
        .addColumn('vehicle_type', 'text', (c) => c.notNull().check(sql`vehicle_type in ('car', 'van')`))
        .addColumn('record', 'jsonb', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('vehicles_dealer').on('vehicles').columns(['dealer_id']).execute();
      await db.schema
        .createTable('users')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('shortlists')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('vehicle_id', 'integer', (c) => c.notNull())
        .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('shortlists_pk', ['user_id', 'vehicle_id'])
        .execute();
      await db.schema
        .createTable('saved_searches')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('record', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('submissions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text')
        .addColumn('user_id', 'integer')
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '003_people': {
    async up(db: Kysely<unknown>) {
      // The shortlist's order: `seq` grows with each vehicle added (newest = highest), so a merge
      // can add several vehicles at once in a stated order.
      await db.schema
        .alterTable('shortlists')
        .addColumn('seq', 'serial', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shortlists_user_seq').on('shortlists').columns(['user_id', 'seq']).execute();
      // A saved search's public Id: a random UUID (the serial id is never shown, so ids cannot be guessed).
      await db.schema
        .alterTable('saved_searches')
        .addColumn('public_id', 'uuid', (c) =>
          c
            .notNull()
            .unique()
            .defaultTo(sql`gen_random_uuid()`),
        )
        .execute();
      await db.schema.createIndex('saved_searches_user').on('saved_searches').columns(['user_id']).execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
