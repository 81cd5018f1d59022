/**
 * The reference data file, openapi/data/postcode-districts.csv, as a whole: every row of it, and the
 * places the server finds from it (districts, the area fallback, non-geographic districts, BX).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { geographicPostcodeAreas, postcodeArea } from '../../domain/uk/postcode';
import {
  PostcodeIndex,
  parseDistrictFile,
  postcodeDistrictColumns,
  postcodeDistricts,
  postcodeDistrictsFile,
  postcodeIndex,
} from './postcodes';

const text = readFileSync(postcodeDistrictsFile, 'utf8');
const lines = text.trimEnd().split('\n');
const rows = lines.slice(1).map((line) => line.split(','));
const column = (name: (typeof postcodeDistrictColumns)[number]) => postcodeDistrictColumns.indexOf(name);

// The outward code of the contract's UkPostcode pattern (its part before the inward code), or GIR.
const outward = /^(GIR|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]))$/;
const countries = ['E92000001', 'W92000004', 'S92000003', 'N92000002', 'L93000001', 'M83000003'];

describe('openapi/data/postcode-districts.csv', () => {
  it('has the ONS Postcode Directory column names, and every row all of them', () => {
    expect(lines[0]).toBe('pcd_district,post_town,county,ctry,lat,long,oseast1m,osnrth1m,non_geographic');
    for (const row of rows) expect(row, row[0]).toHaveLength(postcodeDistrictColumns.length);
  });

  it('holds every district once, each of the contract outward shape, with a post town and county', () => {
    const districts = rows.map((row) => row[column('pcd_district')] ?? '');
    expect(new Set(districts).size).toBe(districts.length);
    expect(districts.length).toBeGreaterThanOrEqual(2848);
    for (const row of rows) {
      expect(row[column('pcd_district')], row.join()).toMatch(outward);
      expect(row[column('post_town')], row.join()).toMatch(/^[A-Z][A-Za-z' -]+$/);
      expect(row[column('county')], row.join()).toMatch(/^[A-Z][A-Za-z' -]+$/);
      expect(countries, row.join()).toContain(row[column('ctry')]);
      expect(['0', '1'], row.join()).toContain(row[column('non_geographic')]);
    }
  });

  it('puts every centroid inside the UK and its islands: Scilly, Shetland, Northern Ireland, the Channel Islands', () => {
    for (const { district, lat, lng } of postcodeDistricts) {
      expect(lat, district).toBeGreaterThanOrEqual(49.1); // Jersey, the Isles of Scilly
      expect(lat, district).toBeLessThanOrEqual(60.9); // Unst
      expect(lng, district).toBeGreaterThanOrEqual(-8.2); // County Fermanagh, the Outer Hebrides
      expect(lng, district).toBeLessThanOrEqual(1.8); // Lowestoft
    }
    const at = (code: string) => postcodeIndex.district(code);
    expect(at('ZE1')?.lat).toBeGreaterThan(59.5);
    for (const scilly of ['TR21', 'TR22', 'TR23', 'TR24', 'TR25']) expect(at(scilly)?.lng, scilly).toBeLessThan(-6.1);
    expect(at('BT1')?.lng).toBeLessThan(-5.5);
  });

  it('has every one of the 121 geographic postcode areas, with geographic districts', () => {
    const areas = new Set(postcodeDistricts.filter((d) => !d.nonGeographic).map((d) => postcodeArea(d.district)));
    expect(geographicPostcodeAreas.filter((area) => !areas.has(area))).toEqual([]);
  });

  it('marks non-geographic districts, placed at their office towns', () => {
    const marked = postcodeDistricts.filter((d) => d.nonGeographic).map((d) => d.district);
    for (const code of [
      'DH98',
      'DH99',
      'DE99',
      'NE98',
      'NE99',
      'BS98',
      'BS99',
      'SA99',
      'M60',
      'L69',
      'EH99',
      'CF99',
      'GIR',
      'W1A',
    ])
      expect(marked, code).toContain(code);
    expect(postcodeIndex.district('DH99')?.town).toBe('Durham');
    expect(postcodeIndex.district('DE99')?.town).toBe('Derby');
  });

  it('keeps the post towns and counties the location pages were made from', () => {
    expect(postcodeIndex.district('RG1')).toMatchObject({ town: 'Reading', county: 'Berkshire' });
    expect(postcodeIndex.district('N2')).toMatchObject({ town: 'London', county: 'Greater London' });
    expect(postcodeIndex.district('TR21')).toMatchObject({ town: 'Isles of Scilly', county: 'Cornwall' });
  });

  it('is what the server parses, and a file with another header is refused', () => {
    expect(parseDistrictFile(text)).toEqual(postcodeDistricts);
    expect(() => parseDistrictFile('outcode,lat,long\nSW1A,51.5,-0.1')).toThrow(/header/);
  });
});

describe('placing a postcode', () => {
  it('finds a district centroid, exact for a geographic district', () => {
    expect(postcodeIndex.locate('n2 1aa')).toMatchObject({ found: true, district: 'N2', approximate: false });
    expect(postcodeIndex.locate('SW1H0BG')).toMatchObject({ found: true, district: 'SW1H', approximate: false });
  });

  it('says a non-geographic district is approximate', () => {
    expect(postcodeIndex.locate('DH99 1NS')).toMatchObject({ found: true, approximate: true });
  });

  it('places a district the file lacks at the mean of its area’s geographic districts, approximate', () => {
    const index = new PostcodeIndex(postcodeDistricts.filter((d) => d.district !== 'N2'));
    const london = postcodeDistricts.filter(
      (d) => postcodeArea(d.district) === 'N' && d.district !== 'N2' && !d.nonGeographic,
    );
    const mean = (key: 'lat' | 'lng') => london.reduce((sum, d) => sum + d[key], 0) / london.length;
    const place = index.locate('N2 1AA');
    expect(place).toMatchObject({ found: true, district: 'N2', approximate: true });
    if (!place.found) throw new Error('not found');
    expect(place.lat).toBeCloseTo(mean('lat'), 9);
    expect(place.lng).toBeCloseTo(mean('lng'), 9);
  });

  it('finds no place for an area that does not exist, for BX, or for what is no postcode', () => {
    expect(postcodeIndex.locate('AA9A 9AA')).toEqual({ found: false, reason: 'unknown' });
    expect(postcodeIndex.locate('BX1 1LT')).toEqual({ found: false, reason: 'placeless' });
    expect(postcodeIndex.locate('ZZ1')).toEqual({ found: false, reason: 'malformed' });
  });
});
