/**
 * `npm run postcodes:import -- path/to/ONSPD.csv [--out path]`: rewrites the postcode districts file
 * (openapi/data/postcode-districts.csv by default) from the ONS Postcode Directory, the full official
 * file of every UK postcode. Each district's centroid is the mean of its live postcodes (no `doterm`)
 * that have a location (ONSPD marks none with lat 99.999999); its post town, county and
 * non-geographic mark are kept from the file as it was, and a district new to it takes the post
 * town and county of the nearest district of its area. Districts the directory has no live, located
 * postcode for are kept as they were. The server reads the file at its next start and writes its
 * districts again (server/db/load.ts). Decision 0089.
 */
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { postcodeArea } from '../domain/uk/postcode';
import { distanceMiles, parseDistrictFile, postcodeDistrictColumns, postcodeDistrictsFile } from './seed/postcodes';
import type { PostcodeDistrict } from './seed/types';

/** One line of a CSV file as its fields: commas apart, double quotes around a field that needs them. */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

interface Sum {
  lat: number;
  lng: number;
  east: number;
  north: number;
  grid: number;
  n: number;
  ctry: string;
}

/** The mean position of each district's live, located postcodes, from ONSPD's lines. */
export async function districtCentroids(lines: AsyncIterable<string> | Iterable<string>): Promise<Map<string, Sum>> {
  const sums = new Map<string, Sum>();
  let columns: Record<string, number> | undefined;
  for await (const line of lines) {
    if (!line.trim()) continue;
    const fields = csvFields(line);
    if (!columns) {
      columns = Object.fromEntries(fields.map((name, i) => [name.trim().toLowerCase(), i]));
      for (const needed of ['pcds', 'doterm', 'lat', 'long', 'oseast1m', 'osnrth1m', 'ctry'])
        if (columns[needed] === undefined) throw new Error(`The ONSPD file has no ${needed} column`);
      continue;
    }
    const at = (name: string) => (fields[columns?.[name] ?? -1] ?? '').trim();
    const [outward] = at('pcds').toUpperCase().split(' ');
    const lat = Number(at('lat'));
    const lng = Number(at('long'));
    if (!outward || at('doterm') !== '' || !at('lat') || lat === 99.999999 || !Number.isFinite(lng)) continue;
    const sum = sums.get(outward) ?? { lat: 0, lng: 0, east: 0, north: 0, grid: 0, n: 0, ctry: at('ctry') };
    sum.lat += lat;
    sum.lng += lng;
    sum.n += 1;
    const east = Number(at('oseast1m'));
    const north = Number(at('osnrth1m'));
    if (at('oseast1m') !== '' && at('osnrth1m') !== '' && Number.isFinite(east) && Number.isFinite(north)) {
      sum.east += east;
      sum.north += north;
      sum.grid += 1;
    }
    sums.set(outward, sum);
  }
  return sums;
}

interface Row {
  district: PostcodeDistrict;
  ctry: string;
  east: string;
  north: string;
}

const districtOrder = (a: string, b: string) => {
  const parse = (code: string) => /^([A-Z]+)([0-9]*)(.*)$/.exec(code)?.slice(1) ?? [code, '', ''];
  const [areaA = '', numberA = '', restA = ''] = parse(a);
  const [areaB = '', numberB = '', restB = ''] = parse(b);
  return areaA.localeCompare(areaB) || Number(numberA) - Number(numberB) || restA.localeCompare(restB);
};

/** The districts file's text: the embedded file's districts with the directory's centroids. */
export function mergeDistricts(embeddedText: string, sums: Map<string, Sum>): string {
  const embedded = parseDistrictFile(embeddedText);
  const embeddedLines = new Map(
    embeddedText
      .split(/\r?\n/)
      .slice(1)
      .filter((line) => line.trim() !== '')
      .map((line) => [line.split(',')[0] ?? '', line.split(',')]),
  );
  const rows = new Map<string, Row>();
  for (const district of embedded) {
    const line = embeddedLines.get(district.district) ?? [];
    rows.set(district.district, { district, ctry: line[3] ?? '', east: line[6] ?? '', north: line[7] ?? '' });
  }
  for (const [code, sum] of sums) {
    const position = { lat: sum.lat / sum.n, lng: sum.lng / sum.n };
    const known = rows.get(code)?.district;
    const nearest = known
      ? undefined
      : embedded
          .filter((d) => postcodeArea(d.district) === postcodeArea(code) && !d.nonGeographic)
          .sort((a, b) => distanceMiles(a, position) - distanceMiles(b, position))[0];
    rows.set(code, {
      district: {
        district: code,
        town: known?.town ?? nearest?.town ?? '',
        county: known?.county ?? nearest?.county ?? '',
        nonGeographic: known?.nonGeographic ?? false,
        ...position,
      },
      ctry: sum.ctry,
      east: sum.grid ? String(Math.round(sum.east / sum.grid)) : '',
      north: sum.grid ? String(Math.round(sum.north / sum.grid)) : '',
    });
  }
  const lines = [...rows.values()]
    .filter(({ district }) => district.town !== '' && district.county !== '')
    .sort((a, b) => districtOrder(a.district.district, b.district.district))
    .map(({ district: d, ctry, east, north }) =>
      [
        d.district,
        d.town,
        d.county,
        ctry,
        d.lat.toFixed(5),
        d.lng.toFixed(5),
        east,
        north,
        d.nonGeographic ? '1' : '0',
      ].join(','),
    );
  return [postcodeDistrictColumns.join(','), ...lines, ''].join('\n');
}

/** Reads the ONSPD file and writes the districts file; answers how many districts it wrote. */
export async function importOnspd(onspdPath: string, outPath: string | URL = postcodeDistrictsFile): Promise<number> {
  const lines = createInterface({ input: createReadStream(onspdPath), crlfDelay: Infinity });
  const sums = await districtCentroids(lines);
  if (sums.size === 0) throw new Error(`${onspdPath} has no live postcode with a location`);
  const text = mergeDistricts(readFileSync(postcodeDistrictsFile, 'utf8'), sums);
  writeFileSync(outPath, text);
  return text.trimEnd().split('\n').length - 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  const source = args.find((arg, i) => !arg.startsWith('--') && (outAt < 0 || i !== outAt + 1));
  if (!source || (outAt >= 0 && !out)) {
    console.error('Usage: npm run postcodes:import -- path/to/ONSPD.csv [--out path/to/postcode-districts.csv]');
    process.exit(1);
  }
  const written = await importOnspd(source, out ?? postcodeDistrictsFile);
  console.log(`Wrote ${written} postcode districts to ${out ?? fileURLToPath(postcodeDistrictsFile)}`);
}
