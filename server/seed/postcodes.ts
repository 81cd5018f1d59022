/**
 * The UK's postcode districts (outward codes) with their centroids, post towns and counties, for
 * measuring distances: the contract measures a distance between postcode-district centroids (a
 * vehicle is at its dealer's district), in miles, along the great circle.
 *
 * The districts are one published file beside the contract, `openapi/data/postcode-districts.csv`
 * (columns named as the ONS Postcode Directory names them; decision 0089), read and parsed once when
 * this module loads. `npm run postcodes:import -- ONSPD.csv` rewrites it from the full official file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { placelessPostcodeAreas, postcodeArea, postcodeStatus } from '../../domain/uk/postcode.ts';
import type { PostcodeDistrict } from './types.ts';

/** The reference data's file, and the columns it has in this order. */
export const postcodeDistrictsFile = new URL('../../openapi/data/postcode-districts.csv', import.meta.url);
export const postcodeDistrictColumns = [
  'pcd_district',
  'post_town',
  'county',
  'ctry',
  'lat',
  'long',
  'oseast1m',
  'osnrth1m',
  'non_geographic',
] as const;

/** The rows of a district file's text (a header line, then one district a line; no quoted fields). */
export function parseDistrictFile(text: string): PostcodeDistrict[] {
  const [header = '', ...lines] = text.split(/\r?\n/);
  if (header !== postcodeDistrictColumns.join(','))
    throw new Error(`postcode-districts.csv: the header must be ${postcodeDistrictColumns.join(',')}`);
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [district = '', town = '', county = '', , lat = '', lng = '', , , nonGeographic = ''] = line.split(',');
      return { district, town, county, lat: Number(lat), lng: Number(lng), nonGeographic: nonGeographic === '1' };
    });
}

const fileText = readFileSync(postcodeDistrictsFile, 'utf8');

/** Every district of the file, in its order (by area, then district number). */
export const postcodeDistricts: readonly PostcodeDistrict[] = parseDistrictFile(fileText);

/** A hash of the file: when it changes, the database's districts are written again (server/db/load.ts). */
export const postcodeDistrictsVersion = createHash('sha256').update(fileText).digest('hex').slice(0, 16);

/** Where a postcode is, as distances are measured from it. */
export type PostcodePlace =
  | { found: true; lat: number; lng: number; district: string; approximate: boolean }
  | { found: false; reason: 'malformed' | 'unknown' | 'placeless' };

/**
 * Finds postcodes' places in a list of districts: the district's centroid; for a district the list
 * does not hold, the fallback: the centroid (mean latitude and longitude) of the geographic districts
 * of its area, marked approximate, as is a non-geographic district's (placed at its office's town).
 */
export class PostcodeIndex {
  private readonly byDistrict: Map<string, PostcodeDistrict>;
  private readonly areaCentres = new Map<string, { lat: number; lng: number }>();

  constructor(districts: readonly PostcodeDistrict[]) {
    this.byDistrict = new Map(districts.map((d) => [d.district, d]));
    const sums = new Map<string, { lat: number; lng: number; n: number }>();
    for (const d of districts) {
      if (d.nonGeographic) continue;
      const area = postcodeArea(d.district);
      const sum = sums.get(area) ?? { lat: 0, lng: 0, n: 0 };
      sums.set(area, { lat: sum.lat + d.lat, lng: sum.lng + d.lng, n: sum.n + 1 });
    }
    for (const [area, { lat, lng, n }] of sums) this.areaCentres.set(area, { lat: lat / n, lng: lng / n });
  }

  /** The district of a full or partial postcode, or undefined when the list does not hold it. */
  district(postcode: string): PostcodeDistrict | undefined {
    return this.byDistrict.get(outwardCode(postcode));
  }

  /** The place of a full postcode (spaces and case ignored), by the shared rule (domain/uk/postcode.ts). */
  locate(postcode: string): PostcodePlace {
    const status = postcodeStatus(postcode);
    if (status !== 'known') return { found: false, reason: status };
    const district = this.district(postcode);
    if (district)
      return { found: true, ...centre(district), district: district.district, approximate: district.nonGeographic };
    const area = postcodeArea(postcode);
    const fallback = this.areaCentres.get(area);
    if (!fallback) return { found: false, reason: placelessPostcodeAreas.includes(area) ? 'placeless' : 'unknown' };
    return { found: true, ...fallback, district: outwardCode(postcode), approximate: true };
  }
}

const centre = ({ lat, lng }: { lat: number; lng: number }) => ({ lat, lng });

/** The file's districts as an index (built once). */
export const postcodeIndex = new PostcodeIndex(postcodeDistricts);

/** A post town of the table with its county and its first-listed district. */
export interface TownCentre {
  county: string;
  countySlug: string;
  town: string;
  townSlug: string;
  district: string;
  lat: number;
  lng: number;
}

/** Every (county, post town) pair of the table once, in table order: for the location lists. */
export const townCentres: readonly TownCentre[] = (() => {
  const towns = new Map<string, TownCentre>();
  for (const { county, town, district, lat, lng, nonGeographic } of postcodeDistricts) {
    const key = `${county}|${town}`;
    if (!nonGeographic && !towns.has(key)) {
      towns.set(key, { county, countySlug: slugify(county), town, townSlug: slugify(town), district, lat, lng });
    }
  }
  return [...towns.values()];
})();

/**
 * The outward code of a full or partial postcode, spaces and case ignored: 'sw1a 1aa' and 'SW1A1AA'
 * give 'SW1A'; 'M1' gives 'M1'. A full postcode's inward code is always a digit and two letters.
 */
export function outwardCode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9]{2,4}[0-9][A-Z]{2}$/.test(compact) ? compact.slice(0, -3) : compact;
}

/** The district of a full or partial postcode, or undefined when the table does not hold it. */
export function districtOf(postcode: string): PostcodeDistrict | undefined {
  return postcodeIndex.district(postcode);
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles between two points in degrees. */
export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A URL slug of a name: 'Stoke-on-Trent' gives 'stoke-on-trent', "King's Lynn" gives 'kings-lynn'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
