/**
 * Distances as the contract measures them: between postcode-district (outward code) centroids,
 * haversine on a sphere of radius 3958.8 miles, rounded to 0.1 mile.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Point {
  lat: number;
  lng: number;
}

/** The outward code of a full postcode: spaces dropped, upper case, the last three characters (the inward code) cut. */
export function districtOf(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return compact.slice(0, -3);
}

/** The stored centroid of the postcode's district; undefined when the district is unknown. */
export async function findDistrict(db: Kysely<Database>, postcode: string) {
  return db
    .selectFrom('postcode_districts')
    .selectAll()
    .where('district', '=', districtOf(postcode))
    .executeTakeFirst();
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles, rounded to 0.1 (capped at 1000, the contract's maximum). */
export function distanceBetween(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.min(1000, Math.round(miles * 10) / 10);
}
