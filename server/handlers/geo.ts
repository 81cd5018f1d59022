/**
 * Distances as the contract measures them: between postcode-district (outward code) centroids of the
 * stored districts (openapi/data/postcode-districts.csv), haversine, rounded to 0.1 mile; a district
 * not stored is placed at its area's centroid, and said to be approximate.
 */
import type { Kysely } from 'kysely';
import { VehicleDetail } from '../../openapi/generated/limits';
import type { Database } from '../db/schema';
import { catalogue } from '../search/catalogue';
import { distanceMiles, type PostcodePlace } from '../seed/postcodes';

export interface Point {
  lat: number;
  lng: number;
}

/** Where the postcode is, by the stored districts and the shared rule (server/seed/postcodes.ts). */
export async function locatePostcode(db: Kysely<Database>, postcode: string): Promise<PostcodePlace> {
  return (await catalogue(db)).postcodes.locate(postcode);
}

/** The distance in miles, rounded to 0.1 (capped at 1000, the contract's maximum). */
export function distanceBetween(a: Point, b: Point): number {
  return Math.min(VehicleDetail.DistanceMiles.maximum, Math.round(distanceMiles(a, b) * 10) / 10);
}
