/**
 * Vitest global setup for the contract suite: starts the Prism mock of the contract (validating
 * requests and responses, `--errors`; behind scripts/mock-server.ts, which answers the CSRF 403s)
 * unless CONTRACT_BASE_URL names a server to test instead.
 */
import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { waitForUrl } from '../../scripts/processes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    isPrism: boolean;
  }
}

export default async function setup(project: TestProject) {
  const own = process.env.CONTRACT_BASE_URL;
  if (own) {
    project.provide('baseUrl', own.replace(/\/+$/, ''));
    project.provide('isPrism', false);
    return;
  }
  const port = Number(process.env.CONTRACT_MOCK_PORT ?? 4012);
  // Prism behind the front that answers the contract's CSRF 403s (Prism alone answers 401).
  const prism = spawn(
    'node_modules/.bin/tsx',
    ['scripts/mock-server.ts', '--host', '127.0.0.1', '--port', String(port), '--errors'],
    { stdio: 'ignore' },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForUrl(baseUrl, 30_000);
  project.provide('baseUrl', baseUrl);
  project.provide('isPrism', true);
  return () => {
    prism.kill();
  };
}
