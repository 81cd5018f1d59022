/**
 * The documents a backend team reads beside the contract say what the contract says: the READMEs'
 * and decision records' operation list and count, the number of sort orders and each order's last
 * tie-break are read from openapi.yaml here, so a changed contract fails this file until the words
 * change with it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { document, operations } from './contract';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
/** Markdown without its line breaks, so a sentence reads whole. */
const prose = (path: string) => read(path).replace(/\s*\n\s*/g, ' ');

/** The documents that describe the contract as it is (decision records that give a past run's figures are not). */
const documents = [
  'README.md',
  'openapi/README.md',
  'server/README.md',
  'docs/architecture.md',
  'docs/requirements.md',
  'docs/decisions/0002-contract-first.md',
  'docs/decisions/0009-search-behaviour.md',
  'docs/decisions/0012-conformance-suite.md',
];

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
const counted = (n: number) => new RegExp(`^(${n}|${numberWords[n] ?? n})$`, 'i');

const all = operations();

describe("openapi/README.md's list of operations", () => {
  const readme = read('openapi/README.md');
  const table = readme.slice(readme.indexOf('## The operations'), readme.indexOf('### Examples'));
  const rows = table
    .split('\n')
    .filter((line) => /^\|\s*[A-Z]/.test(line) && !line.includes('operationId'))
    .map((line) => line.split('|').map((cell) => cell.trim()));

  it('names every operation of the contract once, and no other', () => {
    const listed = rows.flatMap((cells) => (cells[3] ?? '').split(',').map((id) => id.trim()));
    expect([...listed].sort()).toEqual(all.map((op) => op.operationId).sort());
  });

  it('gives each operation its method and path', () => {
    for (const cells of rows) {
      const methods = (cells[1] ?? '').split(',').map((m) => m.trim());
      // `/api/search/{car,van}/count` stands for both paths; the query after `?` is a reminder.
      const paths = [...(cells[2] ?? '').matchAll(/`([^`?]+)/g)].flatMap(([, path = '']) =>
        path.includes('{car,van}') ? ['car', 'van'].map((type) => path.replace('{car,van}', type)) : [path],
      );
      for (const id of (cells[3] ?? '').split(',').map((s) => s.trim())) {
        const op = all.find((o) => o.operationId === id);
        expect(methods, id).toContain(op?.method);
        expect(
          paths.some((p) => p.replace(/\{[^}]+\}/g, '{}') === op?.path.replace(/\{[^}]+\}/g, '{}')),
          id,
        ).toBe(true);
      }
    }
  });

  it('states their number', () => {
    expect(readme).toMatch(new RegExp(`^${all.length} operations:$`, 'm'));
  });
});

describe('every document that counts the operations', () => {
  it.each(documents)('%s counts all of them', (path) => {
    for (const [, n] of prose(path).matchAll(/\b(\w+) operations\b/g))
      if (n && (/^\d+$/.test(n) || numberWords.includes(n.toLowerCase()))) expect(n, path).toMatch(counted(all.length));
  });
});

describe('the sort orders and their tie-breaks', () => {
  const sortOrder = (document.components.schemas.SearchCriteria as { properties: Record<string, unknown> }).properties
    .SortOrder as { enum: string[]; description: string };
  const bullets = sortOrder.description.split('\n- ').slice(1);
  /** Each order's last tie-break as the contract words it: `VehicleId ascending` or `VehicleId descending`. */
  const lastTieBreak = new Map(
    sortOrder.enum.map((order) => {
      const bullet = bullets.find((b) => b.startsWith(`\`${order}\``)) ?? '';
      const breaks = [...bullet.replace(/\s+/g, ' ').matchAll(/VehicleId (ascending|descending)/g)];
      return [order, breaks.at(-1)?.[1]];
    }),
  );
  const descending = sortOrder.enum.filter((order) => lastTieBreak.get(order) === 'descending');

  it("the contract words each order's last tie-break", () => {
    for (const order of sortOrder.enum) expect(lastTieBreak.get(order), order).toMatch(/^(ascending|descending)$/);
  });

  it.each(documents)('%s counts them all', (path) => {
    for (const [, n] of prose(path).matchAll(/\b(\w+) sort orders\b/gi))
      if (n && (/^\d+$/.test(n) || numberWords.includes(n.toLowerCase())))
        expect(n, path).toMatch(counted(sortOrder.enum.length));
  });

  it.each([...documents, 'openapi/openapi.yaml'])('%s never says every order ends on VehicleId ascending', (path) => {
    const text = path.endsWith('.yaml') ? sortOrder.description.replace(/\s+/g, ' ') : prose(path);
    const sentences = text.split(/(?<=\.)\s/);
    const universal = sentences.filter(
      (s) => /\b(every|each|all)\b/i.test(s) && /VehicleId ascending/.test(s) && !/descending/.test(s),
    );
    if (descending.length > 0) expect(universal, path).toEqual([]);
  });

  it.each(['openapi/README.md', 'server/README.md', 'docs/decisions/0009-search-behaviour.md'])(
    '%s names the orders that end on VehicleId descending',
    (path) => {
      const named = descending.map((order) => `\`${order}\``).join(' and ');
      const count = numberWords[sortOrder.enum.length] ?? String(sortOrder.enum.length);
      expect(prose(path)).toMatch(new RegExp(`\\b${count} sort orders`, 'i'));
      expect(prose(path)).toContain(`VehicleId descending for ${named}, ascending for the others`);
    },
  );
});

describe('the reference data beside the contract', () => {
  const info = (document as unknown as { info: { description: string; 'x-reference-data': ReferenceFile[] } }).info;
  interface ReferenceFile {
    file: string;
    columns: string[];
    licence: string;
  }
  const files = readdirSync(new URL('../data/', import.meta.url)).filter((name) => name.endsWith('.csv'));

  it.each(files)('openapi/data/%s is named in the contract, with its columns and licence', (name) => {
    const entry = info['x-reference-data'].find((f) => f.file === `openapi/data/${name}`);
    expect(entry, name).toBeDefined();
    const header = read(`openapi/data/${name}`).split(/\r?\n/)[0];
    expect(entry?.columns.join(','), name).toBe(header);
    expect(entry?.licence, name).toBeTruthy();
    expect(info.description, name).toContain(`\`${name}\``);
    expect(read('openapi/README.md'), name).toContain(`data/${name}`);
  });
});
