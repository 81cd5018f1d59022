/**
 * The reference server's catalogue: the contract's example vehicles and dealers plus the fixed-seed
 * generated UK stock, and the postcode-district centroids. `SEED_VEHICLES=N` sets the stock's size
 * (5,000 vehicles by default, from 200 dealers; beyond 7,000 vehicles one dealer per 35, as UK
 * dealers average). `FORECOURT_CATALOGUE=small` takes the small one instead (40 dealers, 500
 * vehicles), which seeds in seconds: for tests that start the server as a process on a data folder
 * of their own.
 */
import type { CatalogueSource } from './db/load';
import { seedVersion } from './db/load';
import { postcodeDistricts, postcodeDistrictsVersion } from './seed/postcodes';

const DEFAULT_VEHICLES = 5000;
/** The most SEED_VEHICLES may ask for: ids are integers, and the generator's ids start at 21,000,001. */
const MAX_VEHICLES = 5_000_000;

/** Dealers for a stock of this many vehicles: 200 up to 7,000 vehicles, then one per 35. */
export const dealersFor = (vehicles: number) => Math.max(200, Math.round(vehicles / 35));

const generated = (size: { dealers: number; vehicles: number }, named = false): CatalogueSource => ({
  stock: async () => (await import('./seed/generate')).streamStock(size),
  districts: postcodeDistricts,
  districtsVersion: postcodeDistrictsVersion,
  // A stock of another size is another seed: a start with a new SEED_VEHICLES writes the catalogue again.
  ...(named ? { version: `${seedVersion()}-${size.vehicles}` } : {}),
});

export const defaultCatalogue = generated({ dealers: dealersFor(DEFAULT_VEHICLES), vehicles: DEFAULT_VEHICLES });
export const smallCatalogue = generated({ dealers: 40, vehicles: 500 });

/** `SEED_VEHICLES`: a whole number of vehicles from 500 to 5,000,000, or a message saying what is wrong. */
export function seedVehicles(value: string | undefined): number | string {
  if (value === undefined || value.trim() === '') return DEFAULT_VEHICLES;
  const text = value.trim().replace(/_/g, '');
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 500 || n > MAX_VEHICLES)
    return `SEED_VEHICLES must be a whole number of vehicles from 500 to ${MAX_VEHICLES.toLocaleString('en-GB')} (it is "${value}")`;
  return n;
}

/** The catalogue `FORECOURT_CATALOGUE` and `SEED_VEHICLES` name: `small`, or the generated stock of that size. */
export function catalogueNamed(name: string | undefined, vehicles = DEFAULT_VEHICLES): CatalogueSource {
  if (name === 'small') return smallCatalogue;
  if (vehicles === DEFAULT_VEHICLES) return defaultCatalogue;
  return generated({ dealers: dealersFor(vehicles), vehicles }, true);
}
