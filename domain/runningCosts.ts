import type { components } from '../openapi/generated/schema';
import { engineFuel } from './cleanAir';

type VehicleType = components['schemas']['VehicleType'];
type FuelType = components['schemas']['VehicleCard']['FuelType'];
export type FuelCost = components['schemas']['FuelCost'];

/**
 * What a year's fuel cost is worked out from (VehicleDetail.FuelCost): the Department for Transport's
 * average car mileage (National Travel Survey, 2019, the last year before the pandemic), UK average pump
 * prices and the Ofgem price cap's electricity unit rate for April to June 2025, and stated
 * efficiencies for electricity, since the catalogue does not give each model's own.
 */
export const fuelCostBasis = {
  annualMileage: 7_400,
  pricesFrom: '2025-04-01',
  pencePerLitre: { petrol: 135, diesel: 142 },
  pencePerKWh: 27.03,
  kWhPerMile: { car: 0.3, van: 0.4 },
  plugInHybrid: { electricShare: 0.5, mpg: 40 },
} as const;

const litresPerGallon = 4.546;

export interface FuelledVehicle {
  vehicleType: VehicleType;
  fuelType: FuelType;
  /** The official combined economy; none for an electric vehicle. */
  mpg: number | undefined;
}

const petrolCost = (miles: number, mpg: number, pencePerLitre: number) =>
  ((miles / mpg) * litresPerGallon * pencePerLitre) / 100;

/** A vehicle's fuel or electricity cost a year, with what it assumed; none for a combustion vehicle without an mpg. */
export function annualFuelCost({ vehicleType, fuelType, mpg }: FuelledVehicle): FuelCost | undefined {
  const { annualMileage: miles, pricesFrom, pencePerKWh } = fuelCostBasis;
  const kWhPerMile = fuelCostBasis.kWhPerMile[vehicleType];
  const electricity = (share: number) => (miles * share * kWhPerMile * pencePerKWh) / 100;
  const base = { AnnualMileage: miles, PricesFrom: pricesFrom };
  if (fuelType === 'Electric')
    return {
      ...base,
      AnnualFuelCostGBP: Math.round(electricity(1)),
      Energy: 'Electricity',
      PencePerKWh: pencePerKWh,
      KWhPerMile: kWhPerMile,
    };
  if (fuelType === 'Plug-in Hybrid') {
    const { electricShare, mpg: engineMpg } = fuelCostBasis.plugInHybrid;
    const pencePerLitre = fuelCostBasis.pencePerLitre.petrol;
    return {
      ...base,
      AnnualFuelCostGBP: Math.round(
        electricity(electricShare) + petrolCost(miles * (1 - electricShare), engineMpg, pencePerLitre),
      ),
      Energy: 'Petrol and electricity',
      PencePerLitre: pencePerLitre,
      FuelEconomyMpg: engineMpg,
      PencePerKWh: pencePerKWh,
      KWhPerMile: kWhPerMile,
      ElectricShare: electricShare,
    };
  }
  if (mpg === undefined || mpg <= 0) return undefined;
  const fuel = engineFuel(fuelType) === 'diesel' ? 'diesel' : 'petrol';
  const pencePerLitre = fuelCostBasis.pencePerLitre[fuel];
  return {
    ...base,
    AnnualFuelCostGBP: Math.round(petrolCost(miles, mpg, pencePerLitre)),
    Energy: fuel === 'diesel' ? 'Diesel' : 'Petrol',
    PencePerLitre: pencePerLitre,
    FuelEconomyMpg: mpg,
  };
}
