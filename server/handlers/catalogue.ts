/**
 * Vehicles and dealers by id, and the dealer directory. The stored vehicle page is completed per
 * request: its dealer from the dealers table, the dealer's other unsold vehicles (newest first, up
 * to 8, and how many in all), its fuel cost a year (domain/runningCosts.ts) and, with a postcode, the distance between the postcode's district
 * centroid and the dealer's (haversine, rounded to 0.1 mile).
 */
import { type Kysely, sql } from 'kysely';
import { DealerIdValue, VehicleIdValue } from '../../openapi/generated/limits';
import type { components } from '../../openapi/generated/schema';
import { catalogueReads } from '../db/replica';
import { dealerReviewPage } from '../db/dealerReviews';
import type { Database } from '../db/schema';
import { dealerStockCount } from '../search/engine';
import { priceRatingOf } from '../search/priceIndicator';
import { withReducedFlags } from '../search/reduced';
import type { Handlers } from '../types';
import { perDatabase } from './cache';
import { postcodeProblem } from '../search/criteria';
import { distanceBetween, locatePostcode, type Point } from './geo';
import { vehiclePcpExample } from '../finance';
import { annualFuelCost } from '../../domain/runningCosts';
import { vehicleTypeOfCode } from '../../domain/vehicleTypes';
import type { StoredVehicleDetail } from '../seed/types';

type Dealer = components['schemas']['Dealer'];
type VehicleCard = components['schemas']['VehicleCard'];

export const vehicleNotFound = { Code: 404, FriendlyMessage: 'Sorry, this vehicle is no longer advertised.' };
export const dealerNotFound = { Code: 404, FriendlyMessage: 'Sorry, we could not find that dealer.' };

/** The directory's page size ("at most 20, the server's choice"). */
const DEALER_PAGE_SIZE = 20;
/** A page of a dealer's reviews unless `pageSize` says otherwise (the contract's default). */
const DEALER_REVIEW_PAGE_SIZE = 10;
/** DealerStock holds up to this many of the dealer's other vehicles. */
const DEALER_STOCK_SHOWN = 8;

/**
 * An id is a stored one only within the contract's range of ids (VehicleIdValue, DealerIdValue: the
 * columns' 32-bit range); the path's ten digits can name more, and those name nothing (requirements 10.6).
 */
function inRange(id: number, range: { minimum: number; maximum: number }) {
  return Number.isInteger(id) && id >= range.minimum && id <= range.maximum;
}

export async function findVehicle(db: Kysely<Database>, id: number) {
  if (!inRange(id, VehicleIdValue)) return undefined;
  return db.selectFrom('vehicles').select(['id', 'dealer_id', 'record']).where('id', '=', id).executeTakeFirst();
}

export async function findDealer(db: Kysely<Database>, id: number) {
  if (!inRange(id, DealerIdValue)) return undefined;
  return db.selectFrom('dealers').select(['id', 'record']).where('id', '=', id).executeTakeFirst();
}

/** The dealer's unsold vehicles other than `exceptId`: newest listed first (VehicleId descending on a tie). */
async function otherStock(db: Kysely<Database>, dealerId: number, exceptId: number, now: Date) {
  const rows = await sql<{ card: VehicleCard; total: string | number }>`
    select vehicles.card, count(*) over () as total
    from vehicle_search join vehicles using (id)
    where vehicle_search.dealer_id = ${dealerId} and id <> ${exceptId} and not s_sold
    order by s_listed_at desc, id desc
    limit ${DEALER_STOCK_SHOWN}`.execute(db);
  const cards = await withReducedFlags(
    db,
    rows.rows.map((r) => r.card),
    now,
  );
  return { cards, count: Number(rows.rows[0]?.total ?? 0) };
}

/** The dealer as the API answers it: its StockCount is its stock as its page shows it, counted now. */
async function withStockCount(db: Kysely<Database>, dealer: Dealer, now: Date): Promise<Dealer> {
  return { ...dealer, StockCount: await dealerStockCount(db, dealer, now) };
}

/** Every dealer (kept per database: the catalogue is read only at run time). */
const allDealers = perDatabase(async (db) =>
  (await db.selectFrom('dealers').select('record').orderBy('id').execute()).map((r) => r.record),
);

/**
 * The dealer nearest a postcode (nearest first, then by name, as the directory lists them), or none when
 * the postcode cannot be placed.
 */
export async function nearestDealer(db: Kysely<Database>, postcode: string): Promise<Dealer | undefined> {
  const from = await locatePostcode(db, postcode);
  if (!from.found) return undefined;
  return byDistance(await allDealers(db), from)[0]?.dealer;
}

const byName = (a: Dealer, b: Dealer) => compareText(a.Name, b.Name) || a.Id - b.Id;

/** Dealers nearest first, then by name; all at 0 miles (so by name) without a place to measure from. */
function byDistance(rows: { dealer: Dealer; facts: Point }[], from?: Point) {
  const dealers = rows.map((r) => ({ dealer: r.dealer, miles: from ? distanceBetween(from, r.facts) : 0 }));
  return dealers.sort((a, b) => a.miles - b.miles || byName(a.dealer, b.dealer));
}

/** The vehicle's PCP example beside its HP one (VehicleDetail.FinancePCP), where it has an HP one and a PCP is offered. */
function withPcpExample(
  detail: { Finance?: unknown; Vehicle: { Sold?: boolean } },
  price: number,
  facts: { registrationDate: string; mileage: number },
  now: Date,
) {
  if (!detail.Finance || detail.Vehicle.Sold) return {};
  const example = vehiclePcpExample({ price, registrationDate: facts.registrationDate, mileage: facts.mileage }, now);
  return example ? { FinancePCP: example } : {};
}

/** The vehicle's fuel or energy cost a year (VehicleDetail.FuelCost), at today's stated mileage and prices. */
function fuelCostOf({ Vehicle: card, Specification: spec }: StoredVehicleDetail) {
  const cost = annualFuelCost({
    vehicleType: vehicleTypeOfCode(card.VehicleType),
    fuelType: card.FuelType,
    mpg: spec.FuelEconomyMpg,
  });
  return cost ? { FuelCost: cost } : {};
}

export const catalogueHandlers: Handlers = {
  async getVehicle({ path, query }, context) {
    const { now } = context;
    const db = catalogueReads(context);
    const row = await findVehicle(db, Number(path.vehicleId));
    if (!row) return { status: 404, body: vehicleNotFound };
    const { detail, facts } = row.record;
    const [dealer, stock, from, [card], rating] = await Promise.all([
      findDealer(db, row.dealer_id).then(
        async (found) => found && { ...found, dealer: await withStockCount(db, found.record.dealer, now()) },
      ),
      otherStock(db, row.dealer_id, row.id, now()),
      query.postcode ? locatePostcode(db, query.postcode) : undefined,
      withReducedFlags(db, [detail.Vehicle], now()),
      priceRatingOf(db, detail.Vehicle, facts),
    ]);
    if (!dealer) throw new Error(`Vehicle ${row.id} names dealer ${row.dealer_id}, which is not stored`);
    return {
      status: 200,
      body: {
        ...detail,
        Vehicle: card ?? detail.Vehicle,
        Dealer: dealer.dealer,
        DealerStock: stock.cards,
        DealerStockCount: stock.count,
        ...rating,
        ...fuelCostOf(detail),
        ...withPcpExample(detail, (card ?? detail.Vehicle).GBPPriceIncVAT, facts, now()),
        // A postcode that cannot be placed (no such area, or BX) leaves the distance out.
        ...(from?.found
          ? { DistanceMiles: distanceBetween(from, facts), DistanceIsApproximate: from.approximate }
          : {}),
      },
    };
  },

  async getDealer({ path }, context) {
    const { now } = context;
    const db = catalogueReads(context);
    const row = await findDealer(db, Number(path.dealerId));
    if (!row) return { status: 404, body: dealerNotFound };
    return { status: 200, body: await withStockCount(db, row.record.dealer, now()) };
  },

  async listDealerReviews({ path, query }, context) {
    const db = catalogueReads(context);
    const row = await findDealer(db, Number(path.dealerId));
    if (!row) return { status: 404, body: dealerNotFound };
    const page = query?.page ?? 1;
    const pageSize = query?.pageSize ?? DEALER_REVIEW_PAGE_SIZE;
    const { reviews, total } = await dealerReviewPage(db, row.id, { page, pageSize, now: context.now() });
    return {
      status: 200,
      body: {
        Reviews: reviews,
        Pagination: { CurrentPage: page, TotalRecords: total, PageSize: pageSize },
        Summary: row.record.dealer.ReviewSummary,
      },
    };
  },

  async listDealers({ query }, context) {
    const { now } = context;
    const db = catalogueReads(context);
    const page = query.page ?? 1;
    const place = query.postcode ? await locatePostcode(db, query.postcode) : undefined;
    if (query.postcode && place && !place.found)
      return { status: 400, body: { Code: 102, FriendlyMessage: postcodeProblem(query.postcode, place) } };
    const from = place?.found ? place : undefined;
    const rows = (await allDealers(db)).filter(
      ({ facts }) =>
        (query.vehicleType !== 'car' || facts.sellsCars) &&
        (query.vehicleType !== 'van' || facts.sellsVans) &&
        (!query.county || facts.countySlug === query.county) &&
        (!query.town || facts.townSlug === query.town),
    );
    const dealers = byDistance(rows, from);
    const start = (page - 1) * DEALER_PAGE_SIZE;
    return {
      status: 200,
      body: {
        Dealers: await Promise.all(
          dealers.slice(start, start + DEALER_PAGE_SIZE).map((d) => withStockCount(db, d.dealer, now())),
        ),
        Pagination: { CurrentPage: page, TotalRecords: dealers.length, PageSize: DEALER_PAGE_SIZE },
      },
    };
  },
};

/** Names compared as the directory lists them: case-insensitive, then by code point (stable everywhere). */
function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
