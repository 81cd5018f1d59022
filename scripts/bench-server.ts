/**
 * The reference server's figures for `npm run bench` (also `tsx scripts/bench-server.ts` alone):
 * - the first start on an empty data folder (migrations and seeding ~5,000 vehicles),
 * - a later start on the seeded folder, until it answers (target ≤ 5 s),
 * - 1,000 mixed queries on the seeded database (server/bench.ts): count p95 (target ≤ 20 ms) and a
 *   results page of 20 cards p95 (target ≤ 50 ms),
 * - a search with the contract's 100 keywords (target ≤ 2 s) and a makes lookup sent beside it
 *   (target ≤ 1 s), then memory at rest, after 20 such searches and a minute later.
 * - the password reminder's p50 and p95 for an email with an account and one without, 200 of each
 *   (they should not differ).
 * Each start is a real `node server/main.ts` process timed from spawn to its first answer.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchKeywords, benchPasswordReminder, benchSearch } from '../server/bench';
import { startServer } from '../server/start';
import { defaultCatalogue } from '../server/stock';
import { testServerEnv } from '../server/testServerEnv';
import { waitForUrl } from './processes';

const port = Number(process.env.BENCH_SERVER_PORT ?? 4312);
const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));

async function timedStart(): Promise<number> {
  const started = performance.now();
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: testServerEnv({ PORT: String(port), DATA_DIR: dataDir }),
    stdio: 'ignore',
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/lookups/car/fuels`, 300_000);
    return (performance.now() - started) / 1000;
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

try {
  console.log('\nReference server (server/), PGlite, this machine');
  const first = await timedStart();
  console.log(`  first start, seeding the database:    ${first.toFixed(1)} s`);
  const later = await timedStart();
  console.log(`  ${later <= 5 ? '✔' : '✘'} start-up with the seeded database: ${later.toFixed(1)} s (target ≤ 5 s)`);
  const { app } = await startServer({ dataDir, catalogue: defaultCatalogue, rateLimit: 1_000_000 });
  await app.ready();
  const { count, results } = await benchSearch(app, 1000);
  const heavy = await benchKeywords(app);
  // The seeded person of the contract's sign-in example has an account.
  const reminder = await benchPasswordReminder(app, 'amelia.hughes@example.co.uk', 200);
  await app.close();
  const line = (name: string, p: { n: number; p50: number; p95: number }, target: number) =>
    console.log(
      `  ${p.p95 <= target ? '✔' : '✘'} ${name.padEnd(34)} p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms over ${p.n} (target p95 ≤ ${target} ms)`,
    );
  line('count', count, 20);
  line('results (a page of 20 cards)', results, 50);
  const mark = (ok: boolean) => (ok ? '✔' : '✘');
  console.log(
    `  ${mark(heavy.keywords.ms <= 2000)} ${'results with 100 keywords'.padEnd(34)} ${heavy.keywords.ms} ms, ${heavy.keywords.status} (target ≤ 2,000 ms)`,
  );
  console.log(
    `  ${mark(heavy.lookup.ms <= 1000)} ${'a makes lookup sent beside it'.padEnd(34)} ${heavy.lookup.ms} ms, ${heavy.lookup.status} (target ≤ 1,000 ms)`,
  );
  const { atRest, afterHeavy, aMinuteLater } = heavy.rssMb;
  console.log(
    `    memory (RSS): ${atRest} MB at rest, ${afterHeavy} MB after ${heavy.heavy} such searches, ${aMinuteLater} MB a minute later`,
  );
  for (const kind of ['known', 'unknown'] as const)
    console.log(
      `  password reminder, ${`${kind} email:`.padEnd(15)} p50 ${reminder[kind].p50.toFixed(1)} ms, p95 ${reminder[kind].p95.toFixed(1)} ms over ${reminder[kind].n}`,
    );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
