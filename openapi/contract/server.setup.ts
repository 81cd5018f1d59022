/**
 * Vitest global setup of the contract-server project: starts the reference server (server/main.ts) on
 * its own port (CONTRACT_SERVER_PORT, default 4013) with its test routes on, and a data folder of its
 * own (CONTRACT_SERVER_DATA_DIR, default a folder under the system's temp folder), so it never shares a
 * database with a server started by hand, nor one DATABASE_URL names in the shell (a PostgreSQL for the
 * suite is named by TEST_DATABASE_URL). Its `POST /__test/reset` restores the seeded state before
 * each test file (reset.setup.ts).
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testServerEnv } from '../../server/testServerEnv';

export default async function setup(project: TestProject) {
  const port = Number(process.env.CONTRACT_SERVER_PORT ?? 4013);
  const dataDir = process.env.CONTRACT_SERVER_DATA_DIR ?? join(tmpdir(), `forecourt-contract-data-${port}`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // No database from the shell: its own folder, or the one TEST_DATABASE_URL names for the suites.
    env: testServerEnv(
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        FORECOURT_TEST_ROUTES: '1',
        // The suite tests behaviour, not throttling: hundreds of calls a minute must not meet a 429.
        FORECOURT_RATE_LIMIT: process.env.FORECOURT_RATE_LIMIT ?? '100000',
      },
      { acceptsTestDatabase: true },
    ),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start seeds the database, which takes longer than a start on a seeded one.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const code = await Promise.race([exited, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 250))]);
    if (code !== 'waiting') throw new Error(`the reference server exited (${code}) before answering:\n${stderr}`);
    try {
      const answer = await fetch(`${baseUrl}/api/account/session`);
      if (answer.status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`the reference server did not answer on ${baseUrl} within 180 s:\n${stderr}`);
    }
  }
  project.provide('baseUrl', baseUrl);
  project.provide('isPrism', false);
  project.provide('resetUrl', `${baseUrl}/__test/reset`);
  return async () => {
    server.kill();
    await exited;
  };
}
