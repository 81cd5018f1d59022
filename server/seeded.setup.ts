/**
 * Vitest global setup of the server's projects: a folder for this run's seeded databases. Each
 * catalogue a test file starts a server with is seeded once per run, by the first file that needs it,
 * and dumped there; every file starts from a copy of that dump (server/testing.ts, `startSeeded`), so
 * no file sees another's writes. The folder goes when the run ends.
 *
 * On PostgreSQL (TEST_DATABASE_URL) the seeded catalogues are template databases instead, and each
 * file's copy a database made from one (server/testDatabase.ts): the run's id names them, and every
 * database of the run is dropped when it ends.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropRun, testDatabaseUrl } from './testDatabase';

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-seeded-'));
  project.provide('seededFolder', folder);
  const run = randomBytes(4).toString('hex');
  project.provide('postgresRun', run);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    const base = testDatabaseUrl();
    if (base) await dropRun(base, run);
  };
}
