/**
 * Car Advice and the finance calculator: the expert reviews (the contract's own, its getReview
 * examples, with the used prices worked out from the stock), the used car price guide (worked out
 * from the stock on every call) and the finance quote (the contract's formula, server/finance.ts).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { components } from '../../openapi/generated/schema';
import { depositTooHighMessage, financeApplies } from '../../domain/finance';
import { loadContract } from '../contract';
import { catalogueReads } from '../db/replica';
import type { Database } from '../db/schema';
import { standardRoadTax } from '../../domain/roadTax';
import { financeQuote, pcpRefusal } from '../finance';
import { catalogue } from '../search/catalogue';
import { whereOf } from '../search/criteria';
import { prepareSearch } from '../search/engine';
import { defaultCriteria } from '../search/panel';
import { recentCuts } from '../search/reduced';
import type { Handlers } from '../types';

type Review = components['schemas']['Review'];
type ReviewSummary = components['schemas']['ReviewSummary'];
type PriceBand = components['schemas']['PriceBand'];

const reviewNotFound = { Code: 404, FriendlyMessage: 'Sorry, we could not find that review.' };
const priceGuideNotFound = { Code: 404, FriendlyMessage: 'Sorry, we have no prices for that make and model.' };
const badRequest = { Code: 100, FriendlyMessage: 'Sorry, something was wrong with that request. Please try again.' };

const REVIEW_PAGE_SIZE = 20;
const REDUCED_SHOWN = 20;

/**
 * The published reviews: the contract's getReview examples, newest first (then by id), their road tax
 * the standard rate the generation's adverts pay (domain/roadTax.ts, the seed's own source).
 */
const publishedReviews: readonly Review[] = (() => {
  const doc = loadContract() as unknown as {
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, { examples: object }> }> } }>;
  };
  const examples = doc.paths['/api/reviews/{reviewId}']?.get.responses['200']?.content['application/json']?.examples;
  return Object.values((examples ?? {}) as Record<string, { value: Review }>)
    .map(({ value }) => {
      const firstYear = Number(/^\d{4}/.exec(value.Summary.Generation ?? '')?.[0] ?? 0);
      const tax = standardRoadTax(value.Summary.VehicleType, firstYear);
      return tax === undefined ? value : { ...value, RunningCosts: { ...value.RunningCosts, AnnualTaxGBP: tax } };
    })
    .sort(
      (a, b) => b.Summary.PublishedOn.localeCompare(a.Summary.PublishedOn) || a.Summary.Id.localeCompare(b.Summary.Id),
    );
})();

/** The years a review's generation covers ('2017 to 2023', '2019 on'). */
function generationYears(summary: ReviewSummary, now: Date): [number, number] {
  const match = /^(\d{4})(?: to (\d{4})| on)$/.exec(summary.Generation ?? '');
  if (!match) return [1900, now.getUTCFullYear()];
  return [Number(match[1]), match[2] ? Number(match[2]) : now.getUTCFullYear()];
}

/**
 * The adverts of vehicle_search that `matches` holds for that are reduced (requirements 9.14): how many,
 * and the most recently cut of them (then by id), each with the price before and the day.
 */
async function recentlyReduced(db: Kysely<Database>, matches: RawBuilder<unknown>, now: Date) {
  const cuts = await recentCuts(db, now, matches);
  const shown = cuts.slice(0, REDUCED_SHOWN);
  const records = new Map(
    shown.length === 0
      ? []
      : (
          await db
            .selectFrom('vehicles')
            .select(['id', 'record'])
            .where(
              'id',
              'in',
              shown.map((cut) => cut.vehicleId),
            )
            .execute()
        ).map((row) => [row.id, row.record]),
  );
  return {
    RecentlyReducedCount: cuts.length,
    RecentlyReduced: shown.flatMap((cut, index) => {
      const record = records.get(cut.vehicleId);
      if (!record) return [];
      return [
        {
          Vehicle: { ...record.detail.Vehicle, Reduced: true, isReduced: true, Position: index + 1 },
          PreviousPrice: cut.previousPrice,
          ReducedOn: cut.reducedOn,
        },
      ];
    }),
  };
}

/** Lowest and highest price of unsold vehicles of the review's type, make and model within its generation. */
async function usedPrices(db: Kysely<Database>, summary: ReviewSummary, now: Date) {
  const [from, to] = generationYears(summary, now);
  const { rows } = await sql<{ low: number | null; high: number | null }>`
    select min(s_price_inc_vat) as low, max(s_price_inc_vat) as high from vehicle_search
    where vehicle_type = ${summary.VehicleType} and s_make = ${summary.MakeSlug} and s_model = ${summary.ModelSlug}
      and not s_sold and s_year between ${from} and ${to}`.execute(db);
  const { low, high } = rows[0] ?? { low: null, high: null };
  return low === null || high === null ? undefined : { Low: low, High: high };
}

/** The guide's mileage bands, lowest first: MinMileage inclusive, MaxMileage exclusive. */
const MILEAGE_BANDS = [
  { Band: 'Up to 10,000 miles', MinMileage: 0, MaxMileage: 10000 },
  { Band: '10,000 to 30,000 miles', MinMileage: 10000, MaxMileage: 30000 },
  { Band: '30,000 to 60,000 miles', MinMileage: 30000, MaxMileage: 60000 },
  { Band: 'Over 60,000 miles', MinMileage: 60000 },
] as const;

/** The count, lowest, highest and sum of some adverts' prices (GBPPriceIncVAT, admin fee included). */
interface Prices {
  n: number;
  low: number;
  high: number;
  sum: number;
}

/** Count, lowest, highest and mean (rounded half up to the pound) of some adverts' prices. */
function band({ n, low, high, sum }: Prices): Omit<PriceBand, 'Year' | 'Band' | 'MinMileage' | 'MaxMileage'> {
  return { AdvertCount: n, Low: low, High: high, Average: Math.round(sum / n) };
}

/** The prices of the adverts matching `where`, grouped by `key` (one group per value, none without adverts). */
async function pricesBy(db: Kysely<Database>, where: RawBuilder<unknown>, key: RawBuilder<number>) {
  const { rows } = await sql<Prices & { key: number; sum: string }>`
    select (${key})::integer as key, count(*)::integer as n, min(s_price_inc_vat) as low, max(s_price_inc_vat) as high,
      sum(s_price_inc_vat)::bigint as sum
    from vehicle_search where ${where} group by 1`.execute(db);
  return new Map(rows.map((row) => [row.key, { ...row, sum: Number(row.sum) }]));
}

/** The prices of all the groups together, or undefined for none. */
function allPrices(groups: Iterable<Prices>): Prices | undefined {
  let all: Prices | undefined;
  for (const g of groups)
    all = all
      ? { n: all.n + g.n, low: Math.min(all.low, g.low), high: Math.max(all.high, g.high), sum: all.sum + g.sum }
      : g;
  return all;
}

export const adviceHandlers: Handlers = {
  async getFinanceQuote({ query }) {
    if (!financeApplies(query.price, query.deposit))
      return { status: 422, body: { Code: 100, FriendlyMessage: depositTooHighMessage(query.price) } };
    const input = {
      price: query.price,
      deposit: query.deposit,
      term: query.term,
      annualMileage: query.annualMileage,
      financeType: query.financeType ?? 'HP',
      ageYears: query.vehicleAge ?? 0,
      mileage: query.vehicleMileage ?? 0,
    };
    const refusal = input.financeType === 'PCP' ? pcpRefusal(input) : null;
    if (refusal) return { status: 422, body: { Code: 100, FriendlyMessage: refusal } };
    return { status: 200, body: financeQuote(input) };
  },

  async listReviews({ query }) {
    const type = query.vehicleType ?? 'car';
    const page = query.page ?? 1;
    const ofType = publishedReviews.filter((r) => r.Summary.VehicleType === type).map((r) => r.Summary);
    const chosen = query.make ? ofType.filter((s) => s.MakeSlug === query.make) : ofType;
    const makes = new Map<string, { Name: string; Slug: string; ReviewCount: number }>();
    for (const s of ofType) {
      const make = makes.get(s.MakeSlug) ?? { Name: s.Make, Slug: s.MakeSlug, ReviewCount: 0 };
      make.ReviewCount += 1;
      makes.set(s.MakeSlug, make);
    }
    const start = (page - 1) * REVIEW_PAGE_SIZE;
    return {
      status: 200,
      body: {
        Reviews: chosen.slice(start, start + REVIEW_PAGE_SIZE),
        Makes: [...makes.values()].sort((a, b) => a.Name.localeCompare(b.Name, 'en')),
        Pagination: { CurrentPage: page, TotalRecords: chosen.length, PageSize: REVIEW_PAGE_SIZE },
      },
    };
  },

  async getReview({ path }, context) {
    const { now } = context;
    const db = catalogueReads(context);
    const review = publishedReviews.find((r) => r.Summary.Id === path.reviewId);
    if (!review) return { status: 404, body: reviewNotFound };
    const { UsedPrices, ...rest } = review;
    void UsedPrices;
    const prices = await usedPrices(db, review.Summary, now());
    return { status: 200, body: prices ? { ...rest, UsedPrices: prices } : rest };
  },

  async getPriceGuide({ query }, context) {
    const { now } = context;
    const db = catalogueReads(context);
    if (query.model && !query.make) return { status: 400, body: badRequest };
    // A make or model the site holds, sold ones too (vehicle_names), is known.
    const names = (await catalogue(db)).names.car;
    const make = query.make ? names.make.get(query.make) : undefined;
    const model = query.make && query.model ? names.model.get(`${query.make}/${query.model}`) : undefined;
    if (query.make && (make === undefined || (query.model && model === undefined)))
      return { status: 404, body: priceGuideNotFound };
    // The adverts are those the search finds for the make and model, by its own filters (requirements 2.6).
    const search = await prepareSearch(
      db,
      {
        ...defaultCriteria('car'),
        MakeModels: query.make
          ? [{ Value: query.make, Selected: true, Models: query.model ? [{ Value: query.model, Selected: true }] : [] }]
          : [],
      },
      'car',
      now(),
    );
    const where = whereOf(search.compiled.conditions);
    const byYear = await pricesBy(db, where, sql<number>`s_year`);
    const byMileage = await pricesBy(
      db,
      where,
      sql<number>`case ${sql.join(
        MILEAGE_BANDS.map((b, index) =>
          'MaxMileage' in b ? sql`when s_mileage < ${b.MaxMileage} then ${index}` : sql``,
        ),
        sql` `,
      )} else ${MILEAGE_BANDS.length - 1} end`,
    );
    const all = allPrices(byYear.values());
    return {
      status: 200,
      body: {
        ...(make && query.make ? { Make: make, MakeSlug: query.make } : {}),
        ...(model && query.model ? { Model: model, ModelSlug: query.model } : {}),
        Title: make && model ? `${make} ${model}` : (make ?? 'All used cars'),
        AdvertCount: all?.n ?? 0,
        ...(all ? { AveragePrice: band(all).Average, PriceRange: { Low: all.low, High: all.high } } : {}),
        ByYear: [...byYear].sort(([a], [b]) => b - a).map(([Year, prices]) => ({ Year, ...band(prices) })),
        ByMileage: MILEAGE_BANDS.flatMap((b, index) => {
          const inBand = byMileage.get(index);
          return inBand ? [{ ...b, ...band(inBand) }] : [];
        }),
        ...(await recentlyReduced(db, where, now())),
        UpdatedOn: now().toISOString().slice(0, 10),
      },
    };
  },
};
