import type { components } from '../openapi/generated/schema';

type VehicleType = components['schemas']['VehicleType'];

/**
 * UK vehicle excise duty a year, at the GOV.UK vehicle tax rates from 1 April 2025: the one source of
 * every road tax the product shows (the adverts' in the seed, the reviews' running costs). A used
 * vehicle is shown the rate its buyer pays on taxing it, never the first-year rate its first keeper paid.
 */
export const roadTaxRates = {
  /** A car first registered from 1 April 2017, electric ones included. */
  standard: 195,
  /**
   * The expensive car supplement: a car listed new above £40,000, for 5 years from the second time it
   * is taxed, so until it is 6 years old (electric cars too since 1 April 2025).
   */
  expensiveCarSupplement: 425,
  expensiveCarListPrice: 40_000,
  expensiveCarYears: 6,
  /** A light goods vehicle (a van or a pick-up) registered from 1 March 2001, electric ones included. */
  van: 345,
} as const;

/** The first day of the rates by list price; cars registered before it are taxed by their CO2 band. */
const standardRateFrom = '2017-04-01';

/**
 * Cars registered from 1 March 2001 to 31 March 2017: the rate of each CO2 band (g/km, at most), the
 * last for anything above; band A (an electric car of then) pays £20 since 1 April 2025.
 */
const co2Bands: ReadonlyArray<readonly [number, number]> = [
  [100, 20],
  [110, 20],
  [120, 35],
  [130, 165],
  [140, 195],
  [150, 215],
  [165, 265],
  [175, 315],
  [185, 345],
  [200, 395],
  [225, 430],
  [255, 735],
];
const aboveTopBand = 760;

export interface TaxedVehicle {
  vehicleType: VehicleType;
  /** The date of first registration, YYYY-MM-DD. */
  registrationDate: string;
  co2: number;
  listPrice: number;
  /** Years since first registration. */
  ageYears: number;
}

/** A vehicle's road tax a year. */
export function annualRoadTax({ vehicleType, registrationDate, co2, listPrice, ageYears }: TaxedVehicle): number {
  if (vehicleType === 'van') return roadTaxRates.van;
  if (registrationDate.slice(0, 10) >= standardRateFrom) {
    const expensive = listPrice > roadTaxRates.expensiveCarListPrice && ageYears < roadTaxRates.expensiveCarYears;
    return roadTaxRates.standard + (expensive ? roadTaxRates.expensiveCarSupplement : 0);
  }
  return co2Bands.find(([limit]) => co2 <= limit)?.[1] ?? aboveTopBand;
}

/** The standard rate a review quotes for its generation: what most of its adverts pay. */
export function standardRoadTax(vehicleType: VehicleType, firstYear: number): number | undefined {
  if (vehicleType === 'van') return roadTaxRates.van;
  return firstYear >= 2017 ? roadTaxRates.standard : undefined;
}
