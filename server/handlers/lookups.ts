/**
 * Lookups with live counts: makes and models (cars, vans), car fuel types, body styles and price
 * bands, and the counties and towns the dealers are in. Counts are those of the default search (unsold adverts,
 * the defaults of requirements 9.7), so a lookup's count equals the count of a search choosing that entry.
 */
import { type RawBuilder, sql } from 'kysely';
import type { components } from '../../openapi/generated/schema';
import { priceBands } from '../../domain/search/priceBands';
import type { VehicleKind } from '../seed/types';
import { catalogue } from '../search/catalogue';
import { type ListFilter, plainDimension } from '../search/criteria';
import { countsWithout, makeModelCounts, prepareSearch } from '../search/engine';
import { defaultCriteria, filterLists, makeModelList } from '../search/panel';
import { catalogueReads } from '../db/replica';
import type { Context, Handlers } from '../types';

type County = components['schemas']['County'];

/** How many towns the site's menus feature ("Near you"): those with the most dealers. */
const FEATURED_TOWNS = 8;

const defaultSearch = (type: VehicleKind, context: Context) =>
  prepareSearch(catalogueReads(context), defaultCriteria(type), type, context.now());

const makes = (type: VehicleKind) => async (context: Context) => {
  const search = await defaultSearch(type, context);
  const [rows, { names }] = await Promise.all([
    makeModelCounts(catalogueReads(context), search),
    catalogue(catalogueReads(context)),
  ]);
  return { status: 200 as const, body: { Makes: makeModelList(rows, search, names[type], 'selected') } };
};

/** A car list filter's entries with matches, 'Any' first. */
const options = (filter: ListFilter) => async (context: Context) => {
  const search = await defaultSearch('car', context);
  const list = (await filterLists(catalogueReads(context), search, [filter]))[filter] ?? [];
  return {
    status: 200 as const,
    body: { Options: list.filter((entry) => entry.Value === '*' || (entry.Counter ?? 0) > 0) },
  };
};

/**
 * The landing pages' price bands that have cars, each with the count of its page (the default search
 * with MaxPrice at the amount: the compared price at or below it), cheapest first.
 */
const carPriceBands = async (context: Context) => {
  const search = await defaultSearch('car', context);
  const price = sql.ref(search.compiled.priceColumn);
  const bands = priceBands.map((amount) => ({
    name: String(amount),
    without: [],
    condition: sql`${price} <= ${amount}`,
  }));
  // The default search is plain: its counts by price (013_search_at_scale) answer without reading vehicles.
  const counts =
    plainDimension(search.compiled)?.kind === 'none' && search.compiled.priceColumn === 's_price_inc_vat'
      ? await countsByPrice(context, bands)
      : await countsWithout(catalogueReads(context), search, bands);
  const Options = priceBands
    .map((amount) => ({
      Name: `Under £${amount.toLocaleString('en-GB')}`,
      Value: String(amount),
      Counter: counts.get(String(amount)) ?? 0,
    }))
    .filter((band) => band.Counter > 0);
  return { status: 200 as const, body: { Options } };
};

/** The default search's count of cars at or below each band's amount, from the counts by price. */
async function countsByPrice(context: Context, bands: { name: string; condition: RawBuilder<unknown> }[]) {
  const { rows } = await sql<Record<string, number>>`select ${sql.join(
    bands.map(
      (band, index) => sql`coalesce(sum(n) filter (where ${band.condition}), 0)::integer as ${sql.ref(`b${index}`)}`,
    ),
  )} from vehicle_search_price_counts where vehicle_type = 'car'`.execute(catalogueReads(context));
  return new Map(bands.map((band, index) => [band.name, rows[0]?.[`b${index}`] ?? 0]));
}

export const lookupHandlers: Handlers = {
  listCarPriceBands: (_request, context) => carPriceBands(context),
  listCarMakes: (_request, context) => makes('car')(context),
  listVanMakes: (_request, context) => makes('van')(context),
  listCarFuelTypes: (_request, context) => options('FuelTypes')(context),
  listCarBodyStyles: (_request, context) => options('BodyStyles')(context),

  /**
   * The counties and towns that have dealers, by name. A town's CentrePostCode is the postcode of
   * its first dealer (by id), so its district is always known to the distance search.
   */
  listLocations: async (_request, context) => {
    const { dealers } = await catalogue(catalogueReads(context));
    const counties = new Map<string, County & { dealers: Map<string, number> }>();
    for (const dealer of dealers) {
      if (!dealer.countySlug || !dealer.townSlug || !dealer.postCode) continue;
      const county = counties.get(dealer.countySlug) ?? {
        Name: dealer.countyName,
        Slug: dealer.countySlug,
        Towns: [],
        dealers: new Map<string, number>(),
      };
      counties.set(dealer.countySlug, county);
      if (!county.Towns.some((town) => town.Slug === dealer.townSlug))
        county.Towns.push({ Name: dealer.townName, Slug: dealer.townSlug, CentrePostCode: dealer.postCode });
      county.dealers.set(dealer.townSlug, (county.dealers.get(dealer.townSlug) ?? 0) + 1);
    }
    const busiest = [...counties.values()]
      .flatMap((county) => [...county.dealers].map(([town, n]) => ({ key: `${county.Slug}/${town}`, n })))
      .sort((a, b) => b.n - a.n || a.key.localeCompare(b.key))
      .slice(0, FEATURED_TOWNS)
      .map((entry) => entry.key);
    const byName = (a: { Name: string }, b: { Name: string }) => a.Name.localeCompare(b.Name, 'en-GB');
    const list: County[] = [...counties.values()]
      .map(({ Name, Slug, Towns }) => ({
        Name,
        Slug,
        Towns: Towns.map((town) =>
          busiest.includes(`${Slug}/${town.Slug}`) ? { ...town, Featured: true } : town,
        ).sort(byName),
      }))
      .sort(byName);
    return { status: 200, body: { Counties: list } };
  },
};
