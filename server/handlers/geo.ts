/**
 * Distances as the contract measures them: between postcode-district (outward code) centroids of the
 * stored table, haversine (server/seed/postcodes.ts), rounded to 0.1 mile.
 */
import type { Kysely } from 'kysely';
import { VehicleDetail } from '../../app/api/generated/limits';
import type { Database } from '../db/schema';
import { distanceMiles, outwardCode } from '../seed/postcodes';

export interface Point {
  lat: number;
  lng: number;
}

/** The stored centroid of the postcode's district; undefined when the district is unknown. */
export async function findDistrict(db: Kysely<Database>, postcode: string) {
  return db
    .selectFrom('postcode_districts')
    .selectAll()
    .where('district', '=', outwardCode(postcode))
    .executeTakeFirst();
}

/** The distance in miles, rounded to 0.1 (capped at 1000, the contract's maximum). */
export function distanceBetween(a: Point, b: Point): number {
  return Math.min(VehicleDetail.DistanceMiles.maximum, Math.round(distanceMiles(a, b) * 10) / 10);
}
