/**
 * Writes app/api/generated/schema.ts from the contract with openapi-typescript.
 * `--check` writes nothing and fails when the committed file differs from a fresh generation.
 */
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const contract = new URL('../openapi/openapi.yaml', import.meta.url);
const target = new URL('../app/api/generated/schema.ts', import.meta.url);
const banner = [
  '// generated, do not edit: `npm run generate:api` writes this file from openapi/openapi.yaml.',
  '// CI fails when it is stale (`npm run check:api-types`).',
  '',
].join('\n');

async function generate(): Promise<string> {
  const ast = await openapiTS(contract, { alphabetize: false, exportType: false, defaultNonNullable: false });
  return banner + astToString(ast);
}

const fresh = await generate();
if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error('✘ app/api/generated/schema.ts is stale: run `npm run generate:api` and commit it.');
    process.exit(1);
  }
  console.log('✔ app/api/generated/schema.ts matches openapi/openapi.yaml');
} else {
  await writeFile(target, fresh);
  console.log('wrote app/api/generated/schema.ts');
}
