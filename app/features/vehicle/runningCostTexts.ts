import { formatNumber } from '@ds';
import { engineFuel } from '@domain/cleanAir';
import type { VehicleDetail } from '../../api/types';

type FuelCost = NonNullable<VehicleDetail['FuelCost']>;
type FuelType = VehicleDetail['Vehicle']['FuelType'];

/**
 * The words of the running costs, said once for the vehicle page's section and the `running-cost`
 * overlay that explains it.
 */

/** 'April 2025' from the first day of the prices' period. */
const monthOf = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );

const pence = (value: number) => `${formatNumber(value)}p`;

/** The fact's label: what the cost is of. */
export const fuelCostLabel = (cost: FuelCost) =>
  cost.Energy === 'Electricity'
    ? 'Electricity cost'
    : cost.Energy === 'Petrol and electricity'
      ? 'Fuel and electricity cost'
      : 'Fuel cost';

/** What the fuel cost assumed: 'At 7,400 miles a year, petrol at 135p a litre and 60.1 mpg (prices of April 2025).' */
export function fuelCostBasisText(cost: FuelCost): string {
  const miles = `At ${formatNumber(cost.AnnualMileage)} miles a year`;
  const electricity = `electricity charged at home at ${pence(cost.PencePerKWh ?? 0)} a kWh, using ${formatNumber(cost.KWhPerMile ?? 0)} kWh a mile`;
  const fuel = `${cost.Energy === 'Diesel' ? 'diesel' : 'petrol'} at ${pence(cost.PencePerLitre ?? 0)} a litre and ${formatNumber(cost.FuelEconomyMpg ?? 0)} mpg`;
  const when = `(prices of ${monthOf(cost.PricesFrom)})`;
  if (cost.Energy === 'Electricity') return `${miles}, ${electricity} ${when}.`;
  if (cost.Energy === 'Petrol and electricity') {
    const share = `${formatNumber(Math.round((cost.ElectricShare ?? 0) * 100))}%`;
    return `${miles}, ${share} of them on ${electricity}, the rest on ${fuel} with the battery flat ${when}.`;
  }
  return `${miles}, ${fuel} ${when}.`;
}

const engineWords: Record<FuelType, string> = {
  Petrol: 'petrol',
  Diesel: 'diesel',
  Hybrid: 'petrol hybrid',
  'Plug-in Hybrid': 'petrol plug-in hybrid',
  'Bi-fuel': 'petrol bi-fuel',
  Electric: 'electric',
};

/** The least standard each engine needs, as people say it. */
export const minimumWords = { petrol: 'Euro 4', diesel: 'Euro 6' } as const;

export interface CleanAirVerdict {
  meets: boolean;
  /** The badge's words: whether it meets the standards, and by what. */
  title: string;
  /** What that means for driving in a zone. */
  detail: string;
}

/** The ULEZ and clean-air-zone badge, in words; none when the advert does not say. */
export function cleanAirVerdict(detail: VehicleDetail): CleanAirVerdict | undefined {
  const { IsULEZCompliant: meets, EuroStandard: standard } = detail.Specification;
  const fuelType = detail.Vehicle.FuelType;
  if (meets === undefined) return undefined;
  const engine = engineWords[fuelType];
  const what = standard ? `${standard} ${engine}` : engine;
  if (meets)
    return {
      meets,
      title: `Meets ULEZ and clean air zone standards (${what})`,
      detail: "It can be driven in London's ULEZ and England's clean air zones without a daily charge.",
    };
  const fuel = engineFuel(fuelType);
  const needs = fuel === 'electric' ? '' : ` (${what}: a ${fuel} engine needs ${minimumWords[fuel]} or later)`;
  return {
    meets,
    title: "Does not meet ULEZ standards: a daily charge applies in London's ULEZ",
    detail: `It is below the standard${needs}. Clean air zones elsewhere in England may charge it too.`,
  };
}
