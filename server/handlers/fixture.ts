/**
 * For the handlers' tests: a small seeded catalogue (the contract's examples plus generated UK stock,
 * the real postcode-district table) and the contract's own request and response examples.
 */
import { type Json, operations } from '../../openapi/contract/contract';
import type { CatalogueSource } from '../db/load';
import { generateStock } from '../seed/generate';
import { postcodeDistricts } from '../seed/postcodes';
import type { Stock } from '../seed/types';

/** The value, or a thrown error naming what was missing. */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Fixture: no ${what}`);
  return value;
}

let stock: Stock | undefined;
/** The contract's 6 dealers and 26 vehicles, and generated ones up to 40 dealers and 500 vehicles. */
export const testStock = (): Stock => (stock ??= generateStock({ dealers: 40, vehicles: 500 }));

export const testCatalogue: CatalogueSource = { stock: async () => testStock(), districts: postcodeDistricts };

const byId = new Map(operations().map((op) => [op.operationId, op]));

/** A request body example of the contract, by operation and example name. */
export function requestExample(operationId: string, name: string): Record<string, Json> {
  const examples = byId.get(operationId)?.requestBody?.value.content['application/json']?.examples;
  return must(examples?.[name]?.value, `request example ${operationId}/${name}`) as Record<string, Json>;
}

/** A response example of the contract, by operation, status and example name. */
export function responseExample(operationId: string, status: string, name: string): Json {
  const examples = byId.get(operationId)?.responses[status]?.value.content?.['application/json']?.examples;
  return must(examples?.[name]?.value, `response example ${operationId}/${status}/${name}`);
}
