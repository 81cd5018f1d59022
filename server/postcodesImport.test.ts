import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvFields, importOnspd } from './postcodesImport';
import { parseDistrictFile, postcodeDistricts } from './seed/postcodes';

const folder = mkdtempSync(join(tmpdir(), 'forecourt-onspd-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// An ONSPD-shaped file: its columns in its order (some left out), quoted as the directory quotes them.
const header =
  '"pcd","pcd2","pcds","dointr","doterm","oscty","usertype","oseast1m","osnrth1m","osgrdind","ctry","lat","long"';
const line = (pcds: string, doterm: string, east: string, north: string, ctry: string, lat: string, lng: string) =>
  `"${pcds.replace(' ', '')}","${pcds}","${pcds}","198001","${doterm}","E99999999","0","${east}","${north}","1","${ctry}",${lat},${lng}`;
const onspd = [
  header,
  line('SW1A 1AA', '', '529090', '179645', 'E92000001', '51.501009', '-0.141588'),
  line('SW1A 2AA', '', '530047', '179951', 'E92000001', '51.503540', '-0.127695'),
  // Terminated, and one with no location: both left out of the centroid.
  line('SW1A 9ZZ', '200512', '500000', '100000', 'E92000001', '50.000000', '-1.000000'),
  line('SW1A 8ZZ', '', '', '', 'E92000001', '99.999999', '0.000000'),
  // A district the embedded file lacks: it takes the post town and county of its area's nearest.
  line('ZE9 1AA', '', '440000', '1150000', 'S92000003', '60.250000', '-1.280000'),
].join('\r\n');

describe('npm run postcodes:import', () => {
  it('reads CSV fields as the directory quotes them', () => {
    expect(csvFields('"a,b","c""d",,e')).toEqual(['a,b', 'c"d', '', 'e']);
  });

  it('writes district centroids from live, located postcodes, keeping post towns and counties', async () => {
    const source = join(folder, 'ONSPD.csv');
    const out = join(folder, 'postcode-districts.csv');
    writeFileSync(source, onspd);
    const written = await importOnspd(source, out);
    const rows = parseDistrictFile(readFileSync(out, 'utf8'));
    expect(written).toBe(rows.length);
    expect(rows.length).toBe(postcodeDistricts.length + 1);

    const sw1a = rows.find((d) => d.district === 'SW1A');
    expect(sw1a).toMatchObject({ town: 'London', county: 'Greater London', nonGeographic: false });
    expect(sw1a?.lat).toBeCloseTo((51.501009 + 51.50354) / 2, 5);
    expect(sw1a?.lng).toBeCloseTo((-0.141588 - 0.127695) / 2, 5);
    expect(readFileSync(out, 'utf8')).toContain(
      'SW1A,London,Greater London,E92000001,51.50227,-0.13464,529569,179798,0',
    );

    expect(rows.find((d) => d.district === 'ZE9')).toMatchObject({
      town: expect.any(String),
      county: 'Shetland Islands',
    });
    // Districts the directory did not mention are kept as they were.
    expect(rows.find((d) => d.district === 'DH99')).toEqual(postcodeDistricts.find((d) => d.district === 'DH99'));
  });

  it('refuses a file without the directory’s columns', async () => {
    const source = join(folder, 'other.csv');
    writeFileSync(source, 'postcode,latitude,longitude\nSW1A 1AA,51.5,-0.14\n');
    await expect(importOnspd(source, join(folder, 'never.csv'))).rejects.toThrow(/no pcds column/);
  });
});
