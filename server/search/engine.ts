/**
 * Running compiled searches: the count, one page of cards in a sort order, and the counters a panel
 * shows. Count, page and panel share one compilation, so they apply the same matching.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { components } from '../../openapi/generated/schema';
import type { Database } from '../db/schema';
import type { VehicleKind } from '../seed/types';
import { catalogue } from './catalogue';
import { compileCriteria, type CompiledSearch, type SearchCriteria, whereOf } from './criteria';
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

export async function countMatches(db: Kysely<Database>, search: Search): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::integer as n from vehicle_search where ${whereOf(
    search.compiled.conditions,
  )}`.execute(db);
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

/** The relevance order: distance band when a postcode gives one, recommended dealers when asked, newest. */
function relevanceOrder(search: Search, distance: boolean): RawBuilder<unknown> {
  const band = distance
    ? sql`case ${sql.join(
        RELEVANCE_BANDS.map((miles, index) => sql`when d.miles <= ${miles} then ${index}`),
        sql` `,
      )} else ${RELEVANCE_BANDS.length} end asc, `
    : sql``;
  const recommended = search.criteria.IsRecommendedSearch ? sql`(s_dealer_rating >= 90) desc, ` : sql``;
  return sql`${band}${recommended}id desc`;
}

/** The ORDER BY of a sort order other than relevance (distance-asc with a postcode); each ends with VehicleId. */
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
    case 'distance-asc':
      return sql`d.miles asc, id asc`;
    case 'monthly-asc':
      // The monthly payment rises with the cash price on one deposit and term.
      return sql`s_price_inc_vat asc, id asc`;
    default:
      // recently-added
      return sql`id desc`;
  }
}

/**
 * The relevance order with paid placement (requirements 7.7): each page of `size` starts with its
 * Featured places, filled by Featured adverts in relevance order, and the other adverts fill the rest
 * in relevance order; when either kind runs out, the other fills the places left. Each advert's key
 * is its place: page × size + place on the page.
 */
function placedOrder(slots: number, size: number): RawBuilder<unknown> {
  const others = size - slots;
  return sql`case when s_featured
      then (rank / ${slots}) * ${size} + rank % ${slots}
      else (rank / ${others}) * ${size} + ${slots} + rank % ${others} end asc, id desc`;
}

/**
 * The stored cards of these vehicles, in the order given (ids not found left out), as a visitor
 * who has not enquired about or viewed them sees them.
 */
export async function cardsById(db: Kysely<Database>, ids: number[], now: Date): Promise<VehicleCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', sql<VehicleCard>`record->'detail'->'Vehicle'`.as('card')])
    .where('id', 'in', ids)
    .execute();
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

export interface Page {
  cards: VehicleCard[];
  total: number;
}

/** Page `page` (from 1) of `size` cards, each with its Position in the whole order. */
export async function pageOfMatches(db: Kysely<Database>, search: Search, page: number, size: number): Promise<Page> {
  const where = whereOf(search.compiled.conditions);
  const miles = search.compiled.dealerMiles;
  const order = search.criteria.SortOrder ?? 'relevance';
  const byDistance = (order === 'distance-asc' || order === 'relevance') && miles !== undefined;
  // With no postcode there is no distance: 'distance-asc' is the relevance order.
  const relevance = order === 'relevance' || (order === 'distance-asc' && miles === undefined);
  const slots = relevance ? featuredSlots(size) : 0;
  const join = byDistance
    ? sql`join (values ${sql.join(
        [...miles].map(([id, m]) => sql`(${id}::integer, ${m}::double precision)`),
      )}) as d(near_dealer, miles) on d.near_dealer = vehicle_search.dealer_id`
    : sql``;
  const offset = (page - 1) * size;
  // The page and the total in one scan; a page past the end has no rows to carry it, so count then.
  // Relevance ranks Featured adverts and the others apart, then places them on the pages.
  const { rows } =
    slots > 0
      ? await sql<{ id: number; total: number }>`select id, total from (
          select id, s_featured, (count(*) over ())::integer as total,
            row_number() over (partition by s_featured order by ${relevanceOrder(search, byDistance)}) - 1 as rank
          from vehicle_search ${join} where ${where}) as ranked
        order by ${placedOrder(slots, size)} limit ${size} offset ${offset}`.execute(db)
      : await sql<{ id: number; total: number }>`select id, (count(*) over ())::integer as total
          from vehicle_search ${join} where ${where}
          order by ${relevance ? relevanceOrder(search, byDistance) : orderBy(search)} limit ${size} offset ${offset}`.execute(
          db,
        );
  const count = rows[0]?.total ?? (offset === 0 ? 0 : await countMatches(db, search));
  const basis = monthlyBasis(search.criteria);
  const cards = (
    await cardsById(
      db,
      rows.map((row) => row.id),
      search.now,
    )
  ).map((card, index) => ({
    ...(basis ? withMonthlyPayment(card, basis) : card),
    Position: offset + index + 1,
  }));
  return { cards, total: count };
}

/** Counts grouped by make, model and trim, leaving the make criterion out (for MakeModels counters). */
export async function makeModelCounts(db: Kysely<Database>, search: Search) {
  const { rows } = await sql<{ make: string; model: string; trim: string; n: number }>`
    select s_make as make, s_model as model, s_trim as trim, count(*)::integer as n from vehicle_search
    where ${whereOf(search.compiled.conditions, ['makes'])} group by s_make, s_model, s_trim`.execute(db);
  return rows;
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
  const common = conditions.filter((c) => c.key === 'type' || c.key === 'other');
  const selects = wanted.map(
    (w, index) =>
      sql`count(*) filter (where ${whereOf(
        conditions.filter((c) => c.key !== 'type' && c.key !== 'other'),
        w.without,
      )} and ${w.condition})::integer as ${sql.ref(`c${index}`)}`,
  );
  const { rows } = await sql<Record<string, number>>`select ${sql.join(selects)} from vehicle_search where ${whereOf(
    common,
  )}`.execute(db);
  const row = rows[0] ?? {};
  return new Map(wanted.map((w, index) => [w.name, row[`c${index}`] ?? 0]));
}
