/**
 * The reference server's catalogue: the contract's example vehicles and dealers plus the fixed-seed
 * generated UK stock (200 dealers, 5,000 vehicles in all), and the postcode-district centroids.
 * `FORECOURT_CATALOGUE=small` takes the small one instead (40 dealers, 500 vehicles), which seeds in
 * seconds: for tests that start the server as a process on a data folder of their own.
 */
import type { CatalogueSource } from './db/load';
import { postcodeDistricts, postcodeDistrictsVersion } from './seed/postcodes';

const generated = (size?: { dealers: number; vehicles: number }): CatalogueSource => ({
  stock: async () => (await import('./seed/generate')).generateStock(size),
  districts: postcodeDistricts,
  districtsVersion: postcodeDistrictsVersion,
});

export const defaultCatalogue = generated();
export const smallCatalogue = generated({ dealers: 40, vehicles: 500 });

/** The catalogue `FORECOURT_CATALOGUE` names: `small`, or the full one by default. */
export const catalogueNamed = (name: string | undefined) => (name === 'small' ? smallCatalogue : defaultCatalogue);
