/**
 * A vehicle page's price rating (the contract's PriceIndicator, or PriceNotRated): the rating written
 * beside the advert's facts (022_price_ratings) with what it was judged against, and the search that
 * finds its comparables.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type NotRatedReason, labelOfCode, mileageBand, priceRatingRule } from '../../domain/priceRating';
import type { components } from '../../openapi/generated/schema';
import type { VehicleCard, VehicleDetail, VehicleFacts } from '../seed/types';

type SearchCriteria = components['schemas']['SearchCriteria'];

type Rated = Pick<VehicleDetail, 'PriceIndicator' | 'PriceNotRated'>;

/** The search that finds an advert's comparables (PriceIndicator.Comparables.Search). */
function comparablesSearch(facts: VehicleFacts): SearchCriteria {
  const { from, to } = mileageBand(facts.mileage);
  return {
    Type: facts.type,
    MakeModels: [{ Value: facts.makeSlug, Selected: true, Models: [{ Value: facts.modelSlug, Selected: true }] }],
    MinYear: facts.year - priceRatingRule.yearsEitherSide,
    MaxYear: facts.year + priceRatingRule.yearsEitherSide,
    MinMileage: from,
    MaxMileage: to,
    FuelTypes: [{ Value: facts.fuel, Selected: true }],
    Transmissions: [{ Value: facts.transmission, Selected: true }],
    ExcludeHistoryCatNCatD: true,
    ExcludeHistoryCatSCatC: true,
    ExcludeImports: true,
    SelectedSoldStatusV2: 'both',
    IncludeOnlineOnlySearch: true,
    BatteryIsLeased: true,
  };
}

/** The advert's rating as the vehicle page gives it; nothing when none was written (a stock not yet rated). */
export async function priceRatingOf(
  db: Kysely<Database>,
  card: VehicleCard,
  facts: VehicleFacts,
): Promise<Rated | undefined> {
  const row = await db
    .selectFrom('vehicle_search')
    .select([
      's_price_label',
      's_price_not_rated',
      's_price_compared',
      's_price_median',
      's_price_lower_quartile',
      's_price_upper_quartile',
    ])
    .where('id', '=', card.VehicleId)
    .executeTakeFirst();
  const label = row?.s_price_label ? labelOfCode(row.s_price_label) : undefined;
  if (row && label && row.s_price_compared && row.s_price_median !== null) {
    const search = comparablesSearch(facts);
    return {
      PriceIndicator: {
        Label: label,
        Comparables: {
          Count: row.s_price_compared,
          Manufacturer: card.Manufacturer,
          Model: card.Model,
          FuelType: card.FuelType,
          Transmission: card.Transmission,
          YearFrom: search.MinYear ?? facts.year,
          YearTo: search.MaxYear ?? facts.year,
          MileageFrom: search.MinMileage ?? 0,
          MileageTo: search.MaxMileage ?? 0,
          MedianPrice: row.s_price_median,
          LowerQuartile: row.s_price_lower_quartile ?? row.s_price_median,
          UpperQuartile: row.s_price_upper_quartile ?? row.s_price_median,
          Search: search,
        },
      },
    };
  }
  const reason = row?.s_price_not_rated as NotRatedReason | null | undefined;
  if (!reason) return undefined;
  return {
    PriceNotRated: {
      Reason: reason,
      ...(reason === 'too-few' && row?.s_price_compared ? { Compared: row.s_price_compared } : {}),
    },
  };
}
