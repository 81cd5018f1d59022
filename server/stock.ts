/**
 * The reference server's catalogue: the contract's example vehicles and dealers plus the fixed-seed
 * generated UK stock (200 dealers, 5,000 vehicles in all), and the postcode-district centroids.
 */
import type { CatalogueSource } from './db/load';
import { postcodeDistricts } from './seed/postcodes';

export const defaultCatalogue: CatalogueSource = {
  stock: async () => (await import('./seed/generate')).generateStock(),
  districts: postcodeDistricts,
};
