/**
 * Writes app/api/generated/ from the contract: schema.ts (the types, with openapi-typescript) and
 * limits.ts (the lengths, ranges, patterns and enums of every schema, as values the app, the server and
 * domain/ read instead of copying them). `--check` writes nothing and fails when a committed file
 * differs from a fresh generation.
 */
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const contract = new URL('../openapi/openapi.yaml', import.meta.url);
const banner = [
  '// generated, do not edit: `npm run generate:api` writes this file from openapi/openapi.yaml.',
  '// CI fails when it is stale (`npm run check:api-types`).',
  '',
].join('\n');

async function schemaTypes(): Promise<string> {
  const ast = await openapiTS(contract, { alphabetize: false, exportType: false, defaultNonNullable: false });
  return banner + astToString(ast);
}

/** The JSON Schema keywords that limit a value, in the order they are written out. */
const limitKeywords = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'enum',
] as const;

interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
  [keyword: string]: unknown;
}
type Limits = { [key: string]: unknown };

/**
 * A schema's own limits; for an object, its properties' (those written inline: a property that is a
 * `$ref` has its limits under the schema it names); for an array, also its items'. Undefined when none.
 */
function limitsOf(schema: Schema): Limits | undefined {
  const limits: Limits = {};
  for (const keyword of limitKeywords) if (schema[keyword] !== undefined) limits[keyword] = schema[keyword];
  const items = schema.items && limitsOf(schema.items);
  if (items) limits.items = items;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (name in limits) throw new Error(`property ${name} has the name of a limit`);
    const own = limitsOf(property);
    if (own) limits[name] = own;
  }
  return Object.keys(limits).length > 0 ? limits : undefined;
}

/** A value as TypeScript, objects one entry a line (strings as JSON writes them: escapes kept). */
function literal(value: unknown, indent: string): string {
  if (Array.isArray(value)) return `[${value.map((entry) => literal(entry, indent)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const inner = `${indent}  `;
    const entries = Object.entries(value).map(
      ([key, entry]) =>
        `${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${literal(entry, inner)},`,
    );
    return `{\n${entries.join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

async function schemaLimits(): Promise<string> {
  const { components } = parse(await readFile(contract, 'utf8')) as {
    components: { schemas: Record<string, Schema>; parameters: Record<string, { schema: Schema }> };
  };
  const exports = Object.entries(components.schemas).flatMap(([name, schema]) => {
    const limits = limitsOf(schema);
    return limits ? [`export const ${name} = ${literal(limits, '')} as const;`] : [];
  });
  const parameters: Limits = {};
  for (const [name, parameter] of Object.entries(components.parameters)) {
    const limits = limitsOf(parameter.schema);
    if (limits) parameters[name] = limits;
  }
  return [
    banner,
    '/**',
    " * The contract's limits, one constant per schema (components.schemas) that has any: minLength,",
    ' * maxLength, pattern, minimum, maximum, minItems, maxItems and enum, and those of its properties and',
    ' * items written inline; a property that refers to another schema has its limits under that one. Import',
    ' * it as a namespace (`import * as limits from`) or by name; unused schemas are left out of a bundle.',
    ' */',
    '',
    exports.join('\n\n'),
    '',
    "/** The limits of the operations' shared parameters (components.parameters) whose schema is written inline. */",
    `export const parameters = ${literal(parameters, '')} as const;`,
    '',
  ].join('\n');
}

const targets = [
  { file: 'app/api/generated/schema.ts', generate: schemaTypes },
  { file: 'app/api/generated/limits.ts', generate: schemaLimits },
];

const check = process.argv.includes('--check');
let stale = false;
for (const { file, generate } of targets) {
  const target = new URL(`../${file}`, import.meta.url);
  const fresh = await generate();
  if (check) {
    const committed = await readFile(target, 'utf8').catch(() => '');
    if (committed === fresh) console.log(`✔ ${file} matches openapi/openapi.yaml`);
    else {
      console.error(`✘ ${file} is stale: run \`npm run generate:api\` and commit it.`);
      stale = true;
    }
  } else {
    await writeFile(target, fresh);
    console.log(`wrote ${file}`);
  }
}
if (stale) process.exit(1);
