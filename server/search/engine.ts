/**
 * Running compiled searches: the count, one page of cards in a sort order, and the counters a panel
 * shows. Count, page and panel share one compilation, so they apply the same matching.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { components } from '../../openapi/generated/schema';
import type { Database } from '../db/schema';
import type { VehicleKind } from '../seed/types';
import { catalogue } from './catalogue';
import { featuredByDistricts, kindCounts, type ModelRow, plainModelRows } from './facets';
import {
  compileCriteria,
  type CompiledSearch,
  type DealersByDistance,
  plainDimension,
  type SearchCriteria,
  whereOf,
  withinMiles,
} from './criteria';
import { monthlyBasis, withMonthlyPayment } from './monthly';
import { withReducedFlags } from './reduced';

export type VehicleCard = components['schemas']['VehicleCard'];

export interface Search {
  criteria: SearchCriteria;
  type: VehicleKind;
  compiled: CompiledSearch;
  /** The moment the search is made for (recently added, reduced). */
  now: Date;
}

export async function prepareSearch(
  db: Kysely<Database>,
  criteria: SearchCriteria,
  type: VehicleKind,
  now: Date,
): Promise<Search> {
  const lookups = await catalogue(db);
  return { criteria, type, compiled: compileCriteria(criteria, type, lookups, now), now };
}

/** Matches of a search, Featured adverts and the others apart (the relevance order places them apart). */
interface Counts {
  featured: number;
  others: number;
}

/** The counts of a plain search with at most one of its own criteria, from the count tables; else undefined. */
async function plainCounts(db: Kysely<Database>, search: Search): Promise<Counts | undefined> {
  if (search.compiled.kindsOnly) return kindCounts(db, search);
  const dimension = plainDimension(search.compiled);
  if (!dimension) return undefined;
  if (dimension.kind === 'near') {
    const [byDistricts] = (await featuredByDistricts(db, search.type, [dimension.dealers])) ?? [];
    if (byDistricts) return byDistricts;
  }
  const type = sql`vehicle_type = ${search.type}`;
  const [table, where] =
    dimension.kind === 'near'
      ? [sql`vehicle_search_dealer_counts`, sql`${type} and dealer_id = any(${dimension.dealers}::integer[])`]
      : dimension.kind === 'makes'
        ? [sql`vehicle_search_model_counts`, sql`${type} and ${dimension.condition}`]
        : dimension.kind === 'price'
          ? [
              sql`vehicle_search_price_counts`,
              sql`${type} and s_price_inc_vat between ${dimension.min} and ${dimension.max}`,
            ]
          : // The fewest rows: a few hundred makes, models and trims.
            [sql`vehicle_search_model_counts`, type];
  const { rows } = await sql<Counts>`select coalesce(sum(n) filter (where s_featured), 0)::integer as featured,
      coalesce(sum(n) filter (where not s_featured), 0)::integer as others from ${table} where ${where}`.execute(db);
  return rows[0] ?? { featured: 0, others: 0 };
}

/** The search's matches, Featured and the others apart: from the count tables when it is plain. */
async function countsOf(db: Kysely<Database>, search: Search): Promise<Counts> {
  const plain = await plainCounts(db, search);
  if (plain) return plain;
  const { rows } = await sql<Counts>`select (count(*) filter (where s_featured))::integer as featured,
      (count(*) filter (where not s_featured))::integer as others
    from vehicle_search where ${whereOf(search.compiled.conditions)}`.execute(db);
  return rows[0] ?? { featured: 0, others: 0 };
}

export async function countMatches(db: Kysely<Database>, search: Search): Promise<number> {
  const plain = await plainCounts(db, search);
  if (plain) return plain.featured + plain.others;
  // One count, which an index holding every column the search reads can answer alone.
  const { rows } = await sql<{ n: number }>`select count(*)::integer as n from vehicle_search
    where ${whereOf(search.compiled.conditions)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * A dealer's stock as its page and its 'See all' results show it: the count of a search by its DealerId
 * for each vehicle type it sells, added up. The directory and the dealer's own answer give it as StockCount.
 */
export async function dealerStockCount(
  db: Kysely<Database>,
  dealer: { Id: number; VehicleTypes?: readonly VehicleKind[] },
  now: Date,
): Promise<number> {
  let total = 0;
  for (const type of new Set(dealer.VehicleTypes?.length ? dealer.VehicleTypes : (['car'] as const))) {
    total += await countMatches(db, await prepareSearch(db, { Type: type, DealerId: dealer.Id }, type, now));
  }
  return total;
}

/** The distance bands of the relevance order, in miles: nearer bands first (requirements 7.7). */
const RELEVANCE_BANDS = [10, 25, 50, 100] as const;

/** The Featured places at the top of each page: 3 in a page of 20, fewer in smaller pages (requirements 7.7). */
const featuredSlots = (pageSize: number) => Math.floor((3 * pageSize) / 20);

/** A tier of the relevance order: its condition, and its dealers when it is a distance band alone. */
interface RelevanceTier {
  condition: RawBuilder<unknown>;
  dealers?: number[];
}

/**
 * The relevance order as tiers, each a condition, in order; within a tier the newest advert first.
 * The distance bands when a postcode gives them (each its dealers), and within each the recommended
 * dealers first when asked.
 */
function relevanceTiers(search: Search, nearest: DealersByDistance | undefined): RelevanceTier[] {
  let tiers: RelevanceTier[] = [{ condition: sql`true` }];
  if (nearest) {
    // The bands and, last, the dealers beyond them: nearest first, each band the next dealers.
    const ends = [...RELEVANCE_BANDS.map((limit) => withinMiles(nearest, limit)), nearest.ids.length];
    tiers = ends
      .map((end, index) => nearest.ids.slice(index === 0 ? 0 : ends[index - 1], end))
      .filter((dealers) => dealers.length > 0)
      .map((dealers) => ({ condition: sql`dealer_id = any(${dealers}::integer[])`, dealers }));
  }
  if (search.criteria.IsRecommendedSearch)
    tiers = tiers.flatMap(({ condition }) => [
      { condition: sql`${condition} and s_dealer_rating >= 90` },
      { condition: sql`${condition} and not s_dealer_rating >= 90` },
    ]);
  return tiers;
}

/** The ORDER BY of a sort order other than relevance and distance; each ends with VehicleId. */
function orderBy(search: Search): RawBuilder<unknown> {
  const price = sql.ref(search.compiled.priceColumn);
  switch (search.criteria.SortOrder) {
    case 'price-asc':
      return sql`${price} asc, id asc`;
    case 'price-desc':
      return sql`${price} desc, id asc`;
    case 'mileage-asc':
      return sql`s_mileage asc, id asc`;
    case 'year-desc':
      return sql`s_year desc, s_mileage asc, id asc`;
    case 'price-rating':
      // Best priced first: the price's share of its comparables' median; adverts without a label last.
      return sql`s_price_ratio asc nulls last, id asc`;
    case 'monthly-asc':
      // An HP payment rises with the cash price on one deposit and term; a PCP's depends on the car's age
      // and mileage too, so it is worked out for each.
      return search.compiled.monthlyPay
        ? sql`${search.compiled.monthlyPay} asc, id asc`
        : sql`s_price_inc_vat asc, id asc`;
    default:
      // recently-added
      return sql`id desc`;
  }
}

/**
 * Which ranks of each kind fill places [offset, offset + size) of the relevance order with paid
 * placement (requirements 7.7): each page of `size` starts with its `slots` Featured places, filled by
 * Featured adverts in relevance order, and the other adverts fill the rest; when either kind runs out,
 * the other fills the places left. An advert's key is its place (page × size + place on the page),
 * rising with its rank, so the order is the two kinds merged by key.
 */
function placedRanks(counts: Counts, slots: number, size: number, offset: number) {
  const others = size - slots;
  const featuredKey = (rank: number) => Math.floor(rank / slots) * size + (rank % slots);
  const otherKey = (rank: number) => Math.floor(rank / others) * size + slots + (rank % others);
  let f = 0;
  let o = 0;
  const page: ('featured' | 'other')[] = [];
  for (let place = 0; place < offset + size; place++) {
    const canFeatured = f < counts.featured;
    const canOther = o < counts.others;
    if (!canFeatured && !canOther) break;
    const takeFeatured = canFeatured && (!canOther || featuredKey(f) < otherKey(o));
    if (place >= offset) page.push(takeFeatured ? 'featured' : 'other');
    if (takeFeatured) f++;
    else o++;
  }
  const featuredOnPage = page.filter((k) => k === 'featured').length;
  return {
    page,
    featured: { from: f - featuredOnPage, to: f },
    others: { from: o - (page.length - featuredOnPage), to: o },
  };
}

/**
 * The stored cards of these vehicles, in the order given (ids not found left out), as a visitor
 * who has not enquired about or viewed them sees them.
 */
export async function cardsById(db: Kysely<Database>, ids: number[], now: Date): Promise<VehicleCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('vehicles').select(['id', 'card']).where('id', 'in', ids).execute();
  const byId = new Map(
    (
      await withReducedFlags(
        db,
        rows.map((row) => row.card),
        now,
      )
    ).map((card) => [card.VehicleId, card]),
  );
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [{ ...card, IsEnquired: false, IsViewed: false }] : [];
  });
}

/** The vehicles' first registration dates ('YYYY-MM-DD'), by id: a PCP's age is worked out from them. */
async function registrationDates(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: number; registered: string | null }>`select id,
    record->'facts'->>'registrationDate' as registered from vehicles where id = any(${ids}::integer[])`.execute(db);
  return new Map(rows.flatMap((row) => (row.registered ? [[row.id, row.registered] as const] : [])));
}

export interface Page {
  cards: VehicleCard[];
  total: number;
}

/** Ids of ranks [from, to) of the matches with `extra`, in the relevance tiers' order (counted per tier). */
async function rankedIds(
  db: Kysely<Database>,
  where: RawBuilder<unknown>,
  tiers: { condition: RawBuilder<unknown>; n: number }[],
  { from, to }: { from: number; to: number },
): Promise<number[]> {
  const ids: number[] = [];
  let start = 0;
  for (const tier of tiers) {
    const end = start + tier.n;
    if (end > from && start < to) {
      const skip = Math.max(0, from - start);
      const take = Math.min(end, to) - start - skip;
      const { rows } = await sql<{ id: number }>`select id from vehicle_search
        where ${where} and ${tier.condition} order by id desc limit ${take} offset ${skip}`.execute(db);
      ids.push(...rows.map((row) => row.id));
    }
    start = end;
    if (start >= to) break;
  }
  return ids;
}

/** Each tier's matches, Featured and the others apart: from the dealers' counts when the search is plain. */
async function tierCounts(
  db: Kysely<Database>,
  search: Search,
  tiers: RelevanceTier[],
): Promise<{ featured: number[]; others: number[] }> {
  const plain = search.compiled.plain;
  const where = whereOf(search.compiled.conditions);
  const tierOf = sql`case ${sql.join(
    tiers.map((tier, index) => sql`when ${tier.condition} then ${index}::integer`),
    sql` `,
  )} end`;
  const fromDealers =
    plain &&
    !plain.makes &&
    plain.minPrice === undefined &&
    plain.maxPrice === undefined &&
    !search.criteria.IsRecommendedSearch;
  const bands = tiers.map((tier) => tier.dealers ?? []);
  const byDistricts =
    fromDealers && tiers.every((tier) => tier.dealers) ? await featuredByDistricts(db, search.type, bands) : undefined;
  if (byDistricts) return { featured: byDistricts.map((c) => c.featured), others: byDistricts.map((c) => c.others) };
  const { rows } = fromDealers
    ? await sql<{ tier: number; featured: boolean; n: number }>`select ${tierOf} as tier, s_featured as featured,
          sum(n)::integer as n from vehicle_search_dealer_counts
        where vehicle_type = ${search.type} ${plain?.near ? sql`and dealer_id = any(${plain.near}::integer[])` : sql``}
        group by 1, 2`.execute(db)
    : await sql<{ tier: number; featured: boolean; n: number }>`select ${tierOf} as tier, s_featured as featured,
          count(*)::integer as n from vehicle_search where ${where} group by 1, 2`.execute(db);
  const counts = { featured: tiers.map(() => 0), others: tiers.map(() => 0) };
  for (const row of rows) {
    const list = counts[row.featured ? 'featured' : 'others'];
    if (row.tier !== null) list[row.tier] = (list[row.tier] ?? 0) + row.n;
  }
  return counts;
}

/** A page in the relevance order with paid placement: each kind's ranks on the page, tier by tier. */
async function placedPage(db: Kysely<Database>, search: Search, offset: number, size: number, byDistance: boolean) {
  const tiers = relevanceTiers(search, byDistance ? search.compiled.nearest : undefined);
  const perTier =
    tiers.length === 1
      ? await countsOf(db, search).then((c) => ({ featured: [c.featured], others: [c.others] }))
      : await tierCounts(db, search, tiers);
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const counts = { featured: sum(perTier.featured), others: sum(perTier.others) };
  // Tiers by distance band cover just the dealers within the distance.
  const where = whereOf(search.compiled.conditions, byDistance ? ['near'] : []);
  const total = counts.featured + counts.others;
  const slots = featuredSlots(size);
  if (slots === 0) {
    // A page too small for Featured places: the relevance order alone.
    const all = tiers.map(({ condition }, index) => ({
      condition,
      n: (perTier.featured[index] ?? 0) + (perTier.others[index] ?? 0),
    }));
    return { ids: await rankedIds(db, where, all, { from: offset, to: offset + size }), total };
  }
  const placed = placedRanks(counts, slots, size, offset);
  const ofKind = (kind: 'featured' | 'others') =>
    tiers.map((tier, index) => ({
      condition: sql`${kind === 'featured' ? sql`s_featured` : sql`not s_featured`} and ${tier.condition}`,
      n: perTier[kind][index] ?? 0,
    }));
  const featured = await rankedIds(db, where, ofKind('featured'), placed.featured);
  const others = await rankedIds(db, where, ofKind('others'), placed.others);
  const ids = placed.page.map((kind) => (kind === 'featured' ? featured.shift() : others.shift()));
  return { ids: ids.filter((id): id is number => id !== undefined), total };
}

/**
 * A page in distance order: from the nearest dealers only, enough of them to hold the page by their
 * stock (the unsold, listed vehicles of the type, an upper bound on any search's matches there), all
 * those as near as the farthest of them; more of them when their matches are too few. The matches of
 * farther dealers all come after theirs, so a full page from them is the page.
 */
async function distancePage(
  db: Kysely<Database>,
  search: Search,
  { ids: dealerIds, miles }: DealersByDistance,
  offset: number,
  size: number,
) {
  const nearest = dealerIds.map((id, index) => [id, miles[index] ?? Infinity] as const);
  // The dealers joined are among those within the distance.
  const where = whereOf(search.compiled.conditions, ['near']);
  const stock = new Map<number, number>();
  let read = 0;
  let wanted = (offset + size) * 2;
  for (;;) {
    let held = 0;
    let end = 0;
    for (;;) {
      const next = nearest[end];
      if (!next || (held >= wanted && next[1] !== nearest[end - 1]?.[1])) break;
      if (end >= read) {
        // The stock of the next nearest dealers, a few hundred at a time.
        const ids = nearest.slice(read, read + 256).map(([id]) => id);
        const { rows } = await sql<{ dealer: number; n: number }>`select dealer_id as dealer, sum(n)::integer as n
          from vehicle_search_dealer_counts where vehicle_type = ${search.type}
            and dealer_id = any(${ids}::integer[]) group by 1`.execute(db);
        for (const row of rows) stock.set(row.dealer, row.n);
        read += ids.length;
      }
      held += stock.get(next[0]) ?? 0;
      end++;
    }
    const all = end >= nearest.length;
    const dealers = nearest.slice(0, end).filter(([id]) => (stock.get(id) ?? 0) > 0);
    if (dealers.length > 0) {
      const { rows } = await sql<{ id: number }>`select id from vehicle_search
        join unnest(${dealers.map(([id]) => id)}::integer[], ${dealers.map(([, m]) => m)}::double precision[])
          as d(near_dealer, miles) on d.near_dealer = vehicle_search.dealer_id
        where ${where} order by d.miles asc, id asc limit ${size} offset ${offset}`.execute(db);
      if (rows.length === size || all) return rows.map((row) => row.id);
    } else if (all) return [];
    wanted *= 4;
  }
}

/** Page `page` (from 1) of `size` cards, each with its Position in the whole order. */
export async function pageOfMatches(db: Kysely<Database>, search: Search, page: number, size: number): Promise<Page> {
  const miles = search.compiled.nearest;
  const order = search.criteria.SortOrder ?? 'relevance';
  // With no postcode there is no distance: 'distance-asc' is the relevance order.
  const relevance = order === 'relevance' || (order === 'distance-asc' && miles === undefined);
  const offset = (page - 1) * size;
  let ids: number[];
  let total: number;
  if (relevance) ({ ids, total } = await placedPage(db, search, offset, size, miles !== undefined));
  else {
    total = await countMatches(db, search);
    ids =
      offset >= total
        ? []
        : order === 'distance-asc' && miles
          ? await distancePage(db, search, miles, offset, size)
          : (
              await sql<{ id: number }>`select id from vehicle_search where ${whereOf(search.compiled.conditions)}
                order by ${orderBy(search)} limit ${size} offset ${offset}`.execute(db)
            ).rows.map((row) => row.id);
  }
  const basis = monthlyBasis(search.criteria);
  const registered = basis?.financeType === 'PCP' ? await registrationDates(db, ids) : new Map<number, string>();
  const cards = (await cardsById(db, ids, search.now)).map((card, index) => ({
    ...(basis ? withMonthlyPayment(card, basis, registered.get(card.VehicleId), search.now) : card),
    Position: offset + index + 1,
  }));
  return { cards, total };
}

/** Counts grouped by make, model and trim, leaving the make criterion out (for MakeModels counters). */
export async function makeModelCounts(db: Kysely<Database>, search: Search): Promise<ModelRow[]> {
  const scan = async (makes?: string[]) =>
    (
      await sql<ModelRow>`select s_make as make, s_model as model, s_trim as trim, count(*)::integer as n
        from vehicle_search where ${whereOf(search.compiled.conditions, ['makes'])}
        ${makes ? sql`and s_make = any(${makes}::text[])` : sql``} group by s_make, s_model, s_trim`.execute(db)
    ).rows;
  return (await plainModelRows(db, search, scan)) ?? (await scan());
}

/**
 * Several counts in one scan: each named condition counted over the matches of the search, leaving
 * out the criteria named with it.
 */
export async function countsWithout(
  db: Kysely<Database>,
  search: Search,
  wanted: { name: string; without: Parameters<typeof whereOf>[1]; condition: RawBuilder<unknown> }[],
): Promise<Map<string, number>> {
  if (wanted.length === 0) return new Map();
  const { conditions } = search.compiled;
  // The conditions no count leaves out narrow the one scan (through their indexes).
  const leftOut = new Set(wanted.flatMap((w) => w.without ?? []));
  const common = conditions.filter((c) => !leftOut.has(c.key));
  const selects = wanted.map(
    (w, index) =>
      sql`count(*) filter (where ${whereOf(
        conditions.filter((c) => leftOut.has(c.key)),
        w.without,
      )} and ${w.condition})::integer as ${sql.ref(`c${index}`)}`,
  );
  const { rows } = await sql<Record<string, number>>`select ${sql.join(selects)} from vehicle_search where ${whereOf(
    common,
  )}`.execute(db);
  const row = rows[0] ?? {};
  return new Map(wanted.map((w, index) => [w.name, row[`c${index}`] ?? 0]));
}
