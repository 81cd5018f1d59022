/**
 * Migrations, in order, in code (no files to find at run time). The same SQL runs on PGlite and on
 * PostgreSQL. A migration is never edited once on main: add the next one.
 */
import { writePriceRatings } from './priceRatings';
import { type Kysely, type Migration, type MigrationProvider, Migrator, type QueryExecutorProvider, sql } from 'kysely';

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
  '002_search': {
    // The facts searches filter and sort on, in a narrow table of their own (a vehicle's jsonb record
    // makes its row a few kB: scanning 5,000 of them is slow), kept in step with `vehicles` by
    // triggers; and the keywords' text in another. The columns most criteria use come first (a row is
    // read up to the last column a query needs).
    async up(db: Kysely<unknown>) {
      const columns = SEARCH_FACT_COLUMNS;
      const casts: Record<string, string> = {
        text: '',
        integer: '::integer',
        'double precision': '::double precision',
        boolean: '::boolean',
      };
      const definitions = columns.map(([name, type]) => `${name} ${type}`).join(', ');
      await sql
        .raw(
          `create table vehicle_search (id integer primary key, dealer_id integer not null, vehicle_type text not null, ${definitions})`,
        )
        .execute(db);
      await sql`create table vehicle_keywords (id integer primary key, text text not null)`.execute(db);
      const names = columns.map(([name]) => name).join(', ');
      const values = columns.map(([, type, fact]) => `(new.record->'facts'->>'${fact}')${casts[type]}`).join(', ');
      await sql
        .raw(
          `create function vehicle_search_sync() returns trigger language plpgsql as $$
          begin
            if tg_op in ('UPDATE', 'DELETE') then
              delete from vehicle_search where id = old.id;
              delete from vehicle_keywords where id = old.id;
            end if;
            if tg_op in ('INSERT', 'UPDATE') then
              insert into vehicle_search (id, dealer_id, vehicle_type, ${names})
                values (new.id, new.dealer_id, new.vehicle_type, ${values});
              insert into vehicle_keywords (id, text)
                values (new.id, lower(coalesce(new.record->'facts'->>'keywordsText', '')));
            end if;
            return null;
          end $$`,
        )
        .execute(db);
      await sql`create trigger vehicles_search_sync after insert or update or delete on vehicles
        for each row execute function vehicle_search_sync()`.execute(db);
      await sql`create function vehicle_search_clear() returns trigger language plpgsql as $$
          begin
            truncate vehicle_search, vehicle_keywords;
            return null;
          end $$`.execute(db);
      await sql`create trigger vehicles_search_clear after truncate on vehicles
        for each statement execute function vehicle_search_clear()`.execute(db);
      await sql`create index vehicle_search_make on vehicle_search (vehicle_type, s_make, s_model, s_trim)`.execute(db);
      await sql`create index vehicle_search_dealer on vehicle_search (dealer_id)`.execute(db);
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
  '003_search_order': {
    // vehicle_search again with the columns every default search reads first (sold, and the two
    // "include" flags: online-only dealers, leased batteries): PostgreSQL reads a row's columns up
    // to the last one a query needs, and with those near the end a count read almost all of them.
    async up(db: Kysely<unknown>) {
      const columns = [
        's_sold',
        's_online_only',
        's_battery_leased',
        's_make',
        's_model',
        's_trim',
        's_price_inc_vat',
        's_price',
        's_ex_vat',
        's_featured',
        's_year',
        's_mileage',
        's_dealer_rating',
        's_fuel',
        's_transmission',
        's_body',
        's_colour',
        's_doors',
        's_seats',
        's_engine_cc',
        's_power',
        's_top_speed',
        's_acceleration',
        's_insurance',
        's_mpg',
        's_tax',
        's_tank_range',
        's_battery_range',
        's_battery_charge',
        's_battery_warranty',
        's_drive',
        's_safety',
        's_braked_tow',
        's_unbraked_tow',
        's_ulez',
        's_write_off',
        's_imported',
        's_ex_hire',
        's_ex_fleet',
        's_pre_reg',
        's_ex_demo',
        's_reduced',
        's_hot',
        's_price_and_go',
        's_images',
        's_listed_at',
        's_group',
        's_dealer_name',
        's_dealer_type',
        's_part_ex',
        's_co2',
      ];
      await sql
        .raw(
          `create table vehicle_search_ordered as select id, dealer_id, vehicle_type, ${columns.join(', ')} from vehicle_search`,
        )
        .execute(db);
      await sql`drop table vehicle_search`.execute(db);
      await sql`alter table vehicle_search_ordered rename to vehicle_search`.execute(db);
      await sql`alter table vehicle_search add primary key (id)`.execute(db);
      await sql`alter table vehicle_search alter column dealer_id set not null, alter column vehicle_type set not null`.execute(
        db,
      );
      await sql`create index vehicle_search_make on vehicle_search (vehicle_type, s_make, s_model, s_trim)`.execute(db);
      await sql`create index vehicle_search_dealer on vehicle_search (dealer_id)`.execute(db);
    },
  },
  '004_price_reductions': {
    // An advert's price cuts, for the price guide's recently reduced list: the price before and the
    // day it was cut. The generated stock keeps no price history, so only the test-only route writes
    // them.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('price_reductions')
        .addColumn('vehicle_id', 'integer', (c) => c.primaryKey().references('vehicles.id').onDelete('cascade'))
        .addColumn('previous_price', 'integer', (c) => c.notNull())
        .addColumn('reduced_on', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '005_search_sync_by_statement': {
    // The same sync as 002_search, once per statement over all the rows it wrote (transition tables)
    // rather than once per row: writing the 5,000-vehicle catalogue on a first start took ~3 s in
    // row triggers, ~0.5 s this way.
    async up(db: Kysely<unknown>) {
      const columns = SEARCH_FACT_COLUMNS;
      await sql`drop trigger vehicles_search_sync on vehicles`.execute(db);
      await sql`drop function vehicle_search_sync()`.execute(db);
      await searchAddFunction(db, 'create', columns);
      await sql`create function vehicle_search_remove() returns trigger language plpgsql as $$
          begin
            delete from vehicle_search where id in (select id from removed);
            delete from vehicle_keywords where id in (select id from removed);
            return null;
          end $$`.execute(db);
      // A trigger with transition tables has one event. An update removes the rows as they were, then
      // adds them as they are (triggers of one event fire in name order).
      for (const [name, event, table, run] of [
        ['vehicles_search_delete', 'delete', 'old table as removed', 'vehicle_search_remove'],
        ['vehicles_search_insert', 'insert', 'new table as added', 'vehicle_search_add'],
        ['vehicles_search_update_1', 'update', 'old table as removed', 'vehicle_search_remove'],
        ['vehicles_search_update_2', 'update', 'new table as added', 'vehicle_search_add'],
      ] as const)
        await sql
          .raw(
            `create trigger ${name} after ${event} on vehicles referencing ${table} for each statement execute function ${run}()`,
          )
          .execute(db);
    },
  },
  '006_price_cut_ages': {
    // Reduced comes from the recorded cuts alone (server/search/reduced.ts; s_reduced is no longer
    // read). A cut of the generated stock keeps its age in days instead of a day, so it stays as
    // recent however long after seeding the server runs; every other cut keeps its day.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('price_reductions').addColumn('rolling_days', 'integer').execute();
      await db.schema
        .alterTable('price_reductions')
        .alterColumn('reduced_on', (c) => c.dropNotNull())
        .execute();
      await sql`alter table price_reductions add constraint price_reductions_one_day
        check ((reduced_on is null) <> (rolling_days is null) and coalesce(rolling_days, 0) >= 0)`.execute(db);
    },
  },
  '007_keyword_trigrams': {
    // Keywords match as substrings of an advert's text (vehicle_keywords, kept by the triggers of
    // 005_search_sync_by_statement): a trigram index answers every keyword of a search in one index
    // scan, where a scan of the texts per keyword held the database for seconds (requirements 10.8).
    async up(db: Kysely<unknown>) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index vehicle_keywords_trigrams on vehicle_keywords using gin (text gin_trgm_ops)`.execute(db);
    },
  },
  '008_session_expiry': {
    // Stored sessions expire (server/sessions.ts): a RememberMe session at `expires_at`, any other after
    // 30 minutes idle. Anonymous sessions are signed cookies, not rows: the rows earlier starts wrote for
    // them are dropped (their visitors get a new session at their next call). A signed-in session from
    // before keeps the longest life a session can have, 30 days from its sign-in.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').addColumn('expires_at', 'timestamptz').execute();
      await sql`delete from sessions where user_id is null`.execute(db);
      await sql`update sessions set expires_at = created_at + interval '30 days'`.execute(db);
      await db.schema.createIndex('sessions_last_seen').on('sessions').columns(['last_seen_at']).execute();
    },
  },
  '009_sign_in_failures': {
    // The sign-in throttle's counts (server/signInThrottle.ts): one row per failed sign-in, by the
    // account's email digest and the client's address, kept 15 minutes.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_failures_account')
        .on('sign_in_failures')
        .columns(['account', 'failed_at'])
        .execute();
      await db.schema
        .createIndex('sign_in_failures_address')
        .on('sign_in_failures')
        .columns(['address', 'failed_at'])
        .execute();
      await db.schema.createIndex('sign_in_failures_age').on('sign_in_failures').column('failed_at').execute();
    },
  },
  '010_shortlist_cards': {
    // A shortlisted vehicle keeps the card it was saved with, shown as no longer available once the
    // catalogue no longer holds it (requirements 10.14). Rows from before take their card from the
    // catalogue as it is now (migrations run before a reseed).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('shortlists').addColumn('card', 'jsonb').execute();
      await sql`update shortlists set card = vehicles.record -> 'detail' -> 'Vehicle'
        from vehicles where vehicles.id = shortlists.vehicle_id`.execute(db);
    },
  },
  '011_postcode_districts_non_geographic': {
    // Every UK district, non-geographic ones marked (openapi/data/postcode-districts.csv). The rows
    // themselves are reference data, written again whenever the file changes (db/load.ts).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('postcode_districts')
        .addColumn('non_geographic', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
    },
  },
  '012_vehicle_names': {
    // The display names of makes, models and trims by their slugs, kept by statement triggers on
    // `vehicles` beside those of 005_search_sync_by_statement: a start read them with a scan of every
    // record (seconds at hundreds of thousands of vehicles). Names are added, never removed: a slug
    // whose last vehicle went keeps its name, which nothing shows once no vehicle has it.
    async up(db: Kysely<unknown>) {
      await sql`create table vehicle_names (vehicle_type text not null, s_make text not null, s_model text not null,
        s_trim text not null, make text not null, model text not null, trim text not null,
        primary key (vehicle_type, s_make, s_model, s_trim))`.execute(db);
      const names = (from: string) =>
        sql.raw(`insert into vehicle_names
          select vehicle_type, record->'facts'->>'makeSlug', record->'facts'->>'modelSlug',
            record->'facts'->>'trimSlug', min(record->'facts'->>'make'), min(record->'facts'->>'model'),
            min(record->'facts'->>'trim')
          from ${from} group by 1, 2, 3, 4 on conflict do nothing`);
      await sql`create function vehicle_names_add() returns trigger language plpgsql as $$
          begin
            ${names('added')};
            return null;
          end $$`.execute(db);
      await sql`create function vehicle_names_clear() returns trigger language plpgsql as $$
          begin
            truncate vehicle_names;
            return null;
          end $$`.execute(db);
      for (const event of ['insert', 'update'])
        await sql
          .raw(
            `create trigger vehicles_names_${event} after ${event} on vehicles referencing new table as added for each statement execute function vehicle_names_add()`,
          )
          .execute(db);
      await sql`create trigger vehicles_names_clear after truncate on vehicles
        for each statement execute function vehicle_names_clear()`.execute(db);
      await sql`${names('vehicles')}`.execute(db);
    },
  },
  '013_search_at_scale': {
    // Searches of hundreds of thousands of vehicles (decision 0109). Partial indexes on the vehicles a
    // search finds unless asked otherwise (unsold, not online-only, no leased battery: LIVE), one for
    // each order and for the criteria most searches have; and the counts of those vehicles by dealer,
    // by make, model and trim, and by price, kept by statement triggers on vehicle_search, from which
    // the searches with only those criteria are counted without reading the vehicles.
    async up(db: Kysely<unknown>) {
      for (const [name, columns] of [
        ['dealer', 'vehicle_type, dealer_id, id'],
        ['make', 'vehicle_type, s_make, s_model, s_trim, s_price_inc_vat'],
        ['placed', 'vehicle_type, s_featured, id'],
        ['price', 'vehicle_type, s_price_inc_vat, id'],
        ['price_ex_vat', 'vehicle_type, s_price, id'],
        ['mileage', 'vehicle_type, s_mileage, id'],
        ['year', 'vehicle_type, s_year desc, s_mileage, id'],
      ])
        await sql
          .raw(`create index vehicle_search_live_${name} on vehicle_search (${columns}) where ${LIVE}`)
          .execute(db);
      for (const [table, keys] of SEARCH_COUNTS) {
        const columns = keys.map(([name, type]) => `${name} ${type} not null`).join(', ');
        await sql
          .raw(
            `create table ${table} (${columns}, n integer not null, primary key (${keys.map(([name]) => name).join(', ')}))`,
          )
          .execute(db);
      }
      const apply = (from: string, sign: '' | '-') =>
        SEARCH_COUNTS.map(([table, keys]) => {
          const names = keys.map(([name]) => name).join(', ');
          return `insert into ${table} (${names}, n)
              select ${names}, ${sign}count(*) from ${from} where ${LIVE} group by ${names}
              on conflict (${names}) do update set n = ${table}.n + excluded.n`;
        });
      // vehicle_search rows are only added and removed (005_search_sync_by_statement), never updated.
      await summaryTriggers(db, 'counts', SEARCH_COUNTS, apply);
      const backfill = countsBackfill();
      for (const statement of backfill) await sql.raw(statement).execute(db);
    },
  },
  '012_rate_limits': {
    // The rate limit's counts when several processes share the database (server/plugins/rateLimit.ts):
    // one row per client, its requests in the current window and the window's end, counted by one
    // atomic upsert per request; expired rows are swept once a window. Unlogged: a count is worth a
    // minute, so it is written without waiting for the WAL's flush, and PostgreSQL empties the table
    // after a crash of its own (and a standby has none), which only gives each client a new window.
    async up(db: Kysely<unknown>) {
      await sql`create unlogged table rate_limits (
        key text primary key,
        hits integer not null,
        resets_at timestamptz not null
      )`.execute(db);
      await db.schema.createIndex('rate_limits_resets_at').on('rate_limits').column('resets_at').execute();
    },
  },
  '014_search_facets': {
    // The panel's counters of a plain search (decision 0113) from the facet tables (SEARCH_FACETS),
    // kept by statement triggers on vehicle_search like the count tables of 013_search_at_scale: a
    // panel over hundreds of thousands of vehicles read every one of them.
    async up(db: Kysely<unknown>) {
      for (const facets of FIRST_FACETS) await createFacetTable(db, facets);
      await summaryTriggers(db, 'facets', FIRST_FACETS, (from, sign) => facetUpserts(from, sign, FIRST_FACETS));
      for (const statement of facetUpserts('vehicle_search', '', FIRST_FACETS)) await sql.raw(statement).execute(db);
    },
  },
  '015_vehicle_cards': {
    // A page of results reads its 20 cards by id. Inside the whole record (about 4 kB) each card sat in
    // TOAST storage, a read of its own and a decompression of the record per card; a stored generated
    // column keeps the card (under 1 kB) in the row itself, always the record's.
    async up(db: Kysely<unknown>) {
      await sql`alter table vehicles add column card jsonb generated always as (record -> 'detail' -> 'Vehicle') stored`.execute(
        db,
      );
    },
  },
  '016_search_model_pages': {
    // Make and model with a price: its count and its Featured and other pages newest first, from the
    // index alone (the price and trim carried in it) rather than from each match's row.
    async up(db: Kysely<unknown>) {
      await sql
        .raw(
          `create index vehicle_search_live_model_placed on vehicle_search
            (vehicle_type, s_make, s_model, s_featured, id) include (s_price_inc_vat, s_trim) where ${LIVE}`,
        )
        .execute(db);
    },
  },
  '017_featured_facet': {
    // The facet 'featured' (FACET_VALUES): a distance search's count and its relevance bands' counts,
    // Featured and not, from the districts within the distance rather than from every dealer there.
    // The facet triggers' functions are made again with it, and the facet tables filled again.
    async up(db: Kysely<unknown>) {
      const upserts = (from: string, sign: '' | '-') => facetUpserts(from, sign, FIRST_FACETS);
      await summaryFunctions(db, 'facets', FIRST_FACETS, upserts, 'create or replace');
      await sql.raw(`truncate ${FIRST_FACETS.map(([table]) => table).join(', ')}`).execute(db);
      for (const statement of upserts('vehicle_search', '')) await sql.raw(statement).execute(db);
    },
  },
  '018_kind_facets': {
    // The facet table by fuel, body style and gearbox (KIND_FACETS): the count and panel of a search
    // whose only criteria are among those three (the fuel, gearbox and body style landing pages) from
    // it, not from a scan of every vehicle of the kind.
    async up(db: Kysely<unknown>) {
      await createFacetTable(db, KIND_FACETS);
      await summaryFunctions(db, 'facets', SEARCH_FACETS, facetUpserts, 'create or replace');
      for (const statement of facetUpserts('vehicle_search', '', [KIND_FACETS])) await sql.raw(statement).execute(db);
    },
  },
  '019_dealer_reviews': {
    // Buyers' reviews of each dealer (the contract's listDealerReviews), part of the catalogue: written
    // and cleared by its load with the dealers. Read a page at a time, newest first, per dealer.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dealer_reviews')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id'))
        .addColumn('stars', 'smallint', (c) => c.notNull().check(sql`stars between 1 and 5`))
        .addColumn('title', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('reviewer_name', 'text', (c) => c.notNull())
        .addColumn('age_days', 'integer', (c) => c.notNull().check(sql`age_days >= 0`))
        .addColumn('reply_text', 'text')
        .addColumn('reply_age_days', 'integer')
        .execute();
      await db.schema
        .createIndex('dealer_reviews_newest')
        .on('dealer_reviews')
        .columns(['dealer_id', 'age_days', 'id desc'])
        .execute();
    },
  },
  '022_price_ratings': {
    // Each advert's price rating beside its facts (db/priceRatings.ts): the label the search filters on
    // (SelectedPriceIndicator) and the price ÷ median it sorts by ('Best priced first'), and what the
    // vehicle page's PriceIndicator states. A stock already written is rated here; a reseed rates its own.
    async up(db: Kysely<unknown>) {
      await sql`alter table vehicle_search add column s_price_label smallint, add column s_price_not_rated text,
        add column s_price_compared integer, add column s_price_median integer,
        add column s_price_lower_quartile integer, add column s_price_upper_quartile integer,
        add column s_price_ratio double precision`.execute(db);
      await sql
        .raw(
          `create index vehicle_search_live_price_ratio on vehicle_search (vehicle_type, s_price_ratio, id) where ${LIVE}`,
        )
        .execute(db);
      await writePriceRatings(db, new Date());
    },
  },
  '023_search_registration_dates': {
    // Each vehicle's first registration date beside its facts: a PCP monthly-cost search works out each
    // vehicle's PCP from its age in whole years, as its FinancePCP example does (server/search/criteria.ts).
    async up(db: Kysely<unknown>) {
      await sql`alter table vehicle_search add column s_registered date`.execute(db);
      await searchAddFunction(db, 'create or replace', [
        ...SEARCH_FACT_COLUMNS,
        ['s_registered', 'date', 'registrationDate'],
      ]);
      await sql`update vehicle_search set s_registered = (vehicles.record->'facts'->>'registrationDate')::date
        from vehicles where vehicles.id = vehicle_search.id`.execute(db);
    },
  },
};

/** vehicle_search's columns from each vehicle's facts, as 002_search made them and its sync copies them: name, type, fact. */
const SEARCH_FACT_COLUMNS: [name: string, type: string, fact: string][] = [
  ['s_sold', 'boolean', 'sold'],
  ['s_make', 'text', 'makeSlug'],
  ['s_model', 'text', 'modelSlug'],
  ['s_trim', 'text', 'trimSlug'],
  ['s_price_inc_vat', 'integer', 'priceIncVat'],
  ['s_price', 'integer', 'price'],
  ['s_ex_vat', 'boolean', 'priceExcludesVat'],
  ['s_featured', 'boolean', 'featured'],
  ['s_year', 'integer', 'year'],
  ['s_mileage', 'integer', 'mileage'],
  ['s_dealer_rating', 'double precision', 'dealerRating'],
  ['s_fuel', 'text', 'fuel'],
  ['s_transmission', 'text', 'transmission'],
  ['s_body', 'text', 'bodyStyle'],
  ['s_colour', 'text', 'colour'],
  ['s_doors', 'integer', 'doors'],
  ['s_seats', 'integer', 'seats'],
  ['s_engine_cc', 'integer', 'engineSizeCc'],
  ['s_power', 'integer', 'powerBhp'],
  ['s_top_speed', 'integer', 'topSpeedMph'],
  ['s_acceleration', 'double precision', 'accelerationSeconds'],
  ['s_insurance', 'integer', 'insuranceGroup'],
  ['s_mpg', 'double precision', 'fuelEconomyMpg'],
  ['s_tax', 'integer', 'annualTaxGbp'],
  ['s_co2', 'integer', 'co2GPerKm'],
  ['s_tank_range', 'integer', 'tankRangeMiles'],
  ['s_battery_range', 'integer', 'batteryRangeMiles'],
  ['s_battery_charge', 'integer', 'batteryFastChargeMinutes'],
  ['s_battery_leased', 'boolean', 'batteryIsLeased'],
  ['s_battery_warranty', 'boolean', 'batteryWarrantyWhenNew'],
  ['s_drive', 'text', 'driveTrain'],
  ['s_safety', 'integer', 'safetyRating'],
  ['s_braked_tow', 'integer', 'brakedTowingKg'],
  ['s_unbraked_tow', 'integer', 'unbrakedTowingKg'],
  ['s_ulez', 'boolean', 'ulezCompliant'],
  ['s_write_off', 'text', 'writeOff'],
  ['s_imported', 'boolean', 'imported'],
  ['s_ex_hire', 'boolean', 'exHire'],
  ['s_ex_fleet', 'boolean', 'exFleet'],
  ['s_pre_reg', 'boolean', 'preReg'],
  ['s_ex_demo', 'boolean', 'exDemo'],
  ['s_reduced', 'boolean', 'reduced'],
  ['s_hot', 'boolean', 'hot'],
  ['s_price_and_go', 'boolean', 'priceAndGo'],
  ['s_images', 'integer', 'imageCount'],
  ['s_listed_at', 'text', 'listedAt'],
  ['s_group', 'integer', 'dealerGroupId'],
  ['s_dealer_name', 'text', 'dealerName'],
  ['s_dealer_type', 'text', 'dealerType'],
  ['s_online_only', 'boolean', 'dealerOnlineOnly'],
  ['s_part_ex', 'boolean', 'partExAvailable'],
];

/**
 * vehicle_search_add(): the statement trigger's function that copies the vehicles just written (`added`)
 * into vehicle_search, each of `columns` from the vehicle's facts, and their keywords.
 */
async function searchAddFunction(
  db: Kysely<unknown>,
  create: 'create' | 'create or replace',
  columns: readonly [name: string, type: string, fact: string][],
) {
  const casts: Record<string, string> = {
    text: '',
    integer: '::integer',
    'double precision': '::double precision',
    boolean: '::boolean',
    date: '::date',
  };
  const names = columns.map(([name]) => name).join(', ');
  const values = columns.map(([, type, fact]) => `(record->'facts'->>'${fact}')${casts[type]}`).join(', ');
  await sql
    .raw(
      `${create} function vehicle_search_add() returns trigger language plpgsql as $$
      begin
        insert into vehicle_search (id, dealer_id, vehicle_type, ${names})
          select id, dealer_id, vehicle_type, ${values} from added;
        insert into vehicle_keywords (id, text)
          select id, lower(coalesce(record->'facts'->>'keywordsText', '')) from added;
        return null;
      end $$`,
    )
    .execute(db);
}

/** The vehicles a search finds unless asked otherwise: unsold, not online-only, no leased battery. */
const LIVE = 'not s_sold and not s_online_only and not coalesce(s_battery_leased, false)';

/** The statements that fill the count tables of 013_search_at_scale from the whole of vehicle_search. */
function countsBackfill(): string[] {
  return SEARCH_COUNTS.map(([table, keys]) => {
    const names = keys.map(([name]) => name).join(', ');
    return `insert into ${table} (${names}, n) select ${names}, count(*) from vehicle_search where ${LIVE} group by ${names}`;
  });
}

/**
 * Fills the count and facet tables again from the whole of vehicle_search, their triggers off until
 * then: a bulk write of the stock adds it in one pass instead of batch by batch, where each batch
 * updates the same summary rows again (a row version each, none of them reclaimable until the write
 * commits). `write` runs with the summary triggers disabled, in the transaction `db` is.
 */
export async function withSummariesRebuilt<T>(db: QueryExecutorProvider, write: () => Promise<T>): Promise<T> {
  const triggers = ['counts', 'facets'].flatMap((name) => [
    `vehicle_search_${name}_insert`,
    `vehicle_search_${name}_delete`,
  ]);
  for (const trigger of triggers) await sql`alter table vehicle_search disable trigger ${sql.id(trigger)}`.execute(db);
  const written = await write();
  for (const trigger of triggers) await sql`alter table vehicle_search enable trigger ${sql.id(trigger)}`.execute(db);
  const tables = [...SEARCH_COUNTS, ...SEARCH_FACETS].map(([table]) => table);
  await sql`truncate ${sql.join(tables.map((table) => sql.id(table)))}`.execute(db);
  for (const statement of [...countsBackfill(), ...facetUpserts('vehicle_search', '')])
    await sql.raw(statement).execute(db);
  return written;
}

/** The functions of summaryTriggers, made (`create`) or made again with other statements (`create or replace`). */
async function summaryFunctions(
  db: Kysely<unknown>,
  name: 'counts' | 'facets',
  tables: [table: string, ...unknown[]][],
  statements: (from: string, sign: '' | '-') => string[],
  create: 'create' | 'create or replace',
) {
  const functions = [
    ['add', statements('added', '').join(';\n')],
    ['remove', statements('removed', '-').join(';\n')],
    ['clear', `truncate ${tables.map(([table]) => table).join(', ')}`],
  ];
  for (const [action, body] of functions)
    await sql
      .raw(
        `${create} function search_${name}_${action}() returns trigger language plpgsql as $$
          begin
            ${body};
            return null;
          end $$`,
      )
      .execute(db);
}

/**
 * The statement triggers that keep summary tables of vehicle_search (`search_<name>_add`, `_remove` and
 * `_clear`): `statements` add (sign '') or take away (sign '-') the rows of a transition table.
 */
async function summaryTriggers(
  db: Kysely<unknown>,
  name: 'counts' | 'facets',
  tables: [table: string, ...unknown[]][],
  statements: (from: string, sign: '' | '-') => string[],
) {
  await summaryFunctions(db, name, tables, statements, 'create');
  await sql
    .raw(
      `create trigger vehicle_search_${name}_insert after insert on vehicle_search
        referencing new table as added for each statement execute function search_${name}_add()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger vehicle_search_${name}_delete after delete on vehicle_search
        referencing old table as removed for each statement execute function search_${name}_remove()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger vehicle_search_${name}_clear after truncate on vehicle_search
        for each statement execute function search_${name}_clear()`,
    )
    .execute(db);
}

/**
 * The count tables of 013_search_at_scale and their keys: the unsold, listed vehicles a search finds
 * unless asked otherwise, counted by these columns of vehicle_search.
 */
const SEARCH_COUNTS: [table: string, keys: [column: string, type: string][]][] = [
  [
    'vehicle_search_dealer_counts',
    [
      ['vehicle_type', 'text'],
      ['dealer_id', 'integer'],
      ['s_featured', 'boolean'],
    ],
  ],
  [
    'vehicle_search_model_counts',
    [
      ['vehicle_type', 'text'],
      ['s_make', 'text'],
      ['s_model', 'text'],
      ['s_trim', 'text'],
      ['s_featured', 'boolean'],
    ],
  ],
  [
    'vehicle_search_price_counts',
    [
      ['vehicle_type', 'text'],
      ['s_price_inc_vat', 'integer'],
      ['s_featured', 'boolean'],
    ],
  ],
];

type FacetTable = [table: string, keys: [column: string, type: string, from: string][]];

async function createFacetTable(db: Kysely<unknown>, [table, keys]: FacetTable) {
  const columns = keys.map(([name, type]) => `${name} ${type} not null`).join(', ');
  const names = keys.map(([name]) => name).join(', ');
  await sql
    .raw(
      `create table ${table} (${columns}, facet text not null, value text not null, n integer not null,
        primary key (${names}, facet, value))`,
    )
    .execute(db);
}

/**
 * The facet table of 018_kind_facets: the facets within each fuel, body style and gearbox ('' where a
 * vehicle has none), their columns named as vehicle_search's, so a search's conditions on them apply.
 */
const KIND_FACETS: FacetTable = [
  'vehicle_search_kind_facets',
  [
    ['vehicle_type', 'text', 'v.vehicle_type'],
    ['s_fuel', 'text', "coalesce(v.s_fuel, '')"],
    ['s_body', 'text', "coalesce(v.s_body, '')"],
    ['s_transmission', 'text', "coalesce(v.s_transmission, '')"],
  ],
];

/**
 * The facet tables of 014_search_facets: the unsold, listed vehicles a search finds unless asked
 * otherwise, counted by each list filter's value (and by make and model, `model` as `make/model`)
 * within each of these keys; the district's through the vehicle's dealer.
 */
const FIRST_FACETS: FacetTable[] = [
  ['vehicle_search_facets', [['vehicle_type', 'text', 'v.vehicle_type']]],
  [
    'vehicle_search_district_facets',
    [
      ['vehicle_type', 'text', 'v.vehicle_type'],
      ['district', 'text', "d.record->'facts'->>'district'"],
    ],
  ],
  [
    'vehicle_search_price_facets',
    [
      ['vehicle_type', 'text', 'v.vehicle_type'],
      ['s_price_inc_vat', 'integer', 'v.s_price_inc_vat'],
    ],
  ],
  [
    'vehicle_search_trim_facets',
    [
      ['vehicle_type', 'text', 'v.vehicle_type'],
      ['s_make', 'text', 'v.s_make'],
      ['s_model', 'text', 'v.s_model'],
      ['s_trim', 'text', 'v.s_trim'],
    ],
  ],
];

/** Every facet table, kept by the facet triggers. */
const SEARCH_FACETS: FacetTable[] = [...FIRST_FACETS, KIND_FACETS];

/**
 * Each facet and the value of it a vehicle_search row `v` has (null: none); `model` is left out within
 * a trim. A facet added here needs a migration that fills the tables again (017_featured_facet).
 */
const FACET_VALUES: [facet: string, value: string][] = [
  ['model', "v.s_make || '/' || v.s_model"],
  // 'true' or 'false' (017_featured_facet): the matches of a distance search Featured and not, by district.
  ['featured', 'v.s_featured::text'],
  ['BodyStyles', 'v.s_body'],
  ['Colours', 'v.s_colour'],
  ['Doors', 'v.s_doors::text'],
  ['Seats', 'v.s_seats::text'],
  ['SafetyRatings', 'v.s_safety::text'],
  ['DriveTrains', 'v.s_drive'],
  ['DealerRating', 'v.s_dealer_rating::text'],
  ['DealerType', 'v.s_dealer_type'],
  ['Transmissions', 'v.s_transmission'],
  ['FuelTypes', 'v.s_fuel'],
];

/** The statements that add (sign '') or take away (sign '-') the rows of `from` in every facet table. */
function facetUpserts(from: string, sign: '' | '-', tables = SEARCH_FACETS): string[] {
  return tables.map(([table, keys]) => {
    const names = keys.map(([name]) => name);
    const values = FACET_VALUES.filter(([facet]) => facet !== 'model' || table !== 'vehicle_search_trim_facets')
      .map(([facet, value]) => `('${facet}', ${value})`)
      .join(', ');
    const district = keys.some(([name]) => name === 'district') ? 'join dealers d on d.id = v.dealer_id' : '';
    return `insert into ${table} (${names.join(', ')}, facet, value, n)
      select ${keys.map(([, , expression]) => expression).join(', ')}, f.facet, f.value, ${sign}count(*)
      from ${from} v ${district} cross join lateral (values ${values}) as f(facet, value)
      where ${LIVE} and f.value is not null
      group by ${keys.map((_, index) => index + 1).join(', ')}, f.facet, f.value
      on conflict (${names.join(', ')}, facet, value) do update set n = ${table}.n + excluded.n`;
  });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<unknown>): Promise<void> {
  // Unordered: a data folder made before a migration that sorts earlier was merged still migrates.
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
