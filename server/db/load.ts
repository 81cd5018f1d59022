/**
 * Seeding: the catalogue (the contract's example vehicles and dealers, then the generated UK stock)
 * is written once into an empty database; the seed's version (a hash of the contract and the seed's
 * sources) is kept in `meta`, so a later start with the same sources skips the work and a changed
 * seed is written again. The postcode districts are reference data of their own, kept by the hash of
 * their file (`meta` key 'postcodes'): a changed file writes them again, whatever the seed. A reseed touches the catalogue's tables
 * only: people's data (accounts, sessions, shortlists, saved searches, submissions) is never part of
 * it (requirements 10.10); only the test-only reset clears it (`resetPeople`).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { contractPath } from '../contract';
import { seededPriceCut } from '../seed/facts';
import type { PostcodeDistrict, Stock, StockVehicle, StreamedStock } from '../seed/types';
import type { Database } from './schema';
import { writeDealerReviews } from './dealerReviews';
import { withSummariesRebuilt } from './migrations';
import { writePriceRatings } from './priceRatings';

const seedDir = new URL('../seed/', import.meta.url);
const domainDir = new URL('../../domain/', import.meta.url);
/** The shared rules whose answers the seed stores (road tax, Euro standard and ULEZ, insurance scales, MOT dates). */
const seededRules = ['cleanAir.ts', 'insuranceGroups.ts', 'motHistory.ts', 'roadTax.ts'];

/** A hash of everything the seed is made from: when it changes, the catalogue is written again. */
export function seedVersion(): string {
  const hash = createHash('sha256').update(readFileSync(contractPath));
  for (const file of readdirSync(seedDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort())
    hash.update(file).update(readFileSync(new URL(file, seedDir)));
  for (const file of seededRules) hash.update(file).update(readFileSync(new URL(file, domainDir)));
  return hash.digest('hex').slice(0, 16);
}

async function inBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export interface CatalogueSource {
  /** Loaded only when the catalogue must be written (the generator is not needed on later starts). */
  stock: () => Promise<Stock | StreamedStock>;
  districts: readonly PostcodeDistrict[];
  /** The districts' version; by default a hash of the districts themselves. */
  districtsVersion?: string;
  /** The seed's version; by default the hash of the contract and the seed's sources (`seedVersion`). */
  version?: string;
}

/**
 * Writes the postcode districts unless this version of them is already there (a database seeded
 * before the file grew gets every district on its next start); answers whether it wrote. Only the
 * districts' table and its `meta` row are touched.
 */
export async function ensurePostcodeDistricts(db: Kysely<Database>, source: CatalogueSource) {
  const version =
    source.districtsVersion ?? createHash('sha256').update(JSON.stringify(source.districts)).digest('hex').slice(0, 16);
  const stored = await db.selectFrom('meta').select('value').where('key', '=', 'postcodes').executeTakeFirst();
  if (stored?.value === version) return false;
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('postcode_districts').execute();
    await inBatches(
      source.districts.map(({ nonGeographic, ...row }) => ({ ...row, non_geographic: nonGeographic })),
      500,
      (batch) => tx.insertInto('postcode_districts').values(batch).execute(),
    );
    await tx
      .insertInto('meta')
      .values({ key: 'postcodes', value: version })
      .onConflict((c) => c.column('key').doUpdateSet({ value: version }))
      .execute();
  });
  return true;
}

/** Vehicles written per statement: a few MB of records each. */
const VEHICLE_BATCH = 500;

/**
 * Writes the catalogue unless this seed version is already there; answers whether it wrote. A
 * streamed stock is written as it is generated, its dealers' StockCount counted from the vehicles
 * written (their unsold ones), as generateStock counts them.
 */
export async function ensureCatalogue(db: Kysely<Database>, source: CatalogueSource) {
  const version = source.version ?? seedVersion();
  const stored = await db.selectFrom('meta').select('value').where('key', '=', 'seed').executeTakeFirst();
  if (stored?.value === version) return false;
  const stock = await source.stock();
  await db.transaction().execute(async (tx) => {
    await sql`truncate price_reductions, dealer_reviews, vehicles, dealers`.execute(tx);
    // Built once over the whole stock after it is written, rather than kept up row by row while it is.
    const indexes = await withoutIndexes(tx, ['vehicle_search', 'vehicle_keywords']);
    await inBatches(stock.dealers, 200, (batch) =>
      tx
        .insertInto('dealers')
        .values(batch.map((d) => ({ id: d.dealer.Id, record: JSON.stringify(d) })))
        .execute(),
    );
    await writeDealerReviews(tx, stock.dealers);
    const write = (batch: StockVehicle[]) =>
      tx
        .insertInto('vehicles')
        .values(
          batch.map((v) => ({
            id: v.facts.vehicleId,
            dealer_id: v.facts.dealerId,
            vehicle_type: v.facts.type,
            record: JSON.stringify(v),
          })),
        )
        .execute();
    let batch: StockVehicle[] = [];
    await withSummariesRebuilt(tx, async () => {
      for (const vehicle of stock.vehicles) {
        batch.push(vehicle);
        if (batch.length === VEHICLE_BATCH) {
          await write(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await write(batch);
      await writePriceRatings(tx, new Date());
      for (const { definition } of indexes) await sql.raw(definition).execute(tx);
    });
    if ('vehicleCount' in stock)
      await sql`update dealers set record = jsonb_set(record, '{dealer,StockCount}', to_jsonb(coalesce(
          (select count(*) from vehicle_search where dealer_id = dealers.id and not s_sold), 0)))`.execute(tx);
    await writeSeededCuts(tx);
    await tx
      .insertInto('meta')
      .values({ key: 'seed', value: version })
      .onConflict((c) => c.column('key').doUpdateSet({ value: version }))
      .execute();
  });
  await analyzeOwnTables(db);
  return true;
}

/**
 * Drops the secondary indexes of these tables (their primary keys stay) and answers their definitions,
 * to be made again once a bulk write is done: the migrations stay the one place that defines them.
 */
async function withoutIndexes(db: Kysely<Database>, tables: string[]) {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(db);
  return rows;
}

/**
 * Fresh statistics (and the visibility map index-only scans read) for the tables of the server's own schema, named one by one, as its migrations
 * made them: a bare `analyze` walks the system catalogues too, and a role that is not a superuser
 * (as a hosted PostgreSQL gives) logs a warning for each it may not touch.
 */
async function analyzeOwnTables(db: Kysely<Database>) {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  if (tables.rows.length === 0) return;
  await sql`vacuum (analyze) ${sql.join(tables.rows.map((t) => sql.id(t.name)))}`.execute(db);
}

/**
 * The seed's price cuts, in place of any others: one for each unsold advert the seed marks reduced,
 * kept by its age in days (server/search/reduced.ts).
 */
export async function writeSeededCuts(db: Kysely<Database>) {
  await db.deleteFrom('price_reductions').execute();
  const rows = await sql<{ vehicleId: number; reduced: boolean; sold: boolean; priceIncVat: number }>`
    select id as "vehicleId", (record->'facts'->>'reduced')::boolean as reduced,
      (record->'facts'->>'sold')::boolean as sold, (record->'facts'->>'priceIncVat')::integer as "priceIncVat"
    from vehicles where (record->'facts'->>'reduced')::boolean order by id`.execute(db);
  const cuts = rows.rows.flatMap((facts) => {
    const cut = seededPriceCut(facts);
    return cut
      ? [
          {
            vehicle_id: facts.vehicleId,
            previous_price: cut.previousPrice,
            reduced_on: null,
            rolling_days: cut.ageDays,
          },
        ]
      : [];
  });
  await inBatches(cuts, 500, (batch) => db.insertInto('price_reductions').values(batch).execute());
}

/** Clears everything people did and recreates the seeded accounts: the test-only reset route alone. */
export async function resetPeople(db: Kysely<Database>, seedAccounts: (db: Kysely<Database>) => Promise<void>) {
  await sql`truncate submissions, saved_searches, shortlists, sessions, users restart identity cascade`.execute(db);
  await seedAccounts(db);
}
