/**
 * The panel's counters of a plain search (engine.ts `plainDimension`) from the facet tables of
 * 014_search_facets, without reading its vehicles: each list filter's values counted, and the makes
 * and models, among the vehicles of the search's one criterion (none, the districts within its
 * distance, its makes, models or trims, or its price range). Decision 0113.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { catalogue } from './catalogue';
import { KIND_FILTERS, type ListFilter, type PlainDimension, plainDimension, whereOf } from './criteria';
import type { Search } from './engine';

/** Counts grouped by make, model and trim ('' when the table has models only). */
export interface ModelRow {
  make: string;
  model: string;
  trim: string;
  n: number;
}

/** A facet's counts by value (`facet` as 014_search_facets names it: a list filter's key, or 'model'). */
export type FacetCounts = Map<string, Map<string, number>>;

/**
 * The districts whose dealers are all within the distance, when the dealers within it are just the
 * dealers of those districts (each district's dealers at one place, as the seed places them); else
 * undefined, and the facet tables by district cannot answer.
 */
async function districtsOf(db: Kysely<Database>, dealers: number[]): Promise<string[] | undefined> {
  const { dealerById, districtDealers } = await catalogue(db);
  const near = new Map<string, number>();
  for (const id of dealers) {
    const district = dealerById.get(id)?.district;
    if (district === undefined) return undefined;
    near.set(district, (near.get(district) ?? 0) + 1);
  }
  for (const [district, n] of near) if (districtDealers.get(district) !== n) return undefined;
  return [...near.keys()];
}

/**
 * The matches of a distance search with no other criterion (a plain search's 'near'), Featured and the
 * others apart, for each group of its dealers (the whole distance, or each relevance band), from the
 * facet 'featured' by district; undefined when a group is not whole districts.
 */
export async function featuredByDistricts(
  db: Kysely<Database>,
  type: Search['type'],
  groups: number[][],
): Promise<{ featured: number; others: number }[] | undefined> {
  const districts: string[][] = [];
  for (const dealers of groups) {
    const whole = await districtsOf(db, dealers);
    if (!whole) return undefined;
    districts.push(whole);
  }
  const groupOf = sql`case ${sql.join(
    districts.map((list, index) => sql`when district = any(${list}::text[]) then ${index}::integer`),
    sql` `,
  )} end`;
  const { rows } = await sql<{ group: number; featured: boolean; n: number }>`select ${groupOf} as group,
      value = 'true' as featured, sum(n)::integer as n from vehicle_search_district_facets
    where vehicle_type = ${type} and facet = 'featured' and district = any(${districts.flat()}::text[])
    group by 1, 2`.execute(db);
  const counts = groups.map(() => ({ featured: 0, others: 0 }));
  for (const row of rows) {
    const group = counts[row.group];
    if (group) group[row.featured ? 'featured' : 'others'] += row.n;
  }
  return counts;
}

/** The kind facet counts of a search, read once for each set of list filters left out (keyed by their names). */
const kindsRead = new WeakMap<Search, Map<string, Promise<FacetCounts>>>();

/**
 * The facet counts of a search whose only criteria are fuel, body style or gearbox lists (`kindsOnly`),
 * with the list filters named left out, from the facet table by those three (018_kind_facets).
 */
export function kindFacetCounts(db: Kysely<Database>, search: Search, without: ListFilter[]): Promise<FacetCounts> {
  const bySearch = kindsRead.get(search) ?? new Map<string, Promise<FacetCounts>>();
  kindsRead.set(search, bySearch);
  const key = without.join(',');
  let counts = bySearch.get(key);
  if (!counts) {
    const conditions = search.compiled.conditions.filter((c) => KIND_FILTERS.some((filter) => filter === c.key));
    counts = sql<FacetRow>`select facet, value, sum(n)::integer as n from vehicle_search_kind_facets
      where vehicle_type = ${search.type} and ${whereOf(conditions, without)} group by 1, 2`
      .execute(db)
      .then(({ rows }) => facetCountsOf(rows));
    bySearch.set(key, counts);
  }
  return counts;
}

/** The matches of a `kindsOnly` search, Featured and the others apart, from the facet 'featured'. */
export async function kindCounts(db: Kysely<Database>, search: Search): Promise<{ featured: number; others: number }> {
  const featured = (await kindFacetCounts(db, search, [])).get('featured');
  return { featured: featured?.get('true') ?? 0, others: featured?.get('false') ?? 0 };
}

type FacetRow = { facet: string; value: string; n: number };

function facetCountsOf(rows: FacetRow[]): FacetCounts {
  const counts: FacetCounts = new Map();
  for (const { facet, value, n } of rows) {
    if (n === 0) continue;
    const values = counts.get(facet) ?? new Map<string, number>();
    values.set(value, n);
    counts.set(facet, values);
  }
  return counts;
}

/** A panel's facet counts, read once for both its lists and its makes and models (keyed by dimension). */
const read = new WeakMap<Search, Map<PlainDimension, Promise<FacetCounts | undefined>>>();

/** The facet counts of the vehicles of a plain dimension of a search, read once per search. */
function facetCounts(db: Kysely<Database>, search: Search, dimension: PlainDimension) {
  const bySearch = read.get(search) ?? new Map<PlainDimension, Promise<FacetCounts | undefined>>();
  read.set(search, bySearch);
  const key = [...bySearch.keys()].find((known) => sameDimension(known, dimension));
  const counts = (key && bySearch.get(key)) ?? readFacetCounts(db, search.type, dimension);
  if (!key) bySearch.set(dimension, counts);
  return counts;
}

const sameDimension = (a: PlainDimension, b: PlainDimension) =>
  a.kind === b.kind &&
  (a.kind !== 'near' || (b.kind === 'near' && a.dealers === b.dealers)) &&
  (a.kind !== 'price' || (b.kind === 'price' && a.min === b.min && a.max === b.max)) &&
  a.kind !== 'makes';

/** The facet counts of the vehicles of a plain dimension, or undefined when the tables cannot answer it. */
async function readFacetCounts(
  db: Kysely<Database>,
  type: Search['type'],
  dimension: PlainDimension,
): Promise<FacetCounts | undefined> {
  const of = sql`vehicle_type = ${type}`;
  let query;
  switch (dimension.kind) {
    case 'none':
      query = sql`select facet, value, n from vehicle_search_facets where ${of}`;
      break;
    case 'near': {
      const districts = await districtsOf(db, dimension.dealers);
      if (!districts) return undefined;
      query = sql`select facet, value, sum(n)::integer as n from vehicle_search_district_facets
        where ${of} and district = any(${districts}::text[]) group by 1, 2`;
      break;
    }
    case 'makes':
      query = sql`select facet, value, sum(n)::integer as n from vehicle_search_trim_facets
        where ${of} and ${dimension.condition} group by 1, 2`;
      break;
    case 'price':
      query = sql`select facet, value, sum(n)::integer as n from vehicle_search_price_facets
        where ${of} and s_price_inc_vat between ${dimension.min} and ${dimension.max} group by 1, 2`;
      break;
  }
  const { rows } = await query.$castTo<FacetRow>().execute(db);
  return facetCountsOf(rows);
}

/**
 * The list filters' counts of a search whose counters the facet tables answer: a plain search with at
 * most one criterion of its own (a list filter chosen makes a search not plain). Undefined otherwise.
 */
export async function plainFilterFacets(db: Kysely<Database>, search: Search): Promise<FacetCounts | undefined> {
  const dimension = plainDimension(search.compiled);
  return dimension ? facetCounts(db, search, dimension) : undefined;
}

/**
 * Counts by make, model and trim of a search with its make criterion left out, when it is plain with at
 * most one other criterion; undefined otherwise. With no other criterion, from the count table by
 * make, model and trim; with a distance or a price, the models from the facet tables and the trims of
 * the makes chosen (the only ones a panel lists trims of) from their vehicles.
 */
export async function plainModelRows(
  db: Kysely<Database>,
  search: Search,
  matching: (makes: string[]) => Promise<ModelRow[]>,
): Promise<ModelRow[] | undefined> {
  if (search.compiled.kindsOnly) return modelRowsOf(await kindFacetCounts(db, search, []), []);
  const dimension = plainDimension(search.compiled, ['makes']);
  if (!dimension) return undefined;
  if (dimension.kind === 'none' || dimension.kind === 'makes') {
    const { rows } = await sql<ModelRow>`select s_make as make, s_model as model, s_trim as trim,
        sum(n)::integer as n from vehicle_search_model_counts where vehicle_type = ${search.type}
        group by 1, 2, 3 having sum(n) > 0`.execute(db);
    return rows;
  }
  const counts = await facetCounts(db, search, dimension);
  if (!counts) return undefined;
  const chosen = [...new Set(search.compiled.makes.map((m) => m.make))];
  const rows = modelRowsOf(counts, chosen);
  return chosen.length ? rows.concat(await matching(chosen)) : rows;
}

/** The models of the facet 'model' as rows without trims, but for those of the makes chosen. */
function modelRowsOf(counts: FacetCounts, chosen: string[]): ModelRow[] {
  const rows: ModelRow[] = [];
  for (const [value, n] of counts.get('model') ?? []) {
    const slash = value.indexOf('/');
    const make = value.slice(0, slash);
    if (!chosen.includes(make)) rows.push({ make, model: value.slice(slash + 1), trim: '', n });
  }
  return rows;
}
