/**
 * Vitest global setup of the contract project: starts the Prism mock of the contract (validating
 * requests and responses, `--errors`; behind scripts/mock-server.ts, which answers the CSRF 403s)
 * unless CONTRACT_BASE_URL names a server to test instead. For such a server, CONTRACT_RESET_URL (if
 * given) is POSTed before each test file to restore its state; without one its files share state, and
 * a note says so.
 */
import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { waitForUrl } from '../../scripts/processes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    isPrism: boolean;
    /** POSTed before each test file to restore the server's seeded state; '' when there is none. */
    resetUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const own = process.env.CONTRACT_BASE_URL;
  if (own) {
    const resetUrl = process.env.CONTRACT_RESET_URL ?? '';
    if (!resetUrl)
      console.log(
        `Note: no CONTRACT_RESET_URL for ${own}: its state is not reset between test files (a repeated run may meet what an earlier one left).`,
      );
    project.provide('baseUrl', own.replace(/\/+$/, ''));
    project.provide('isPrism', false);
    project.provide('resetUrl', resetUrl);
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
  // Generous: beside other suites on a loaded 2-core machine Prism took over 30 s to answer (the
  // front itself waits up to 60 s for it). A front that never answers is stopped, not left running.
  try {
    await waitForUrl(baseUrl, 120_000);
  } catch (error) {
    prism.kill();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('isPrism', true);
  project.provide('resetUrl', '');
  return () => {
    prism.kill();
  };
}
