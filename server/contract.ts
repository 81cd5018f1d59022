/**
 * The contract as the server reads it: openapi/openapi.yaml parsed once (its example data is shared
 * through YAML aliases, so the alias limit is lifted: the file is ours), and each operation's
 * security requirements by operationId.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

export const contractPath = new URL('../openapi/openapi.yaml', import.meta.url);

interface ParameterObject {
  $ref?: string;
  name?: string;
  in?: string;
  explode?: boolean;
  schema?: { type?: string };
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  security?: Record<string, string[]>[];
  'x-csrf-required'?: boolean;
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
}

interface ResponseObject {
  $ref?: string;
  headers?: Record<string, unknown>;
}

interface RequestBodyObject {
  $ref?: string;
  content?: Record<string, { encoding?: Record<string, { explode?: boolean }> }>;
}

export interface ContractDocument {
  paths: Record<string, Record<string, OperationObject>>;
  security?: Record<string, string[]>[];
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

let loaded: ContractDocument | undefined;

/**
 * The parsed contract, read once per process (shared: callers must not change it). Parsing the YAML
 * (its aliases expanded) takes about a second; the result is kept as JSON in the temp folder, keyed
 * by the file's hash, so a later start reads it in milliseconds.
 */
export function loadContract(): ContractDocument {
  if (loaded) return loaded;
  const text = readFileSync(contractPath, 'utf8');
  const cache = join(
    tmpdir(),
    `forecourt-contract-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`,
  );
  try {
    loaded = JSON.parse(readFileSync(cache, 'utf8')) as ContractDocument;
  } catch {
    loaded = parse(text, { maxAliasCount: -1 }) as ContractDocument;
    try {
      // Written whole, then renamed: a concurrent start never reads half a file.
      writeFileSync(`${cache}.${process.pid}`, JSON.stringify(loaded));
      renameSync(`${cache}.${process.pid}`, cache);
    } catch {
      // No writable temp folder: parse each time.
    }
  }
  return loaded;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The checks each operation needs: its security schemes (all of them: the contract only ANDs, never
 * ORs), and `csrfToken` where it says `x-csrf-required` (the token is no security scheme: its refusal
 * is 403, not 401).
 */
export function securityByOperation(doc: ContractDocument): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const item of Object.values(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op?.operationId) continue;
      const requirements = op.security ?? doc.security ?? [];
      const checks = new Set(requirements.flatMap((r) => Object.keys(r)));
      if (op['x-csrf-required'] === true) checks.add('csrfToken');
      result.set(op.operationId, checks);
    }
  }
  return result;
}

/**
 * The media types each operation takes a body in, by operationId, as its requestBody lists them (an
 * operation without a requestBody takes none: an empty set).
 */
export function mediaTypesByOperation(doc: ContractDocument): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const item of Object.values(doc.paths))
    for (const method of methods) {
      const op = item[method];
      if (!op?.operationId) continue;
      let body = op.requestBody;
      if (body?.$ref)
        body = doc.components.requestBodies?.[body.$ref.split('/').pop() ?? ''] as RequestBodyObject | undefined;
      result.set(op.operationId, new Set(Object.keys(body?.content ?? {}).map((type) => type.toLowerCase())));
    }
  return result;
}

/**
 * The operations whose answers must not be stored by any cache: those that document the
 * `Cache-Control` header on a response (its only value is `no-store`).
 */
export function noStoreOperations(doc: ContractDocument): Set<string> {
  const resolve = (r: ResponseObject) =>
    r.$ref ? ((doc.components.responses?.[r.$ref.split('/').pop() ?? ''] as ResponseObject | undefined) ?? r) : r;
  const result = new Set<string>();
  for (const item of Object.values(doc.paths))
    for (const method of methods) {
      const op = item[method];
      const responses = Object.values(op?.responses ?? {}).map(resolve);
      if (op?.operationId && responses.some((r) => r.headers?.['Cache-Control'])) result.add(op.operationId);
    }
  return result;
}

/**
 * The properties a form-encoded body sends as repeated fields (`encoding` with `explode`, as the
 * contract declares for the audit beacon's `Parameters`): they are arrays even when sent once.
 */
export function formArrayFields(doc: ContractDocument): Set<string> {
  const fields = new Set<string>();
  for (const item of Object.values(doc.paths))
    for (const method of methods) {
      const encoding = item[method]?.requestBody?.content?.['application/x-www-form-urlencoded']?.encoding ?? {};
      for (const [name, rule] of Object.entries(encoding)) if (rule.explode !== false) fields.add(name);
    }
  return fields;
}

/**
 * Query parameters sent comma-separated (`style: form, explode: false` arrays, such as `ids`), by
 * operationId: the server splits them before validating, as the contract's style says.
 */
export function commaSeparatedQuery(doc: ContractDocument): Map<string, string[]> {
  const deref = (p: ParameterObject): ParameterObject =>
    p.$ref ? ((doc.components.parameters?.[p.$ref.split('/').pop() ?? ''] as ParameterObject | undefined) ?? p) : p;
  const result = new Map<string, string[]>();
  for (const item of Object.values(doc.paths))
    for (const method of methods) {
      const op = item[method];
      if (!op?.operationId) continue;
      const shared = ((item as { parameters?: ParameterObject[] }).parameters ?? []).map(deref);
      const names = [...shared, ...(op.parameters ?? []).map(deref)]
        .filter((p) => p.in === 'query' && p.explode === false && p.schema?.type === 'array' && p.name)
        .map((p) => p.name as string);
      if (names.length > 0) result.set(op.operationId, names);
    }
  return result;
}

/**
 * The component schema each JSON body property refers to (`EmailAddress`, `UkPostcode`, ...), by
 * operationId then property, over the body schema and the branches of its oneOf and allOf: what a
 * field error's message is chosen by (server/fieldErrors.ts).
 */
export function bodyPropertySchemas(doc: ContractDocument): Map<string, Map<string, string>> {
  type SchemaObject = {
    $ref?: string;
    properties?: Record<string, SchemaObject>;
    oneOf?: SchemaObject[];
    allOf?: SchemaObject[];
  };
  const named = (ref: string) => ref.split('/').pop() ?? '';
  const deref = (s: SchemaObject): SchemaObject =>
    s.$ref?.startsWith('#/components/schemas/')
      ? ((doc.components.schemas?.[named(s.$ref)] as SchemaObject | undefined) ?? s)
      : s;
  const result = new Map<string, Map<string, string>>();
  for (const item of Object.values(doc.paths))
    for (const method of methods) {
      const op = item[method];
      const top = (op?.requestBody?.content?.['application/json'] as { schema?: SchemaObject } | undefined)?.schema;
      if (!op?.operationId || !top) continue;
      const properties = new Map<string, string>();
      const walk = (schema: SchemaObject, depth: number) => {
        const s = deref(schema);
        for (const [name, property] of Object.entries(s.properties ?? {}))
          if (property.$ref && !properties.has(name)) properties.set(name, named(property.$ref));
        if (depth < 3) for (const branch of [...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(branch, depth + 1);
      };
      walk(top, 0);
      result.set(op.operationId, properties);
    }
  return result;
}
