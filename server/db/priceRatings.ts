/**
 * Writes every advert's price rating (domain/priceRating.ts) into its vehicle_search row: read
 * once over the whole stock when the catalogue is written (db/load.ts) and by the migration that
 * added the columns (022_price_ratings). The catalogue's prices do not change while it is served, so
 * the ratings hold until it is written again.
 */
import { type QueryExecutorProvider, sql } from 'kysely';
import { type RatedFacts, ratePrices } from '../../domain/priceRating';

const BATCH = 5_000;

/** Rates every advert in vehicle_search as of `now`'s year and writes the answers beside its facts. */
export async function writePriceRatings(db: QueryExecutorProvider, now: Date): Promise<number> {
  const { rows } = await sql<RatedFacts>`select id, vehicle_type as type, s_make as make, s_model as model,
      s_fuel as fuel, s_transmission as transmission, s_year as year, s_mileage as mileage,
      s_price_inc_vat as price, s_sold as sold, s_write_off as "writeOff", s_imported as imported
    from vehicle_search`.execute(db);
  const ratings = ratePrices(rows, now.getUTCFullYear());
  for (let i = 0; i < ratings.length; i += BATCH) {
    const batch = ratings.slice(i, i + BATCH);
    const column = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((rating) => rating[key]);
    await sql`update vehicle_search set s_price_label = r.label, s_price_not_rated = r.not_rated,
        s_price_compared = r.compared, s_price_median = r.median, s_price_lower_quartile = r.lower_quartile,
        s_price_upper_quartile = r.upper_quartile, s_price_ratio = r.ratio
      from unnest(${column('id')}::integer[], ${column('label')}::smallint[], ${column('notRated')}::text[],
        ${column('compared')}::integer[], ${column('median')}::integer[], ${column('lowerQuartile')}::integer[],
        ${column('upperQuartile')}::integer[], ${column('ratio')}::double precision[])
        as r(id, label, not_rated, compared, median, lower_quartile, upper_quartile, ratio)
      where vehicle_search.id = r.id`.execute(db);
  }
  return ratings.length;
}
