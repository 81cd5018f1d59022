/**
 * The write-off filters (ExcludeHistoryCatNCatD, ExcludeHistoryCatSCatC) against what the vehicle
 * pages say: a search with one left out exactly the vehicles whose History.Check.WriteOff is in its
 * categories, read from the server's own getVehicle answers.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStock } from '../seed/generate';
import { postcodeDistricts } from '../seed/postcodes';
import { testServer } from '../testing';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testServer({
    stock: async () => generateStock({ dealers: 30, vehicles: 600 }),
    districts: postcodeDistricts,
  }));
});
afterAll(async () => app?.close());

async function ids(criteria: Record<string, unknown>): Promise<number[]> {
  const found: number[] = [];
  for (let k = 1; ; k++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/search/car/results',
      payload: {
        isNewSearch: k === 1,
        pagination: { CurrentPage: k, PageSize: 20 },
        searchPanelParameters: { Type: 'car', ...criteria },
      },
    });
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as {
      Results: { VehicleId: number }[];
      Pagination: { TotalRecords: number };
    };
    found.push(...body.Results.map((r) => r.VehicleId));
    if (k * 20 >= body.Pagination.TotalRecords) return found;
  }
}

async function writeOff(id: number): Promise<string | null | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
  expect(response.statusCode).toBe(200);
  const body = JSON.parse(response.body) as { History?: { Check: { WriteOff: string | null } } };
  return body.History?.Check.WriteOff;
}

describe('write-off filters and the history check', () => {
  it.each([
    ['ExcludeHistoryCatNCatD', ['N', 'D']],
    ['ExcludeHistoryCatSCatC', ['S', 'C']],
  ])('%s leaves out exactly the vehicles whose History.Check.WriteOff is %j', async (filter, categories) => {
    const everyCar = await ids({});
    const kept = new Set(await ids({ [filter]: true }));
    const left: number[] = [];
    for (const id of everyCar) {
      const category = await writeOff(id);
      const written = category !== null && category !== undefined && categories.includes(category);
      expect(kept.has(id), `${id}: ${category}`).toBe(!written);
      if (written) left.push(id);
    }
    expect(left.length).toBeGreaterThan(0);
  });
});
