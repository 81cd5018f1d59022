/**
 * The contract as data for the tests: the parsed document and an ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1) validator that resolves the document's own $refs.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown>; [kind: string]: Record<string, unknown> };
}

export const document = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...document, $id: 'openapi.yaml' });

/** Validates `value` against the schema at a JSON pointer in the contract, e.g. `#/components/schemas/AuditEvent`. */
export function validate(pointer: string, value: unknown): string[] {
  const check = ajv.getSchema(`openapi.yaml${pointer}`);
  if (!check) throw new Error(`No schema at ${pointer}`);
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
}

export function schemaPointer(name: string): string {
  return `#/components/schemas/${name}`;
}
