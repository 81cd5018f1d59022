/**
 * fast-check arbitraries read from the contract's own schemas: values a schema accepts (each leaf
 * drawn from its type, range, pattern or format and checked against the contract), and mutations of
 * them that a server must refuse or survive (wrong types, missing and extra properties, numbers out
 * of range, 10,000-character strings, NUL and other control characters, emoji).
 */
import fc from 'fast-check';
import { type Json, resolve, validate } from '../../openapi/contract/contract';

type Schema = Record<string, unknown>;

const int32 = { min: -2_147_483_648, max: 2_147_483_647 };
/** Generated strings and lists stay short; a leaf's own limit still bounds them. */
const longest = 40;
const mostItems = 4;

/** A pattern fast-check can generate from: lookaheads are dropped here and checked by the filter. */
function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  const simpler = pattern.replace(/\(\?[=!][^)]*\)/g, '');
  for (const flags of ['u', '']) {
    try {
      return fc.stringMatching(new RegExp(simpler, flags));
    } catch {
      // Not a syntax fast-check reads with these flags: try the next, then give up.
    }
  }
  return undefined;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.max(minLength, Math.min(Number(schema.maxLength ?? longest), longest));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  const fromPattern = typeof schema.pattern === 'string' ? patternArbitrary(schema.pattern) : undefined;
  if (fromPattern) return fromPattern;
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
  );
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : Number(schema.exclusiveMinimum));
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : Number(schema.exclusiveMaximum));
  const min = low === undefined ? int32.min : Math.ceil(Number(low));
  const max = high === undefined ? int32.max : Math.floor(Number(high));
  const whole = fc.integer({ min: Math.max(min, int32.min), max: Math.min(max, int32.max) });
  if (integer) return whole;
  return fc.oneof(whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Values `schema` (at the pointer `where` in the contract) accepts. */
export function valueOf(node: unknown, at: string, depth = 0): fc.Arbitrary<Json> {
  const { value: schema, where } = resolve<Schema>(node, at);
  const accepted = (arbitrary: fc.Arbitrary<Json>) => arbitrary.filter((v) => validate(where, v).length === 0);
  if ('const' in schema) return fc.constant(schema.const as Json);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const choices = schema[keyword];
    if (Array.isArray(choices))
      return accepted(fc.oneof(...choices.map((choice, i) => valueOf(choice, `${where}/${keyword}/${i}`, depth + 1))));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type ?? 'object'];
  if (types.length > 1)
    return fc
      .oneof(...types.map((type) => valueOf({ ...schema, type }, where, depth)))
      .filter((v) => validate(where, v).length === 0);
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return accepted(numberArbitrary(schema));
    case 'string':
      return accepted(stringArbitrary(schema));
    case 'array': {
      const minLength = Number(schema.minItems ?? 0);
      const maxLength = Math.max(minLength, Math.min(Number(schema.maxItems ?? mostItems), mostItems));
      const items = valueOf(schema.items ?? {}, `${where}/items`, depth + 1);
      const list = schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
      return accepted(list);
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((schema.required ?? []) as string[]);
      // Deep in a recursive schema, only what is required.
      const names = Object.keys(properties).filter((name) => depth < 6 || required.has(name));
      const record = fc.record(
        Object.fromEntries(
          names.map((name) => [
            name,
            valueOf(
              properties[name],
              `${where}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
              depth + 1,
            ),
          ]),
        ),
        { requiredKeys: names.filter((name) => required.has(name)) },
      );
      return accepted(record as fc.Arbitrary<Json>);
    }
  }
}

/** Text no well-built server should choke on. */
const junkText: string[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[31m\u007f',
  '🚗😀👨‍👩‍👧',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '1',
  'null',
];
/** Numbers out of every range: negative, fractional, past 32 bits, past the safe integers. */
const junkNumbers: number[] = [
  -1,
  0,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  9_999_999_999,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
];
/** Values of any type, in place of any value. */
export const junk: Json[] = [
  ...junkText,
  ...junkNumbers,
  true,
  null,
  [],
  {},
  Array.from({ length: 1000 }, (_, i) => i),
  { nested: { deeper: ['x'] } },
];

/** Every path into a JSON value, the value itself first. */
function paths(value: Json, here: Array<string | number> = []): Array<Array<string | number>> {
  const found = [here];
  if (Array.isArray(value)) value.forEach((item, i) => found.push(...paths(item, [...here, i])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) found.push(...paths(item, [...here, key]));
  return found;
}

type Mutation = 'replace' | 'drop' | 'extra';

/**
 * `value` with one change at one place: the place replaced by junk (of its own type when `sameType`
 * and there is some: text by odd text, a number by one out of range), dropped, or given an extra property.
 */
function mutate(
  value: Json,
  choice: number,
  mutation: Mutation,
  pick: number,
  sameType: boolean,
): { value: Json; change: string } {
  const all = paths(value);
  const path = all[choice % all.length] ?? [];
  const copy = structuredClone(value);
  const original = path.reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, copy);
  const pool: Json[] =
    sameType && typeof original === 'string' ? junkText : sameType && typeof original === 'number' ? junkNumbers : junk;
  const replacement = pool[pick % pool.length] ?? null;
  const shown = JSON.stringify(replacement);
  const brief = shown.length > 24 ? `${shown.slice(0, 24)}… (${shown.length} characters)` : shown;
  const where = `/${path.join('/')}`;
  // An extra property goes into an object; anywhere else the place is replaced.
  const isObject = Boolean(original) && typeof original === 'object' && !Array.isArray(original);
  const change =
    mutation === 'extra' && isObject ? 'extra' : mutation === 'drop' && path.length > 0 ? 'drop' : 'replace';
  if (change === 'extra') {
    (original as Record<string, Json>).Unexpected = replacement;
    return { value: copy, change: `${where} given the extra property Unexpected: ${brief}` };
  }
  if (path.length === 0) return { value: replacement, change: `the whole body as ${brief}` };
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, copy);
  const key = path[path.length - 1] as string | number;
  if (change === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else Reflect.deleteProperty(parent as Record<string, Json>, key);
    return { value: copy, change: `${where} left out` };
  }
  (parent as Record<string | number, Json>)[key] = replacement;
  return { value: copy, change: `${where} as ${brief}` };
}

/** Mutations of the values an arbitrary gives. */
export function mutationsOf(valid: fc.Arbitrary<Json>): fc.Arbitrary<{ value: Json; change: string }> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom<Mutation>('replace', 'replace', 'drop', 'extra'), fc.nat(), fc.boolean())
    .map(([value, choice, mutation, pick, sameType]) => mutate(value, choice, mutation, pick, sameType));
}
