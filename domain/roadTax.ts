import type { components } from '../openapi/generated/schema';

type VehicleType = components['schemas']['VehicleType'];

/**
 * UK vehicle excise duty a year, at the rates from April 2025: the one source of every road tax the
 * product shows (the adverts' in the seed, the reviews' running costs).
 */
export const roadTaxRates = {
  /** A car first registered from April 2017, electric ones included. */
  standard: 195,
  /** The expensive car supplement: a car listed new above £40,000, in years 2 to 6. */
  expensiveCarSupplement: 425,
  expensiveCarListPrice: 40_000,
  /** A light commercial vehicle (a van or a pick-up). */
  van: 345,
} as const;

/** Cars registered before April 2017: the rate of each CO2 band (g/km, at most), the last for anything above. */
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
  /** The year first registered (the seed's stock from 2017 counts as registered from April 2017). */
  year: number;
  co2: number;
  listPrice: number;
  ageYears: number;
}

/** A vehicle's road tax a year. */
export function annualRoadTax({ vehicleType, year, co2, listPrice, ageYears }: TaxedVehicle): number {
  if (vehicleType === 'van') return roadTaxRates.van;
  if (year >= 2017) {
    const expensive = listPrice > roadTaxRates.expensiveCarListPrice && ageYears >= 1 && ageYears < 6;
    return roadTaxRates.standard + (expensive ? roadTaxRates.expensiveCarSupplement : 0);
  }
  return co2Bands.find(([limit]) => co2 <= limit)?.[1] ?? aboveTopBand;
}

/** The standard rate a review quotes for its generation: what most of its adverts pay. */
export function standardRoadTax(vehicleType: VehicleType, firstYear: number): number | undefined {
  if (vehicleType === 'van') return roadTaxRates.van;
  return firstYear >= 2017 ? roadTaxRates.standard : undefined;
}
