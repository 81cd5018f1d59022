/**
 * Writes openapi/generated/ from the contract: schema.ts (the types, with openapi-typescript) and
 * limits.ts (the lengths, ranges, patterns and enums of every schema and shared parameter, as values the
 * app, the server and domain/ read instead of copying them). `--check` writes nothing and fails when a committed file
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

/** The JSON Schema keywords that limit a value, in the order they are written out (`pattern` aside). */
const limitKeywords = [
  'minLength',
  'maxLength',
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
  pattern?: string;
  [keyword: string]: unknown;
}
type Limits = { [key: string]: unknown };

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A schema's own limits; for an object, its properties' (those written inline: a property that is a
 * `$ref` has its limits under the schema it names); for an array, also its items'. Undefined when none.
 * Its patterns go to `patterns`, each named for where it is (`UkPostcodePattern`,
 * `ClientErrorReportNamePattern`), so code that reads a length does not carry a pattern into a bundle.
 */
function limitsOf(schema: Schema, name: string, patterns: Map<string, string>): Limits | undefined {
  const limits: Limits = {};
  for (const keyword of limitKeywords) if (schema[keyword] !== undefined) limits[keyword] = schema[keyword];
  if (schema.pattern !== undefined) {
    if (patterns.has(`${name}Pattern`)) throw new Error(`two patterns are named ${name}Pattern`);
    patterns.set(`${name}Pattern`, schema.pattern);
  }
  const items = schema.items && limitsOf(schema.items, `${name}Items`, patterns);
  if (items) limits.items = items;
  for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
    if (property in limits) throw new Error(`${name}.${property} has the name of a limit`);
    const own = limitsOf(propertySchema, `${name}${capitalised(property)}`, patterns);
    if (own) limits[property] = own;
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
  const patterns = new Map<string, string>();
  const exports = Object.entries(components.schemas).flatMap(([name, schema]) => {
    const limits = limitsOf(schema, name, patterns);
    return limits ? [`export const ${name} = ${literal(limits, '')} as const;`] : [];
  });
  const parameters = Object.entries(components.parameters).flatMap(([name, parameter]) => {
    const limits = limitsOf(parameter.schema, `${name}Parameter`, patterns);
    return limits ? [`export const ${name}Parameter = ${literal(limits, '')} as const;`] : [];
  });
  const exported = new Set([
    ...Object.keys(components.schemas),
    ...Object.keys(components.parameters).map((name) => `${name}Parameter`),
  ]);
  for (const name of patterns.keys()) if (exported.has(name)) throw new Error(`${name} is named twice`);
  return [
    banner,
    '/**',
    " * The contract's limits, one constant per schema (components.schemas) that has any: minLength,",
    ' * maxLength, minimum, maximum, minItems, maxItems and enum, and those of its properties and items',
    ' * written inline; a property that refers to another schema has its limits under that one. Import',
    ' * it by name or as a namespace (`import * as limits from`): a bundle keeps only the constants used.',
    ' */',
    '',
    exports.join('\n\n'),
    '',
    "// The limits of the operations' shared parameters (components.parameters) whose schema is written inline.",
    parameters.join('\n\n'),
    '',
    '// The patterns, one constant each, named for the schema, property or parameter they belong to.',
    ...[...patterns].map(([name, pattern]) => `export const ${name} = ${JSON.stringify(pattern)};`),
    '',
  ].join('\n');
}

const targets = [
  { file: 'openapi/generated/schema.ts', generate: schemaTypes },
  { file: 'openapi/generated/limits.ts', generate: schemaLimits },
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
