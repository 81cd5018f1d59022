/**
 * Vitest global setup of the server's projects: a folder for this run's seeded databases. Each
 * catalogue a test file starts a server with is seeded once per run, by the first file that needs it,
 * and dumped there; every file starts from a copy of that dump (server/testing.ts, `startSeeded`), so
 * no file sees another's writes. The folder goes when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-seeded-'));
  project.provide('seededFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
