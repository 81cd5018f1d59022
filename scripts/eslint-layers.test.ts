// @vitest-environment node
/**
 * The layers' import rules in eslint.config.js: domain/ and server/ import nothing of app/ (the contract's
 * generated code is in openapi/generated/, which every side imports), and the server's own app.ts stays
 * importable.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer import rules', () => {
  it.each([
    ['domain/uk/example.ts', "import { client } from '../../app/api/client';\nexport const x = client;\n"],
    ['domain/uk/example.ts', "import type { paths } from '@app/api/types';\nexport type X = paths;\n"],
    ['server/example.ts', "import { RootStore } from '../app/stores/RootStore';\nexport const x = RootStore;\n"],
    ['server/handlers/example.ts', "import { x } from '../../app/lib/cookies';\nexport const y = x;\n"],
  ])('%s may not import app/: %s', async (file, source) => {
    const messages = await restrictedImports(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/imports nothing of the app/);
  });

  it.each([
    ['domain/uk/example.ts', "import { Slug } from '../../openapi/generated/limits';\nexport const x = Slug;\n"],
    ['server/example.ts', "import { buildApp } from './app';\nexport const x = buildApp;\n"],
    ['server/handlers/example.ts', "import { Slug } from '../../openapi/generated/limits';\nexport const x = Slug;\n"],
  ])('%s may import the generated contract or its own files: %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});
