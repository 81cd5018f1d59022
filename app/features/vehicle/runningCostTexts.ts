import { formatNumber } from '@ds';
import { engineFuel } from '@domain/cleanAir';
import { insuranceGroupScale } from '@domain/insuranceGroups';
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
const minimumWords = { petrol: 'Euro 4', diesel: 'Euro 6' } as const;

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

/** The overlay's explanations, one a figure. */
export const runningCostExplanations = (insuranceTop: number) => [
  'Road tax is the yearly vehicle excise duty at the rates from April 2025, as a buyer pays it on taxing this vehicle; it can change when the rates do.',
  "Fuel economy is the manufacturer's official combined figure: real driving usually uses a little more.",
  "The fuel or electricity cost is worked out at the Department for Transport's average mileage for a car and the prices stated with it; yours depends on how far and how you drive.",
  `${
    insuranceTop === insuranceGroupScale.car
      ? `Insurance groups run from 1 (cheapest to insure) to ${insuranceTop}.`
      : `Vans have their own insurance groups, from 1 (cheapest to insure) to ${insuranceTop}.`
  } Your premium also depends on you, where you live and the cover you choose.`,
  `London's Ultra Low Emission Zone and England's clean air zones let in without a daily charge electric vehicles, petrol engines of ${minimumWords.petrol} or later and diesels of ${minimumWords.diesel} or later. The Euro standard here is the one every new vehicle had to meet when this one was first registered; it may meet a later one, so check its registration with TfL before you rely on it.`,
];
