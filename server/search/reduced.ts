/**
 * Reduced prices, from one source (requirements 2.6, 9.14): an advert is reduced exactly when a price
 * cut of it is recorded in `price_reductions` on a day within the last 14 days. Worked out at query
 * time, so a cut stops counting on its fifteenth day with nothing to refresh. Search's IsReduced
 * filter, every card's Reduced and isReduced, and the price guide's reduced list all read it here.
 * A cut of the generated stock keeps its age (`rolling_days`) rather than a day, so the stock's
 * reduced adverts stay reduced however long after seeding the server runs.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';

/** How many days back a price cut makes an advert reduced. */
const REDUCED_WITHIN_DAYS = 14;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Today and the first day of the window, YYYY-MM-DD (a cut on either counts). */
function window(now: Date) {
  return { today: day(now), from: day(new Date(now.getTime() - REDUCED_WITHIN_DAYS * 86_400_000)) };
}

/** The day of a cut of `price_reductions`: its own, or today less its age. */
const cutDay = (today: string) =>
  sql<string>`coalesce(price_reductions.reduced_on, to_char(${today}::date - price_reductions.rolling_days, 'YYYY-MM-DD'))`;

/** SQL: the vehicle with this id is reduced on `now`'s day. */
export function reducedCondition(id: RawBuilder<unknown>, now: Date): RawBuilder<boolean> {
  const { today, from } = window(now);
  return sql<boolean>`exists (select 1 from price_reductions where price_reductions.vehicle_id = ${id}
    and ${cutDay(today)} between ${from} and ${today})`;
}

export interface RecentCut {
  vehicleId: number;
  previousPrice: number;
  reducedOn: string;
}

/**
 * The cuts within the window, most recent first (then by vehicle id); when given, of `ids` only, or of
 * the vehicle_search rows that condition holds for.
 */
export async function recentCuts(
  db: Kysely<Database>,
  now: Date,
  ids?: readonly number[] | RawBuilder<unknown>,
): Promise<RecentCut[]> {
  if (Array.isArray(ids) && ids.length === 0) return [];
  const { today, from } = window(now);
  const { rows } = await sql<RecentCut>`select vehicle_id as "vehicleId", previous_price as "previousPrice",
      ${cutDay(today)} as "reducedOn" from price_reductions
    where ${cutDay(today)} between ${from} and ${today}
      ${
        ids === undefined
          ? sql``
          : Array.isArray(ids)
            ? sql`and vehicle_id in (${sql.join([...ids])})`
            : sql`and vehicle_id in (select id from vehicle_search where ${ids})`
      }
    order by "reducedOn" desc, vehicle_id`.execute(db);
  return rows;
}

interface Flagged {
  VehicleId: number;
  Reduced: boolean;
  isReduced: boolean;
}

/** The cards with Reduced and isReduced as the recorded cuts say on `now`'s day. */
export async function withReducedFlags<T extends Flagged>(db: Kysely<Database>, cards: T[], now: Date): Promise<T[]> {
  const reduced = new Set(
    (
      await recentCuts(
        db,
        now,
        cards.map((card) => card.VehicleId),
      )
    ).map((cut) => cut.vehicleId),
  );
  return cards.map((card) => {
    const flag = reduced.has(card.VehicleId);
    return card.Reduced === flag && card.isReduced === flag ? card : { ...card, Reduced: flag, isReduced: flag };
  });
}
