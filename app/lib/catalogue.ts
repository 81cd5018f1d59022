/**
 * Fixed lists the routes and menus share (requirements 2.2).
 */
import { priceBands } from '@domain/search/priceBands';

export { priceBands };
export type PriceBand = (typeof priceBands)[number];

const transmissions = ['manual', 'automatic'] as const;
export type Transmission = (typeof transmissions)[number];

const vehicleTypes = ['car', 'van'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

/** `under-5000` -> 5000 when it is one of the listed price bands, else null (the route is a 404). */
export function parsePriceBand(segment: string | undefined): PriceBand | null {
  const amount = Number(/^under-(\d+)$/.exec(segment ?? '')?.[1]);
  return (priceBands as readonly number[]).includes(amount) ? (amount as PriceBand) : null;
}

export function parseTransmission(segment: string | undefined): Transmission | null {
  return (transmissions as readonly string[]).includes(segment ?? '') ? (segment as Transmission) : null;
}

export function parseVehicleType(segment: string | undefined): VehicleType | null {
  return (vehicleTypes as readonly string[]).includes(segment ?? '') ? (segment as VehicleType) : null;
}

/** A URL slug as words: `land-rover` -> `Land Rover`, `3-series` -> `3 Series`. */
export function slugToName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
