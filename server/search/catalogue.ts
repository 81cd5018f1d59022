/**
 * What searches look up beside the vehicles table, read once per database and kept in memory: the
 * catalogue is written at start (ensureCatalogue) and read only while the server runs, so a cache
 * never goes stale. Dealers (group, district centroid, town and county), postcode districts, and the
 * display names of makes, models and trims.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { PostcodeIndex } from '../seed/postcodes';
import type { VehicleKind } from '../seed/types';

interface DealerPlace {
  id: number;
  groupId: number;
  lat: number;
  lng: number;
  postCode: string;
  name: string;
  countyName: string;
  countySlug: string;
  townName: string;
  townSlug: string;
  /** The postcode district of its address ('' when its record has none): the facet tables' place. */
  district: string;
}

interface CatalogueNames {
  make: Map<string, string>;
  /** Keyed `make/model`. */
  model: Map<string, string>;
  /** Keyed `make/model/trim`. */
  trim: Map<string, string>;
}

export interface Catalogue {
  dealers: DealerPlace[];
  dealerById: Map<number, DealerPlace>;
  /** How many dealers each district has. */
  districtDealers: Map<string, number>;
  /** The stored postcode districts, to place a searched postcode (with the area fallback). */
  postcodes: PostcodeIndex;
  names: Record<VehicleKind, CatalogueNames>;
}

const cache = new WeakMap<Kysely<Database>, Promise<Catalogue>>();

async function read(db: Kysely<Database>): Promise<Catalogue> {
  const dealerRows = await db
    .selectFrom('dealers')
    .select([
      'id',
      sql<number>`(record->'dealer'->>'GroupId')::integer`.as('groupId'),
      sql<number>`(record->'facts'->>'lat')::double precision`.as('lat'),
      sql<number>`(record->'facts'->>'lng')::double precision`.as('lng'),
      sql<string>`coalesce(record->'dealer'->'Address'->>'PostCode', '')`.as('postCode'),
      sql<string>`record->'dealer'->>'Name'`.as('name'),
      sql<string>`record->'facts'->>'countyName'`.as('countyName'),
      sql<string>`record->'facts'->>'countySlug'`.as('countySlug'),
      sql<string>`record->'facts'->>'townName'`.as('townName'),
      sql<string>`record->'facts'->>'townSlug'`.as('townSlug'),
      sql<string>`coalesce(record->'facts'->>'district', '')`.as('district'),
    ])
    .orderBy('id')
    .execute();
  const dealers = dealerRows.map((row) => ({ ...row, groupId: row.groupId ?? 0 }));
  const districtRows = await db.selectFrom('postcode_districts').selectAll().execute();
  const nameRows = await db.selectFrom('vehicle_names').selectAll().execute();
  const names = {
    car: { make: new Map(), model: new Map(), trim: new Map() },
    van: { make: new Map(), model: new Map(), trim: new Map() },
  } as Record<VehicleKind, CatalogueNames>;
  for (const row of nameRows) {
    const of = names[row.vehicle_type];
    of.make.set(row.s_make, row.make);
    of.model.set(`${row.s_make}/${row.s_model}`, row.model);
    of.trim.set(`${row.s_make}/${row.s_model}/${row.s_trim}`, row.trim);
  }
  return {
    dealers,
    dealerById: new Map(dealers.map((d) => [d.id, d])),
    districtDealers: dealers.reduce(
      (counts, d) => counts.set(d.district, (counts.get(d.district) ?? 0) + 1),
      new Map(),
    ),
    postcodes: new PostcodeIndex(
      districtRows.map(({ non_geographic, ...row }) => ({ ...row, nonGeographic: non_geographic })),
    ),
    names,
  };
}

/** The catalogue's lookups for this database (read on first use). */
export function catalogue(db: Kysely<Database>): Promise<Catalogue> {
  let entry = cache.get(db);
  if (!entry) {
    entry = read(db);
    entry.catch(() => cache.delete(db));
    cache.set(db, entry);
  }
  return entry;
}
