// @vitest-environment node
/**
 * The request-state rule in eslint.config.js: stores and pages (app/stores/, app/features/) track a
 * request with Request (app/stores/request.ts) and never set 'loading' or 'failed' by hand; reading
 * the state (comparing it) stays allowed, and the helper itself is where the states are set.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function requestStateMessages(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && /Track a request with Request/.test(m.message))
    .map((m) => m.message);
}

const store = (body: string) =>
  `import type { LoadState } from './request';\nexport class Example {\n  state: LoadState = 'idle';\n  ${body}\n}\n`;

describe('request state rule', () => {
  it.each([
    ['app/stores/Example.ts', store("load() {\n    this.state = 'loading';\n  }")],
    ['app/stores/Example.ts', store("done(ok: boolean) {\n    this.state = ok ? 'loaded' : 'failed';\n  }")],
    ['app/stores/search/Example.ts', "export class Example {\n  status = 'failed';\n}\n"],
    ['app/stores/Example.ts', "export const entry = { status: 'loading', data: null };\n"],
    [
      'app/features/example/Example.tsx',
      "import { useState } from 'react';\nexport function useExample() {\n  return useState('loading');\n}\n",
    ],
  ])('%s may not set a request state by hand: %s', async (file, source) => {
    expect(await requestStateMessages(file, source)).toHaveLength(1);
  });

  it.each([
    [
      'app/stores/Example.ts',
      "import { Request } from './request';\nexport class Example {\n  readonly request = new Request();\n  get isBusy() {\n    return this.request.state === 'loading';\n  }\n}\n",
    ],
    [
      'app/features/example/Example.tsx',
      "export function message(status: string) {\n  return status === 'failed' ? 'Try again' : '';\n}\n",
    ],
    ['app/stores/Example.ts', "export type Shown = 'idle' | 'loading';\n"],
    [
      'app/stores/request.ts',
      "export class Request {\n  state = 'idle';\n  start() {\n    this.state = 'loading';\n  }\n}\n",
    ],
  ])('%s may read the state, name it in a type, or (the helper) set it: %s', async (file, source) => {
    expect(await requestStateMessages(file, source)).toEqual([]);
  });
});
