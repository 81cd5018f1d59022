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
  content?: Record<string, { examples?: Record<string, { value: unknown }> }>;
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
 * The Cache-Control each operation sends on its 2xx answers, by operationId: the `const` of the
 * header its 2xx response documents (`no-store`, or a cacheable value for the catalogue, adverts
 * and searches). Every other answer is `no-store`.
 */
export function cacheControlByOperation(doc: ContractDocument): Map<string, string> {
  const lastName = (ref: string) => ref.split('/').pop() ?? '';
  const resolve = (r: ResponseObject) =>
    r.$ref ? ((doc.components.responses?.[lastName(r.$ref)] as ResponseObject | undefined) ?? r) : r;
  const result = new Map<string, string>();
  for (const item of Object.values(doc.paths))
    for (const method of methods) {
      const op = item[method];
      if (!op?.operationId) continue;
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const header = resolve(response).headers?.['Cache-Control'] as { $ref?: string } | undefined;
        const named = header?.$ref
          ? (doc.components.headers?.[lastName(header.$ref)] as { schema?: { const?: string } } | undefined)
          : undefined;
        if (status.startsWith('2') && named?.schema?.const) result.set(op.operationId, named.schema.const);
      }
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

/** Each operation's query parameters, its path's shared ones first, references resolved. */
function queryParameters(doc: ContractDocument): Map<string, ParameterObject[]> {
  const deref = (p: ParameterObject): ParameterObject =>
    p.$ref ? ((doc.components.parameters?.[p.$ref.split('/').pop() ?? ''] as ParameterObject | undefined) ?? p) : p;
  const result = new Map<string, ParameterObject[]>();
  for (const item of Object.values(doc.paths))
    for (const method of methods) {
      const op = item[method];
      if (!op?.operationId) continue;
      const shared = ((item as { parameters?: ParameterObject[] }).parameters ?? []).map(deref);
      result.set(
        op.operationId,
        [...shared, ...(op.parameters ?? []).map(deref)].filter((p) => p.in === 'query' && p.name),
      );
    }
  return result;
}

/**
 * Query parameters sent comma-separated (`style: form, explode: false` arrays, such as `ids`), by
 * operationId: the server splits them before validating, as the contract's style says.
 */
export function commaSeparatedQuery(doc: ContractDocument): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [operationId, parameters] of queryParameters(doc)) {
    const names = parameters
      .filter((p) => p.explode === false && p.schema?.type === 'array')
      .map((p) => p.name as string);
    if (names.length > 0) result.set(operationId, names);
  }
  return result;
}

/**
 * Query parameters sent once, by operationId: every one but an exploded array (`ids=1,2` is one
 * parameter; only an array with `explode: true` is sent as repeated ones). A second one is refused.
 */
export function singleValuedQuery(doc: ContractDocument): Map<string, string[]> {
  // A schema given by reference is read where it points (`#/components/schemas/AuditEvent/properties/Parameters`).
  const schemaOf = (p: ParameterObject) => {
    let schema: unknown = p.schema;
    const ref = (schema as { $ref?: string } | undefined)?.$ref;
    if (ref)
      schema = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
    return schema as { type?: string } | undefined;
  };
  const result = new Map<string, string[]>();
  for (const [operationId, parameters] of queryParameters(doc))
    result.set(
      operationId,
      parameters.filter((p) => !(schemaOf(p)?.type === 'array' && p.explode !== false)).map((p) => p.name as string),
    );
  return result;
}

/**
 * The methods of each path of the contract, as a pattern matching its addresses (a path parameter is
 * one segment) and the `Allow` header's value: HEAD with every GET.
 */
export function methodsByPath(doc: ContractDocument): { pattern: RegExp; allow: string }[] {
  return Object.entries(doc.paths).map(([path, item]) => {
    const own = methods.filter((method) => item[method]).map((method) => method.toUpperCase());
    if (own.includes('GET')) own.push('HEAD');
    const segments = path
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    return { pattern: new RegExp(`^${segments.join('/')}$`), allow: own.sort().join(', ') };
  });
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
