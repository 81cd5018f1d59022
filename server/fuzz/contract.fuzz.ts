/**
 * The fuzz suite (`npm run test:fuzz`, part of `npm test`): every operation of the contract, sent to
 * the reference server in-process with inputs drawn from the contract's own schemas, so no case is
 * written by hand and a contract edit changes what is sent.
 *
 * - Valid inputs (the contract's examples, then values its parameter and body schemas accept) get a
 *   documented status whose body conforms (a rule the schemas cannot say, such as a postcode the
 *   server does not know, may still answer a documented 4xx).
 * - Mutated inputs (wrong types, missing and extra properties, numbers out of range, 10,000-character
 *   strings, NUL, emoji; bodies in media types the operation does not list) get 4xx with the Error
 *   body. A mutation the schema still accepts (an extra property where others are allowed) is held
 *   to the rules of a valid input.
 * - Never 5xx.
 *
 * Each input is sent twice: by a visitor (a session opened, not signed in) and by the seeded person
 * signed in, both with the session's CSRF token, so secured operations reach validation and their
 * handlers. The seed is fixed (FUZZ_SEED varies it) and so is the number of inputs per operation
 * (FUZZ_RUNS valid ones, three times as many mutated). The run prints how many requests it sent and
 * three counts: answers of 5xx, invalid inputs accepted, answers off the contract.
 */
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, type Operation, operations, validate, validateParameters } from '../../openapi/contract/contract';
import { formArrayFields, loadContract } from '../contract';
import { amelia } from '../handlers/account.fixtures';
import { testCatalogue } from '../handlers/fixture';
import type { Started } from '../start';
import { contractProblems, startSeeded } from '../testing';
import { junk, mutationsOf, valueOf } from './arbitraries';

const seed = Number(process.env.FUZZ_SEED ?? 29);
const validRuns = Number(process.env.FUZZ_RUNS ?? 6);
const mutatedRuns = validRuns * 3;

type Mode = 'visitor' | 'signed in';
type Kind = 'answers of 5xx' | 'invalid inputs accepted' | 'answers off the contract';
const kinds: Kind[] = ['answers of 5xx', 'invalid inputs accepted', 'answers off the contract'];

interface Input {
  /** What was done to a valid input, for the report. */
  label: string;
  valid: boolean;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  contentType?: string;
  payload?: string;
}

const arrayFields = formArrayFields(loadContract());

/** A body as a form: repeated fields for lists, JSON for objects, text for the rest. */
function formOf(value: Json): string {
  const form = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [name, field] of Object.entries(value))
      for (const item of Array.isArray(field) ? field : [field])
        form.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  else form.append('value', JSON.stringify(value));
  return form.toString();
}

/** A form body as the contract encodes it: repeated fields are lists, the rest strings. */
function parsedForm(text: string): Json {
  const form = new URLSearchParams(text);
  return Object.fromEntries(
    [...new Set(form.keys())].map((name) => [name, arrayFields.has(name) ? form.getAll(name) : (form.get(name) ?? '')]),
  );
}

/** Bodies sent in a media type other than JSON; `listed` says whether the operation takes it. */
const otherMediaTypes: Array<{ type: string; encode: (value: Json) => string }> = [
  { type: 'text/plain', encode: (value) => JSON.stringify(value) },
  { type: 'application/x-www-form-urlencoded', encode: formOf },
  { type: 'application/xml', encode: () => '<?xml version="1.0"?><a>1</a>' },
  {
    type: 'multipart/form-data; boundary=fuzz',
    encode: () => '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--',
  },
  { type: 'application/octet-stream', encode: (value) => JSON.stringify(value) },
  { type: 'application/json', encode: (value) => JSON.stringify(value).slice(0, -1) },
];

/** The inputs for one operation: its examples, generated valid ones, then mutated ones. */
function inputsFor(op: Operation, index: number): Input[] {
  const parameters = op.parameters.map(({ value, where }) => ({
    name: value.name,
    in: value.in,
    required: Boolean(value.required),
    schema: `${where}/schema`,
    exploded: value.explode !== false,
    example: value.example,
  }));
  const checkParameters = (path: Record<string, string>, query: Record<string, string | string[]>) => {
    const received: Record<string, string | string[]> = { ...path };
    for (const p of parameters) {
      const sent = query[p.name];
      if (p.in === 'query' && sent !== undefined)
        received[p.name] = !p.exploded && typeof sent === 'string' ? sent.split(',') : sent;
    }
    return validateParameters(parameters, received).length === 0;
  };
  const textOf = (value: Json, exploded: boolean): string | string[] =>
    Array.isArray(value)
      ? exploded
        ? value.map((v) => String(v))
        : value.map((v) => String(v)).join(',')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  const place = (values: Record<string, Json | undefined>) => {
    const path: Record<string, string> = {};
    const query: Record<string, string | string[]> = {};
    for (const p of parameters) {
      const value = values[p.name];
      if (value === undefined) continue;
      const text = textOf(value, p.exploded);
      if (p.in === 'path') path[p.name] = String(text);
      else query[p.name] = text;
    }
    return { path, query };
  };
  const parameterValues = fc.record(
    Object.fromEntries(parameters.map((p) => [p.name, valueOf({ $ref: p.schema }, p.schema)])),
    { requiredKeys: parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name) },
  ) as fc.Arbitrary<Record<string, Json>>;

  const media = op.requestBody?.value.content ?? {};
  const jsonBody = media['application/json'];
  const bodyPointer = `${op.requestBody?.where}/content/application~1json/schema`;
  const bodies: fc.Arbitrary<Json | undefined> = jsonBody
    ? valueOf(jsonBody.schema, bodyPointer)
    : fc.constant(undefined);
  const json = (body: Json | undefined) =>
    body === undefined ? {} : { contentType: 'application/json', payload: JSON.stringify(body) };

  const examples: Input[] = [];
  const exampleParameters = Object.fromEntries(parameters.map((p) => [p.name, p.example]));
  const exampleBodies = jsonBody
    ? [...Object.values(jsonBody.examples ?? {}).map((e) => e.value), ...(jsonBody.example ? [jsonBody.example] : [])]
    : [undefined];
  for (const body of exampleBodies)
    examples.push({ label: 'example', valid: true, ...place(exampleParameters), ...json(body) });

  const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, salt: number) =>
    fc.sample(arbitrary, { seed: seed * 1000 + index * 10 + salt, numRuns });
  const generated = sample(fc.tuple(parameterValues, bodies), validRuns, 1).map(([values, body]): Input => ({
    label: 'generated',
    valid: true,
    ...place(values),
    ...json(body),
  }));

  // Mutated: the body (when there is one), the parameters (when there are any), or the media type,
  // each from an example (which reaches the handlers further) or a generated valid input.
  const knownBodies = exampleBodies.filter((body): body is Json => body !== undefined);
  const baseBodies = knownBodies.length > 0 ? fc.oneof(fc.constantFrom(...knownBodies), bodies) : bodies;
  const examplesPlaced = parameters.every((p) => p.in !== 'path' || p.example !== undefined);
  const baseParameters = examplesPlaced
    ? fc.oneof(fc.constant(exampleParameters as Record<string, Json>), parameterValues)
    : parameterValues;
  const mutations: Array<fc.Arbitrary<Input>> = [];
  if (jsonBody)
    mutations.push(
      fc.tuple(baseParameters, mutationsOf(baseBodies as fc.Arbitrary<Json>)).map(([values, body]) => ({
        label: `body with ${body.change}`,
        valid: validate(bodyPointer, body.value).length === 0,
        ...place(values),
        ...json(body.value),
      })),
      fc
        .tuple(baseParameters, baseBodies, fc.constantFrom(...otherMediaTypes))
        .map(([values, body, { type, encode }]) => {
          const payload = encode(body ?? null);
          const listed = type in media;
          const formBody = type === 'application/x-www-form-urlencoded' && listed;
          const valid = formBody
            ? validate(`${op.requestBody?.where}/content/${type.replace(/\//g, '~1')}/schema`, parsedForm(payload))
                .length === 0
            : false;
          const label = type === 'application/json' ? 'body as broken JSON' : `body as ${type}`;
          return { label, valid, ...place(values), contentType: type, payload };
        }),
    );
  const junkText = [
    ...junk.map((j) => (typeof j === 'string' ? j : JSON.stringify(j))),
    'abc',
    '99999999999',
    '1,2,x',
    '%',
  ];
  if (parameters.length > 0)
    mutations.push(
      fc
        .tuple(
          baseParameters,
          baseBodies,
          fc.constantFrom(...parameters),
          fc.constantFrom('replace', 'replace', 'drop'),
          fc.constantFrom(...junkText),
        )
        .map(([values, body, target, how, text]) => {
          const { path, query } = place(values);
          // An empty path segment is another address, not this operation.
          const where = target.in === 'path' ? path : query;
          const dropped = how === 'drop' && target.in !== 'path';
          if (dropped) Reflect.deleteProperty(where, target.name);
          else where[target.name] = target.in === 'path' && text.trim() === '' ? `${text}x` : text;
          return {
            label: dropped ? `${target.name} left out` : `${target.name} as junk`,
            valid: checkParameters(path, query),
            path,
            query,
            ...json(body),
          };
        }),
    );
  // A query parameter the contract does not name: ignored, so held to the rules of a valid input.
  mutations.push(
    fc.tuple(baseParameters, baseBodies, fc.constantFrom(...junkText)).map(([values, body, text]) => {
      const { path, query } = place(values);
      return {
        label: 'unknown query parameter',
        valid: true,
        path,
        query: { ...query, unexpected: text },
        ...json(body),
      };
    }),
  );
  const mutated = sample(fc.oneof(...mutations), mutatedRuns, 2);
  return [...examples, ...generated, ...mutated];
}

/** A session as a browser holds it: the cookie and the CSRF token the session state gave. */
interface Session {
  cookie?: string;
  csrfToken?: string;
}

const sessionOf = (response: LightMyRequestResponse, previous: Session = {}): Session => {
  const set = response.cookies.find((c) => c.name === 'fc_session');
  let csrfToken = previous.csrfToken;
  try {
    const body = JSON.parse(response.body) as { CsrfToken?: unknown };
    if (typeof body.CsrfToken === 'string') csrfToken = body.CsrfToken;
  } catch {
    // Not JSON: the token is unchanged.
  }
  return { cookie: set ? set.value || undefined : previous.cookie, csrfToken };
};

// The sessions are opened from an address of their own, so what the fuzz does to sign-in (throttling
// its address) never locks them out.
const ownAddress = '192.0.2.10';

async function call(app: FastifyInstance, method: string, url: string, session: Session, body?: Json) {
  return app.inject({
    method: method as 'GET',
    url,
    remoteAddress: ownAddress,
    headers: {
      accept: 'application/json',
      ...(session.cookie ? { cookie: `fc_session=${session.cookie}` } : {}),
      ...(session.csrfToken ? { 'x-csrf-token': session.csrfToken } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function openSession(app: FastifyInstance): Promise<Session> {
  return sessionOf(await call(app, 'GET', '/api/account/session', {}));
}

/** The seeded person signed in; if sign-in is refused (throttled), a newly registered person. */
async function signIn(app: FastifyInstance, attempt: number): Promise<Session> {
  const visitor = await openSession(app);
  const answer = await call(app, 'POST', '/api/account/signin', visitor, amelia);
  if (answer.statusCode === 200) return sessionOf(answer, visitor);
  const person = {
    FirstName: 'Fuzz',
    LastName: 'Tester',
    Email: `fuzz.${attempt}@example.com`,
    Password: 'Forecourt2099',
    AcceptTerms: true,
  };
  const registered = await call(app, 'POST', '/api/account/register', visitor, person);
  if (registered.statusCode !== 201) throw new Error(`Could not sign anyone in: ${registered.statusCode}`);
  return sessionOf(registered, visitor);
}

/**
 * A path segment percent-encoded as a client sends it, a lone surrogate included (as the three bytes
 * it would take, which are not UTF-8: the server must refuse them, not fail on them).
 */
const segment = (text: string) =>
  text.replace(/\p{Cs}|[^\p{Cs}]+/gu, (part) => {
    if (!/^\p{Cs}$/u.test(part)) return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });

const urlOf = (op: Operation, input: Input) => {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(input.path[name] ?? ''));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query))
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

const brief = (text: string | undefined, length = 140) =>
  text === undefined ? '' : JSON.stringify(text.length > length ? `${text.slice(0, length)}…` : text);

let started: Started;
const since = Date.now();
let sent = 0;
const counts = new Map<Kind, number>(kinds.map((kind) => [kind, 0]));

beforeAll(async () => {
  started = await startSeeded({
    catalogue: testCatalogue,
    testRoutes: true,
    rateLimit: 1_000_000,
    logger: false,
  });
  await started.app.ready();
});

afterAll(async () => {
  await started?.app.close();
  console.log(
    `fuzz: ${sent} requests over ${operations().length} operations in ${((Date.now() - since) / 1000).toFixed(1)} s ` +
      `(FUZZ_SEED=${seed}, FUZZ_RUNS=${validRuns}): ` +
      kinds.map((kind) => `${counts.get(kind)} ${kind}`).join(', '),
  );
});

describe('every operation, fuzzed from the contract', () => {
  operations().forEach((op, index) => {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      const { app } = started;
      expect((await app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);
      const sessions = new Map<Mode, Session | undefined>();
      let attempts = 0;
      const sessionFor = async (mode: Mode): Promise<Session> => {
        let session = sessions.get(mode);
        if (!session) {
          session = mode === 'visitor' ? await openSession(app) : await signIn(app, index * 1000 + ++attempts);
          sessions.set(mode, session);
        }
        return session;
      };
      const failures: string[] = [];
      for (const input of inputsFor(op, index))
        for (const mode of ['visitor', 'signed in'] as const) {
          const session = await sessionFor(mode);
          const url = urlOf(op, input);
          const response = await app.inject({
            method: op.method as 'GET',
            url,
            headers: {
              accept: 'application/json',
              ...(session.cookie ? { cookie: `fc_session=${session.cookie}` } : {}),
              ...(session.csrfToken ? { 'x-csrf-token': session.csrfToken } : {}),
              ...(input.contentType ? { 'content-type': input.contentType } : {}),
            },
            ...(input.payload === undefined ? {} : { payload: input.payload }),
          });
          sent++;
          // A session the answer changed (signed in, out, rotated) is opened again before the next input.
          if (response.cookies.some((c) => c.name === 'fc_session')) sessions.delete(mode);
          let body: unknown;
          let problems: string[];
          try {
            body = response.body ? JSON.parse(response.body) : undefined;
            problems = contractProblems(op.operationId, response.statusCode, body);
          } catch {
            problems = ['the body is not JSON'];
          }
          const status = response.statusCode;
          const found: Kind[] = [];
          if (status >= 500) found.push('answers of 5xx');
          if (!input.valid && status >= 200 && status < 300) found.push('invalid inputs accepted');
          if (problems.length > 0) found.push('answers off the contract');
          if (found.length === 0) continue;
          for (const kind of found) counts.set(kind, (counts.get(kind) ?? 0) + 1);
          failures.push(
            `${found.join(' + ')}: ${mode}, ${input.valid ? 'valid' : 'invalid'} ${input.label}: ` +
              `${op.method} ${brief(url, 100)}${input.contentType ? ` [${input.contentType}]` : ''} ${brief(input.payload)}` +
              ` -> ${status} ${brief(response.body)}${problems.length ? ` (${problems.slice(0, 2).join('; ')})` : ''}`,
          );
        }
      const list = failures.slice(0, 12).join('\n');
      expect(failures.length, `${op.operationId}: ${failures.length} failures\n${list}`).toBe(0);
    });
  });
});
