/**
 * The contract as the server reads it: openapi/openapi.yaml parsed once (its example data is shared
 * through YAML aliases, so the alias limit is lifted: the file is ours), and each operation's
 * security requirements by operationId.
 */
import { readFileSync } from 'node:fs';
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
  requestBody?: { content?: Record<string, { encoding?: Record<string, { explode?: boolean }> }> };
}

export interface ContractDocument {
  paths: Record<string, Record<string, OperationObject>>;
  security?: Record<string, string[]>[];
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

let loaded: ContractDocument | undefined;

/** The parsed contract, read once per process (shared: callers must not change it). */
export function loadContract(): ContractDocument {
  loaded ??= parse(readFileSync(contractPath, 'utf8'), { maxAliasCount: -1 }) as ContractDocument;
  return loaded;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The security schemes each operation needs (all of them: the contract only ANDs, never ORs). */
export function securityByOperation(doc: ContractDocument): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const item of Object.values(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op?.operationId) continue;
      const requirements = op.security ?? doc.security ?? [];
      result.set(op.operationId, new Set(requirements.flatMap((r) => Object.keys(r))));
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
