/**
 * Car Advice and the finance calculator: the expert reviews (the contract's own, its getReview
 * examples, with the used prices worked out from the stock), the used car price guide (worked out
 * from the stock on every call) and the finance quote (the contract's formula, server/finance.ts).
 */
import { type Kysely, sql } from 'kysely';
import type { components } from '../../openapi/generated/schema';
import { depositTooHighMessage, financeApplies } from '../../domain/finance';
import { loadContract } from '../contract';
import { catalogueReads } from '../db/replica';
import type { Database } from '../db/schema';
import { standardRoadTax } from '../../domain/roadTax';
import { financeQuote } from '../finance';
import { whereOf } from '../search/criteria';
import { prepareSearch } from '../search/engine';
import { defaultCriteria } from '../search/panel';
import { recentCuts } from '../search/reduced';
import type { Handlers } from '../types';
import { perDatabase } from './cache';

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

/** What the guide and the reviews need of every vehicle; prices are GBPPriceIncVAT (admin fee included). */
interface Priced {
  id: number;
  type: 'car' | 'van';
  makeSlug: string;
  modelSlug: string;
  make: string;
  model: string;
  sold: boolean;
  price: number;
  year: number;
  mileage: number;
}

/** Kept per database (the catalogue is read only at run time; a jsonb scan per request takes hundreds of ms). */
const pricedVehicles = perDatabase(
  async (db) =>
    (
      await sql<Priced>`
        select id, vehicle_type as type, record->'facts'->>'makeSlug' as "makeSlug",
          record->'facts'->>'modelSlug' as "modelSlug", record->'facts'->>'make' as make,
          record->'facts'->>'model' as model, (record->'facts'->>'sold')::boolean as sold,
          (record->'facts'->>'priceIncVat')::int as price, (record->'facts'->>'year')::int as year,
          (record->'facts'->>'mileage')::int as mileage
        from vehicles order by id`.execute(db)
    ).rows,
);

/**
 * The adverts among `ids` that are reduced (requirements 9.14): how many, and the most recently cut
 * of them (then by id), each with the price before and the day.
 */
async function recentlyReduced(db: Kysely<Database>, ids: readonly number[], now: Date) {
  const cuts = await recentCuts(db, now, ids);
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
  const prices = (await pricedVehicles(db))
    .filter(
      (v) =>
        !v.sold &&
        v.type === summary.VehicleType &&
        v.makeSlug === summary.MakeSlug &&
        v.modelSlug === summary.ModelSlug &&
        v.year >= from &&
        v.year <= to,
    )
    .map((v) => v.price);
  return prices.length === 0 ? undefined : { Low: Math.min(...prices), High: Math.max(...prices) };
}

/** The guide's mileage bands, lowest first: MinMileage inclusive, MaxMileage exclusive. */
const MILEAGE_BANDS = [
  { Band: 'Up to 10,000 miles', MinMileage: 0, MaxMileage: 10000 },
  { Band: '10,000 to 30,000 miles', MinMileage: 10000, MaxMileage: 30000 },
  { Band: '30,000 to 60,000 miles', MinMileage: 30000, MaxMileage: 60000 },
  { Band: 'Over 60,000 miles', MinMileage: 60000 },
] as const;

/** Count, lowest, highest and mean (rounded half up to the pound) of some adverts' prices. */
function band(adverts: Priced[]): Omit<PriceBand, 'Year' | 'Band' | 'MinMileage' | 'MaxMileage'> {
  const prices = adverts.map((a) => a.price);
  return {
    AdvertCount: prices.length,
    Low: Math.min(...prices),
    High: Math.max(...prices),
    Average: Math.round(prices.reduce((sum, p) => sum + p, 0) / prices.length),
  };
}

export const adviceHandlers: Handlers = {
  async getFinanceQuote({ query }) {
    if (!financeApplies(query.price, query.deposit))
      return { status: 422, body: { Code: 100, FriendlyMessage: depositTooHighMessage(query.price) } };
    return { status: 200, body: financeQuote({ price: query.price, deposit: query.deposit, term: query.term }) };
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
    // Every car of the scope the site holds, sold ones too (they tell us the make or model is known).
    const rows = (await pricedVehicles(db)).filter(
      (v) =>
        v.type === 'car' && (!query.make || v.makeSlug === query.make) && (!query.model || v.modelSlug === query.model),
    );
    const first = rows[0];
    if (query.make && !first) return { status: 404, body: priceGuideNotFound };
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
    const found = await sql<{ id: number }>`select id from vehicle_search
      where ${whereOf(search.compiled.conditions)}`.execute(db);
    const matched = new Set(found.rows.map((row) => row.id));
    const adverts = rows.filter((r) => matched.has(r.id));
    const years = [...new Set(adverts.map((a) => a.year))].sort((a, b) => b - a);
    const names = first && query.make ? { Make: first.make, MakeSlug: query.make } : {};
    const model = first && query.model ? { Model: first.model, ModelSlug: query.model } : {};
    const all = adverts.length > 0 ? band(adverts) : undefined;
    return {
      status: 200,
      body: {
        ...names,
        ...model,
        Title:
          first && query.model ? `${first.make} ${first.model}` : first && query.make ? first.make : 'All used cars',
        AdvertCount: adverts.length,
        ...(all ? { AveragePrice: all.Average, PriceRange: { Low: all.Low, High: all.High } } : {}),
        ByYear: years.map((Year) => ({ Year, ...band(adverts.filter((a) => a.year === Year)) })),
        ByMileage: MILEAGE_BANDS.flatMap((b) => {
          const inBand = adverts.filter(
            (a) => a.mileage >= b.MinMileage && ('MaxMileage' in b ? a.mileage < b.MaxMileage : true),
          );
          return inBand.length > 0 ? [{ ...b, ...band(inBand) }] : [];
        }),
        ...(await recentlyReduced(
          db,
          adverts.map((a) => a.id),
          now(),
        )),
        UpdatedOn: now().toISOString().slice(0, 10),
      },
    };
  },
};
