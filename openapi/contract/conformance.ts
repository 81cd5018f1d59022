/**
 * The provider-side conformance suite: for each operation of the contract it sends the documented
 * example requests to a server and checks status, headers and body against the contract (ajv 2020-12,
 * and Prism's `sl-violations` header when the server is Prism), then sends negative cases derived from
 * the schemas (missing required field, wrong type, string over maxLength, number out of range, unknown
 * property, missing CSRF header or session) and expects a documented 4xx, never a 5xx.
 */
import {
  resolve,
  validate,
  type Json,
  type JsonObject,
  type MediaType,
  type Operation,
  type Parameter,
} from './contract';

export interface Session {
  /** `fc_session=...` as sent in the Cookie header. */
  cookie?: string;
  csrfToken?: string;
}

export interface Case {
  name: string;
  /** 'success': a documented 2xx; 'rejected': one of `statuses` (documented 4xx). */
  expect: 'success' | 'rejected';
  statuses?: number[];
  params: Record<string, Json>;
  media?: string;
  body?: Json;
  withSession: boolean;
  withCsrf: boolean;
}

export interface Outcome {
  operation: Operation;
  case: Case;
  status?: number;
  problems: string[];
}

const json = 'application/json';

function firstExample(media: MediaType): Json | undefined {
  if (media.example !== undefined) return media.example;
  return Object.values(media.examples ?? {})[0]?.value;
}

/** Path and query values from the parameters' examples. */
function exampleParams(op: Operation): Record<string, Json> {
  return Object.fromEntries(
    op.parameters.filter((p) => p.value.example !== undefined).map((p) => [p.value.name, p.value.example as Json]),
  );
}

function bodySchemaPointer(op: Operation, media: string): string {
  return `${op.requestBody?.where}/content/${media.replace(/\//g, '~1')}/schema`;
}

/** The object schema a body is checked against (for a oneOf, the branch the example matches). */
function objectSchema(op: Operation, example: JsonObject): { schema: Record<string, unknown>; where: string } {
  const top = resolve(op.requestBody?.value.content[json]?.schema, bodySchemaPointer(op, json));
  const branches = (top.value.oneOf ?? []) as unknown[];
  for (const [i, branch] of branches.entries()) {
    const r = resolve(branch, `${top.where}/oneOf/${i}`);
    if (validate(r.where, example).length === 0) return { schema: r.value, where: r.where };
  }
  return { schema: top.value, where: top.where };
}

type Schema = Record<string, unknown> & {
  type?: string;
  maxLength?: number;
  maximum?: number;
  minimum?: number;
  enum?: unknown[];
};

function wrongTypeValue(schema: Schema): Json {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'boolean':
      return 'yes';
    case 'array':
    case 'object':
      return 'not-a-structure';
    default:
      return 'not-a-number';
  }
}

/** Negative cases derived from the body schema of the operation's first JSON example. */
function bodyNegatives(op: Operation, params: Record<string, Json>, security: Pick<Case, 'withSession' | 'withCsrf'>) {
  const media = op.requestBody?.value.content[json];
  const example = media && firstExample(media);
  if (!example || typeof example !== 'object' || Array.isArray(example)) return [];
  const { schema, where } = objectSchema(op, example);
  const properties = Object.entries((schema.properties ?? {}) as Record<string, unknown>).map(
    ([name, s]) => [name, resolve<Schema>(s, `${where}/properties/${name}`).value] as const,
  );
  const statuses = documented(op, [400, 422]);
  const cases: Case[] = [];
  const add = (name: string, body: JsonObject) => {
    // Only a body the contract itself rejects is a negative case.
    if (validate(bodySchemaPointer(op, json), body).length > 0)
      cases.push({ name, expect: 'rejected', statuses, params, media: json, body, ...security });
  };
  const required = (schema.required ?? []) as string[];
  const missing = required.find((name) => name !== 'Variant') ?? required[0];
  if (missing) {
    add(`missing required field ${missing}`, without(example, missing) as JsonObject);
  }
  const typed = properties.find(([name, s]) => name in example && s.type && !('const' in s));
  if (typed) add(`wrong type for ${typed[0]}`, { ...example, [typed[0]]: wrongTypeValue(typed[1]) });
  const long = properties.find(([, s]) => s.type === 'string' && typeof s.maxLength === 'number' && !s.enum);
  if (long)
    add(`${long[0]} over maxLength ${long[1].maxLength}`, {
      ...example,
      [long[0]]: 'A'.repeat((long[1].maxLength as number) + 1),
    });
  const ranged = properties.find(
    ([, s]) => (s.type === 'integer' || s.type === 'number') && typeof s.maximum === 'number' && !s.enum,
  );
  if (ranged)
    add(`${ranged[0]} above maximum ${ranged[1].maximum}`, {
      ...example,
      [ranged[0]]: (ranged[1].maximum as number) + 1,
    });
  if (schema.additionalProperties === false) add('unknown property', { ...example, UnexpectedProperty: 'x' });
  return cases;
}

/** Negative cases derived from the path and query parameters. */
function parameterNegatives(
  op: Operation,
  params: Record<string, Json>,
  body: Pick<Case, 'media' | 'body'>,
  security: Pick<Case, 'withSession' | 'withCsrf'>,
) {
  const statuses = documented(op, [400, 422]);
  const cases: Case[] = [];
  const schemaOf = (p: { value: Parameter; where: string }) =>
    resolve<Schema>(p.value.schema, `${p.where}/schema`).value;
  const query = op.parameters.filter((p) => p.value.in === 'query');
  const requiredQuery = query.find((p) => p.value.required);
  if (requiredQuery) {
    const rest = without(params, requiredQuery.value.name);
    cases.push({
      name: `missing required parameter ${requiredQuery.value.name}`,
      expect: 'rejected',
      statuses,
      params: rest,
      ...body,
      ...security,
    });
  }
  const integer = op.parameters.find((p) => p.value.in !== 'header' && schemaOf(p).type === 'integer');
  if (integer)
    cases.push({
      name: `wrong type for parameter ${integer.value.name}`,
      expect: 'rejected',
      statuses,
      params: { ...params, [integer.value.name]: 'abc' },
      ...body,
      ...security,
    });
  const ranged = op.parameters.find((p) => typeof schemaOf(p).maximum === 'number' && !schemaOf(p).enum);
  if (ranged)
    cases.push({
      name: `parameter ${ranged.value.name} above maximum`,
      expect: 'rejected',
      statuses,
      params: { ...params, [ranged.value.name]: (schemaOf(ranged).maximum as number) + 1 },
      ...body,
      ...security,
    });
  const long = op.parameters.find(
    (p) => schemaOf(p).type === 'string' && typeof schemaOf(p).maxLength === 'number' && !schemaOf(p).enum,
  );
  if (long)
    cases.push({
      name: `parameter ${long.value.name} over maxLength`,
      expect: 'rejected',
      statuses,
      params: { ...params, [long.value.name]: '1'.repeat((schemaOf(long).maxLength as number) + 1) },
      ...body,
      ...security,
    });
  return cases;
}

function without<T extends Record<string, Json>>(value: T, key: string): Record<string, Json> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
}

/** The codes among `wanted` the operation documents. */
function documented(op: Operation, wanted: number[]): number[] {
  return wanted.filter((code) => String(code) in op.responses);
}

/** Every case of one operation: its documented examples, then the negative cases. */
export function casesFor(op: Operation): Case[] {
  const params = exampleParams(op);
  const security = { withSession: op.needsSession, withCsrf: op.needsCsrf };
  const cases: Case[] = [];
  for (const [media, m] of Object.entries(op.requestBody?.value.content ?? {})) {
    const named = Object.entries(m.examples ?? {});
    for (const [name, e] of named)
      cases.push({
        name: `example "${name}" (${media})`,
        expect: 'success',
        params,
        media,
        body: e.value,
        ...security,
      });
    if (m.example !== undefined)
      cases.push({ name: `example (${media})`, expect: 'success', params, media, body: m.example, ...security });
  }
  if (!op.requestBody) cases.push({ name: 'example request', expect: 'success', params, ...security });

  const firstJson = op.requestBody?.value.content[json];
  const body = firstJson ? { media: json, body: firstExample(firstJson) } : {};
  cases.push(...bodyNegatives(op, params, security), ...parameterNegatives(op, params, body, security));
  if (op.needsCsrf)
    cases.push({
      name: 'missing X-CSRF-Token header',
      expect: 'rejected',
      // With a session, a missing token is 403 (securitySchemes.csrfToken); 401 is for no session.
      statuses: documented(op, [403]),
      params,
      ...body,
      ...security,
      withCsrf: false,
    });
  if (op.needsSession)
    cases.push({
      name: 'missing session cookie',
      expect: 'rejected',
      statuses: documented(op, [401]),
      params,
      ...body,
      ...security,
      withSession: false,
    });
  return cases;
}

function formEncode(body: Json): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body as JsonObject))
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  return form.toString();
}

/** The request a case sends. */
export function buildRequest(baseUrl: string, op: Operation, c: Case, session: Session): Request {
  let path = op.path;
  const query = new URLSearchParams();
  for (const { value: p } of op.parameters) {
    const value = c.params[p.name];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(text));
    // Form style explodes arrays into repeated keys unless the parameter says `explode: false`.
    if (p.in === 'query' && Array.isArray(value) && p.explode !== false)
      for (const item of value) query.append(p.name, String(item));
    else if (p.in === 'query') query.set(p.name, text);
  }
  const headers = new Headers({ Accept: json, 'X-Requested-With': 'XMLHttpRequest' });
  if (c.withSession && session.cookie) headers.set('Cookie', session.cookie);
  if (c.withCsrf && session.csrfToken) headers.set('X-CSRF-Token', session.csrfToken);
  let body: string | undefined;
  if (c.media) {
    headers.set('Content-Type', c.media);
    body = c.media === json ? JSON.stringify(c.body) : formEncode(c.body as Json);
  }
  const search = query.size ? `?${query.toString().replace(/%2C/g, ',')}` : '';
  return new Request(`${baseUrl}${path}${search}`, { method: op.method, headers, body });
}

/** Checks an answer against the operation's documented response for its status. */
export async function checkResponse(op: Operation, c: Case, response: Response, isPrism: boolean): Promise<string[]> {
  const problems: string[] = [];
  const status = response.status;
  const text = await response.text();
  if (status >= 500) return [`answered ${status} (a 5xx is never acceptable here): ${text.slice(0, 200)}`];
  if (c.expect === 'success' && (status < 200 || status > 299))
    problems.push(`expected a documented 2xx, got ${status}: ${text.slice(0, 200)}`);
  if (c.expect === 'rejected' && !(c.statuses ?? []).includes(status))
    problems.push(
      `expected ${(c.statuses ?? []).join(' or ') || 'a documented 4xx'}, got ${status}: ${text.slice(0, 200)}`,
    );
  const violations = response.headers.get('sl-violations');
  if (isPrism && c.expect === 'success' && violations) problems.push(`Prism reports violations: ${violations}`);
  const documentedResponse = op.responses[String(status)];
  if (!documentedResponse) return [...problems, `status ${status} is not documented for ${op.operationId}`];
  const { value: r, where } = documentedResponse;
  for (const [name, h] of Object.entries(r.headers ?? {})) {
    const header = resolve<{ schema: unknown }>(h, `${where}/headers/${name}`);
    const value = response.headers.get(name);
    if (value === null) {
      if (/^(RateLimit-|Retry-After|Cache-Control$|Allow$)/.test(name)) problems.push(`header ${name} is missing`);
      continue;
    }
    const schema = resolve<{ type?: string }>(header.value.schema, `${header.where}/schema`);
    const typed = schema.value.type === 'integer' || schema.value.type === 'number' ? Number(value) : value;
    for (const e of validate(`${header.where}/schema`, typed)) problems.push(`header ${name}: ${e}`);
  }
  const content = r.content ?? {};
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (Object.keys(content).length === 0) {
    if (text) problems.push(`expected no body, got: ${text.slice(0, 200)}`);
    return problems;
  }
  if (!(type in content))
    return [...problems, `content type "${type}" is not documented (${Object.keys(content).join(', ')})`];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `body is not JSON: ${text.slice(0, 200)}`];
  }
  const schema = `${where}/content/${type.replace(/\//g, '~1')}/schema`;
  for (const e of validate(schema, body)) problems.push(`body ${e}`);
  return problems;
}

export async function runCase(
  baseUrl: string,
  op: Operation,
  c: Case,
  session: Session,
  isPrism: boolean,
): Promise<Outcome> {
  try {
    const request = buildRequest(baseUrl, op, c, session);
    const response = await fetch(request);
    if (request.headers.has('Cookie')) await followSession(session, response.clone());
    return { operation: op, case: c, status: response.status, problems: await checkResponse(op, c, response, isPrism) };
  } catch (error) {
    return { operation: op, case: c, problems: [`request failed: ${(error as Error).message}`] };
  }
}

function sessionCookie(response: Response): string | undefined {
  const cookies = response.headers.getSetCookie?.() ?? [];
  const line = cookies.find((c) => c.startsWith('fc_session=')) ?? response.headers.get('set-cookie') ?? '';
  return /^(fc_session=[^;]*)/.exec(line)?.[1];
}

/**
 * Follows a session rotation, as a browser would: a new `fc_session` cookie replaces the one sent, and
 * the `CsrfToken` of a session answer (sign in, register, sign out, complete account) replaces the
 * token. Without it the cases after a sign-in or a registration would go on with a cookie and a token
 * the server has retired.
 */
async function followSession(session: Session, response: Response): Promise<void> {
  session.cookie = sessionCookie(response) ?? session.cookie;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return;
  try {
    const token = ((await response.json()) as { CsrfToken?: unknown } | null)?.CsrfToken;
    if (typeof token === 'string') session.csrfToken = token;
  } catch {
    // Not JSON after all: nothing to follow.
  }
}

/**
 * A signed-in session for the operations that need one: the session state (anonymous cookie and CSRF
 * token), then the documented sign-in example. The server under test must know that account.
 */
export async function establishSession(baseUrl: string, signIn: Operation | undefined): Promise<Session> {
  const session: Session = {};
  try {
    const anonymous = await fetch(`${baseUrl}/api/account/session`, {
      headers: { Accept: json, 'X-Requested-With': 'XMLHttpRequest' },
    });
    session.cookie = sessionCookie(anonymous);
    session.csrfToken = ((await anonymous.json()) as { CsrfToken?: string }).CsrfToken;
    if (!signIn) return session;
    const example = casesFor(signIn)[0];
    if (!example) return session;
    const signedIn = await fetch(buildRequest(baseUrl, signIn, example, session));
    if (!signedIn.ok) return session;
    session.cookie = sessionCookie(signedIn) ?? session.cookie;
    session.csrfToken = ((await signedIn.json()) as { CsrfToken?: string }).CsrfToken ?? session.csrfToken;
  } catch {
    // The operations that need a session will say what went wrong.
  }
  return session;
}

/** One line per operation, as the suite prints it. */
export function operationLine(op: Operation, outcomes: Outcome[]): string {
  const failed = outcomes.filter((o) => o.problems.length > 0);
  const examples = outcomes.filter((o) => o.case.expect === 'success').length;
  const mark = failed.length ? '✘' : '✔';
  const head = `${mark} ${op.operationId} ${op.method} ${op.path}: ${examples} example(s), ${outcomes.length - examples} negative case(s)`;
  return failed.length ? `${head}; ${failed.length} failed` : head;
}
