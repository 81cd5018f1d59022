/**
 * The contract as data for the tests: the parsed document, its operations, and an ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1) validator that resolves the document's own $refs.
 */
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown>; [kind: string]: Record<string, unknown> };
  /** The example data the examples share through YAML aliases (vehicles, dealers, lookups). */
  'x-example-data': JsonObject;
}

/**
 * The contract, parsed once for every suite. The example data is shared through YAML aliases, so the
 * alias limit is lifted (the file is ours). Found from this module's path: Vite (the unit suite)
 * rewrites `new URL(…, import.meta.url)` as an asset's address.
 */
export const document = parse(readFileSync(resolvePath(fileURLToPath(import.meta.url), '../../openapi.yaml'), 'utf8'), {
  maxAliasCount: -1,
}) as OpenApiDocument;

const ajv = new Ajv2020({ strict: false, allErrors: true });
/** Strings coerced to the declared types, as a server reads path and query parameters. */
const coercing = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array' });
for (const each of [ajv, coercing]) {
  addFormats(each);
  each.addSchema({ ...document, $id: 'openapi.yaml' });
}

const problems = (errors: Ajv2020['errors']) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());

/** Validates `value` against the schema at a JSON pointer in the contract, e.g. `#/components/schemas/AuditEvent`. */
export function validate(pointer: string, value: unknown): string[] {
  const check = ajv.getSchema(`openapi.yaml${pointer}`);
  if (!check) throw new Error(`No schema at ${pointer}`);
  return check(value) ? [] : problems(check.errors);
}

const parameterChecks = new Map<string, ReturnType<Ajv2020['compile']>>();
/**
 * Validates parameters as a server receives them (each a string, or a list of strings for an array),
 * coerced to the declared types: `parameters` maps each parameter's name to its schema's pointer.
 */
export function validateParameters(
  parameters: Array<{ name: string; schema: string; required: boolean }>,
  values: Record<string, string | string[]>,
): string[] {
  const key = JSON.stringify(parameters);
  let check = parameterChecks.get(key);
  if (!check) {
    check = coercing.compile({
      type: 'object',
      required: parameters.filter((p) => p.required).map((p) => p.name),
      properties: Object.fromEntries(parameters.map((p) => [p.name, { $ref: `openapi.yaml${p.schema}` }])),
    });
    parameterChecks.set(key, check);
  }
  return check(structuredClone(values)) ? [] : problems(check.errors);
}

export function schemaPointer(name: string): string {
  return `#/components/schemas/${name}`;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A JSON pointer (`#/a/b`) built from raw segments. */
export function pointer(...segments: string[]): string {
  return `#/${segments.map(escape).join('/')}`;
}

/** The value at a JSON pointer in the document. */
function at(ref: string): unknown {
  return ref
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(unescape)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** Follows `$ref`s from a node; returns the node and the pointer it was finally found at. */
export function resolve<T = Record<string, unknown>>(node: unknown, where: string): { value: T; where: string } {
  let value = node as { $ref?: string };
  let here = where;
  for (let hops = 0; value && typeof value.$ref === 'string' && hops < 20; hops++) {
    here = value.$ref;
    value = at(here) as { $ref?: string };
  }
  return { value: value as T, where: here };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Record<string, unknown>;
  example?: Json;
  style?: string;
  explode?: boolean;
}

export interface MediaType {
  schema: unknown;
  examples?: Record<string, { summary?: string; value: Json }>;
  example?: Json;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** Pointer to the operation object. */
  where: string;
  summary: string;
  tags: string[];
  parameters: Array<{ value: Parameter; where: string }>;
  requestBody?: { value: { content: Record<string, MediaType> }; where: string };
  responses: Record<string, { value: ResponseObject; where: string }>;
  needsSession: boolean;
  needsCsrf: boolean;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the contract, in document order. */
export function operations(): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (item.parameters ?? []) as unknown[];
    for (const method of methods) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const where = pointer('paths', path, method);
      const parameters = [
        ...shared.map((p, i) => resolve<Parameter>(p, pointer('paths', path, 'parameters', String(i)))),
        ...((op.parameters ?? []) as unknown[]).map((p, i) => resolve<Parameter>(p, `${where}/parameters/${i}`)),
      ];
      const security = (op.security ?? []) as Array<Record<string, string[]>>;
      const requirements = security.filter((s) => Object.keys(s).length > 0);
      const responses = Object.fromEntries(
        Object.entries(op.responses as Record<string, unknown>).map(([status, r]) => [
          status,
          resolve<ResponseObject>(r, `${where}/responses/${status}`),
        ]),
      );
      found.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path,
        where,
        summary: op.summary as string,
        tags: (op.tags ?? []) as string[],
        parameters,
        requestBody: op.requestBody
          ? resolve<{ content: Record<string, MediaType> }>(op.requestBody, `${where}/requestBody`)
          : undefined,
        responses,
        needsSession: requirements.length > 0 && requirements.every((s) => 'session' in s),
        needsCsrf: op['x-csrf-required'] === true,
      });
    }
  }
  return found;
}
