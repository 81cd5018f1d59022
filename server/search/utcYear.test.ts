/**
 * "The current year" of the age criteria is the server clock's year in UTC: held at New Year in a time
 * zone already in the next year, the server still counts ages from the UTC year.
 */
process.env.TZ = 'Pacific/Auckland';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStock } from '../seed/generate';
import { postcodeDistricts } from '../seed/postcodes';
import { testServer } from '../testing';

let app: FastifyInstance;
let clock = Date.parse('2026-12-31T23:30:00Z');
let years: number[];

beforeAll(async () => {
  const source = () => generateStock({ dealers: 20, vehicles: 300 });
  years = [...new Set(source().vehicles.map((v) => v.facts.year))].sort((a, b) => b - a);
  ({ app } = await testServer({ stock: async () => source(), districts: postcodeDistricts }, () => new Date(clock)));
});
afterAll(async () => app?.close());

async function count(criteria: Record<string, unknown>): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search/car/count',
    payload: { Type: 'car', ...criteria },
  });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body).RecordCount;
}

describe('the current year of MaxAge, Age and MinAge', () => {
  it('is the UTC year at 23:30 UTC on 31 December, when it is already next year in Auckland', async () => {
    clock = Date.parse('2026-12-31T23:30:00Z');
    expect(new Date(clock).getFullYear(), 'the local year in Auckland').toBe(2027);
    const registered = years.find((year) => year <= 2025) as number;
    const age = 2026 - registered;
    const fromYear = await count({ MinYear: registered });
    expect(fromYear).toBeGreaterThan(await count({ MinYear: registered + 1 }));
    expect(await count({ MaxAge: age })).toBe(fromYear);
    expect(await count({ Age: age })).toBe(fromYear);
    expect(await count({ MinAge: age })).toBe(await count({ MaxYear: registered }));
  });

  it('turns at 00:00 UTC on 1 January', async () => {
    clock = Date.parse('2027-01-01T00:30:00Z');
    const registered = years.find((year) => year <= 2025) as number;
    expect(await count({ MaxAge: 2027 - registered })).toBe(await count({ MinYear: registered }));
  });
});
