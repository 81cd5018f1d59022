/**
 * The panel of a plain search is counted from the facet tables (014_search_facets), and its count
 * and the relevance order's bands from the count and facet tables: each must be what the vehicles
 * themselves give, for every kind of plain search, and stay so as vehicles are sold and withdrawn.
 * The same search made not plain (MinMileage 0 holds for every vehicle) is counted from its vehicles,
 * so the two must agree entry by entry.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStock } from '../seed/generate';
import { postcodeDistricts } from '../seed/postcodes';
import type { Started } from '../start';
import { testServer } from '../testing';
import { LIST_FILTER_KEYS } from './criteria';

type Criteria = Record<string, unknown>;
type Entry = { Value: string; Counter?: number; Selected?: boolean; Models?: Entry[]; Trims?: Entry[] };

let started: Started;

beforeAll(async () => {
  started = await testServer({
    stock: async () => generateStock({ dealers: 40, vehicles: 800 }),
    districts: postcodeDistricts,
  });
});
afterAll(async () => started?.app.close());

async function panel(type: 'car' | 'van', criteria: Criteria) {
  const response = await started.app.inject({
    method: 'POST',
    url: `/api/search/${type}/panel`,
    payload: { Type: type, ...criteria },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = JSON.parse(response.body) as Record<string, Entry[]>;
  return Object.fromEntries(['MakeModels', ...LIST_FILTER_KEYS].map((key) => [key, body[key]]));
}

/** The count and the first two pages of 20 (their vehicles in order, and the total) of a search. */
async function matches(type: 'car' | 'van', criteria: Criteria) {
  const send = async (url: string, payload: Criteria) => {
    const response = await started.app.inject({ method: 'POST', url: `/api/search/${type}/${url}`, payload });
    expect(response.statusCode, response.body).toBe(200);
    return JSON.parse(response.body) as {
      RecordCount?: number;
      Pagination?: { TotalRecords: number };
      Results?: { VehicleId?: number }[];
    };
  };
  const searched = { Type: type, ...criteria };
  const pages = [];
  for (const CurrentPage of [1, 2]) {
    const page = await send('results', {
      isNewSearch: true,
      pagination: { CurrentPage, PageSize: 20 },
      searchPanelParameters: searched,
    });
    const ids = (page.Results ?? []).flatMap((card) => (card.VehicleId === undefined ? [] : [card.VehicleId]));
    pages.push({ total: page.Pagination?.TotalRecords, ids });
  }
  // Not an empty agreement: the first page has its cards.
  expect(pages[0]?.ids.length).toBeGreaterThan(0);
  return { count: (await send('count', searched)).RecordCount, pages };
}

/**
 * The panel, count and pages of a search and of the same search counted from its vehicles agree
 * (the count and the relevance order's bands, Featured and not, from the tables too).
 */
async function expectCountedAsFromVehicles(type: 'car' | 'van', criteria: Criteria) {
  const fromTables = await panel(type, criteria);
  const fromVehicles = await panel(type, { ...criteria, MinMileage: 0 });
  expect(fromTables).toEqual(fromVehicles);
  expect(await matches(type, criteria)).toEqual(await matches(type, { ...criteria, MinMileage: 0 }));
  return fromTables;
}

const make = (value: string, models: Entry[] = []) => ({ Value: value, Selected: true, Models: models });
const chosen = (value: string) => ({ Value: value, Selected: true });

/**
 * The plain searches, one of each kind, the two with a make beside a distance or a price, and those
 * of fuel, body style and gearbox lists alone (the facet table by those three).
 */
async function plainSearches(): Promise<[string, 'car' | 'van', Criteria][]> {
  const ford = (await panel('car', { MakeModels: [make('ford')] })).MakeModels?.find((m) => m.Value === 'ford');
  const model = ford?.Models?.find((m) => (m.Counter ?? 0) > 0);
  const withModel = { Value: model?.Value ?? '*', Selected: true };
  const trims = (await panel('car', { MakeModels: [make('ford', [withModel])] })).MakeModels?.find(
    (m) => m.Value === 'ford',
  )?.Models?.find((m) => m.Value === withModel.Value)?.Trims;
  const trim = trims?.find((t) => (t.Counter ?? 0) > 0)?.Value ?? '*';
  return [
    ['nothing chosen', 'car', {}],
    ['nothing chosen (vans)', 'van', {}],
    ['within 30 miles', 'car', { PostCode: 'M11AE', Distance: 30 }],
    ['within 100 miles', 'car', { PostCode: 'SW1A1AA', Distance: 100 }],
    ['a postcode, nationally', 'car', { PostCode: 'LS11UR' }],
    ['within 60 miles, nearest first', 'car', { PostCode: 'B11AA', Distance: 60, SortOrder: 'distance-asc' }],
    ['a make', 'car', { MakeModels: [make('ford')] }],
    ['a model', 'car', { MakeModels: [make('ford', [withModel])] }],
    [
      'a trim',
      'car',
      { MakeModels: [make('ford', [{ ...withModel, Trims: [{ Value: trim, Selected: true }] } as Entry])] },
    ],
    ['a price range', 'car', { MinPrice: 5000, MaxPrice: 20000 }],
    ['a monthly cost', 'car', { PaymentSearchSelection: { Selected: 'monthly' }, MaxPaymentMonthlyCost: 250 }],
    ['a fuel', 'car', { FuelTypes: [chosen('diesel')] }],
    ['a fuel and a gearbox', 'car', { FuelTypes: [chosen('petrol')], Transmissions: [chosen('automatic')] }],
    ['two body styles', 'car', { BodyStyles: [chosen('suv'), chosen('hatchback')] }],
    [
      'a fuel, a body style and a gearbox',
      'car',
      { FuelTypes: [chosen('petrol')], BodyStyles: [chosen('hatchback')], Transmissions: [chosen('manual')] },
    ],
    ['a body style (vans)', 'van', { BodyStyles: [chosen('panel-van')] }],
    ['a make within 60 miles', 'car', { PostCode: 'M11AE', Distance: 60, MakeModels: [make('ford')] }],
    ['a make under a price', 'car', { MaxPrice: 12000, MakeModels: [make('ford', [withModel])] }],
  ];
}

describe('the panel of a plain search, from the facet tables', () => {
  it('counts every make, model, trim and list filter entry as its vehicles do, for every kind of plain search', async () => {
    for (const [name, type, criteria] of await plainSearches()) {
      const counted = await expectCountedAsFromVehicles(type, criteria);
      // Not an empty agreement: the search finds vehicles, and its entries are counted.
      expect(counted.FuelTypes?.find((f) => f.Value === '*')?.Counter, name).toBeGreaterThan(0);
      expect(
        counted.MakeModels?.some((m) => m.Value !== '*' && (m.Counter ?? 0) > 0),
        name,
      ).toBe(true);
    }
  });

  it('still counts as the vehicles do after vehicles are sold, withdrawn and put back on sale', async () => {
    const { db } = started;
    const ids = (await sql<{ id: number }>`select id from vehicles order by id`.execute(db)).rows.map((r) => r.id);
    const before = await panel('car', {});
    await sql`update vehicles set record = jsonb_set(record, '{facts,sold}', 'true')
      where id = any(${ids.filter((_, i) => i % 7 === 0)}::integer[])`.execute(db);
    await sql`delete from vehicles where id = any(${ids.filter((_, i) => i % 11 === 1)}::integer[])`.execute(db);
    const after = await expectCountedAsFromVehicles('car', {});
    expect(after.MakeModels?.[0]?.Counter).toBeLessThan(before.MakeModels?.[0]?.Counter ?? 0);
    for (const [, type, criteria] of await plainSearches()) await expectCountedAsFromVehicles(type, criteria);
    await sql`update vehicles set record = jsonb_set(record, '{facts,sold}', 'false')
      where id = any(${ids.filter((_, i) => i % 7 === 0)}::integer[])`.execute(db);
    for (const [, type, criteria] of await plainSearches()) await expectCountedAsFromVehicles(type, criteria);
  });
});
