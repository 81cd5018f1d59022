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
 *
 * Then the scale table (skipped with BENCH_SCALE=0), for each size of BENCH_SIZES (default
 * 5000,50000,500000) on PGlite, and on PostgreSQL too when DATABASE_URL names a server:
 * - the stock is kept between runs: PGlite in server/.data-bench/<n>/, PostgreSQL in the database
 *   forecourt_bench_<n> on DATABASE_URL's server (created when missing); a missing one is seeded once
 *   by a server process started with SEED_VEHICLES=n (its seed time), then every run times a restart
 *   on it (target ≤ 10 s);
 * - 10 clients at once over HTTP for 20 s to that process: results requests per second, their p95 and
 *   failures (benchConcurrent);
 * - with a build (npm run build), the results pages of RENDERED_PAGES as the page renderer
 *   (render/server.ts) answers them from that process, one at a time: p50 and p95 (benchRendered);
 * - the six query shapes one request at a time in this process through app.inject: count, results
 *   and panel p50 and p95 (benchShapes);
 * - the load average beside each size; ✔ or ✘ against the targets in the 500,000 column. The figures
 *   are also written to bench-results/server-scale.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchConcurrent,
  benchKeywords,
  benchRendered,
  benchPasswordReminder,
  benchSearch,
  benchShapes,
  scaleTable,
  type ScaleRun,
  type ScaleTargets,
} from '../server/bench';
import { startServer, type StartOptions } from '../server/start';
import { catalogueNamed, defaultCatalogue, seedVehicles } from '../server/stock';
import { freePort, testServerEnv } from '../server/testServerEnv';
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

const load = () => loadavg().map((l) => Math.round(l * 100) / 100);
const loadLine = () => `load ${load().join(' / ')} (1 / 5 / 15 min) on ${cpus().length} cores`;

console.log(`\nThis machine: ${loadLine()}`);
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

/** A server process on a free port, answering. */
interface Spawned {
  baseUrl: string;
  /** Spawn to first answer. */
  seconds: number;
  /** Whether this start wrote the catalogue (a new stock, or one of another seed). */
  seeded: boolean;
  dealers: number;
  stop(): Promise<void>;
}

/**
 * Starts `node server/main.ts` with `own` laid over the suites' environment (no database but the one
 * named in `own`, the rate limit out of the way, warnings only in its log) and times it from spawn to
 * its first answer; its ready line says whether it seeded and how many dealers it has.
 */
async function spawnServer(own: Record<string, string>, timeoutMs: number): Promise<Spawned> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: testServerEnv({
      PORT: String(port),
      LOG_LEVEL: 'warn',
      FORECOURT_RATE_LIMIT: String(1_000_000_000),
      FORECOURT_CATALOGUE: '',
      FORECOURT_TEST_ROUTES: '',
      ...own,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = signal ?? `status ${code}`;
      resolve();
    }),
  );
  const stop = async () => {
    if (exit === undefined) child.kill('SIGTERM');
    await exited;
  };
  const fail = async (why: string) => {
    await stop();
    throw new Error(`The server process ${why}:\n${stderr.trim() || stdout.trim()}`);
  };
  for (;;) {
    if (exit !== undefined) return fail(`ended (${exit}) before it answered`);
    if (performance.now() - started > timeoutMs) return fail(`did not answer within ${timeoutMs / 1000} s`);
    const answered = await fetch(`${baseUrl}/api/lookups/car/fuels`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = Math.round(performance.now() - started) / 1000;
  // The ready line follows the first answer closely (it counts the vehicles and dealers first).
  const readyBy = performance.now() + 120_000;
  let ready: RegExpMatchArray | null;
  while (!(ready = /reference server on \S+: (\d+) vehicles, (\d+) dealers, .*$/m.exec(stdout))) {
    if (exit !== undefined || performance.now() > readyBy) return fail('answered but printed no ready line');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { baseUrl, seconds, seeded: /seeded the catalogue/.test(ready[0]), dealers: Number(ready[2]), stop };
}

/** Where an engine keeps the stock of each size. */
interface Engine {
  name: 'PGlite' | 'PostgreSQL';
  /** Where the stock of `n` vehicles is kept, for the progress lines. */
  where(n: number): string;
  /** Makes the place for the stock where needed; whether it already held one. */
  prepare(n: number): Promise<boolean>;
  /** The server process's environment for that stock. */
  env(n: number): Record<string, string>;
  /** startServer's options for it. */
  start(n: number): Pick<StartOptions, 'dataDir' | 'databaseUrl'>;
  targets: ScaleTargets;
}

const benchDataDir = (n: number) => join('server', '.data-bench', String(n));
const pglite: Engine = {
  name: 'PGlite',
  where: (n) => `${benchDataDir(n)}/`,
  prepare: async (n) => existsSync(benchDataDir(n)) && readdirSync(benchDataDir(n)).length > 0,
  env: (n) => ({ DATA_DIR: benchDataDir(n) }),
  start: (n) => ({ dataDir: benchDataDir(n) }),
  targets: { vehicles: 500_000, restartSeconds: 10, countP95: 50, resultsP95: 100, renderedP95: 100 },
};

/** DATABASE_URL with another database of the same server. */
function databaseNamed(url: string, database: string): string {
  const named = new URL(url);
  named.pathname = `/${database}`;
  return named.toString();
}

function postgresql(url: string): Engine {
  const database = (n: number) => `forecourt_bench_${n}`;
  return {
    name: 'PostgreSQL',
    where: (n) => `database ${database(n)}`,
    async prepare(n) {
      const { default: pg } = await import('pg');
      // The URL's own database, to create the bench's beside it.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [database(n)]);
        if (found.rowCount) return true;
        await client.query(`create database "${database(n)}"`);
        return false;
      } finally {
        await client.end();
      }
    },
    env: (n) => ({ DATABASE_URL: databaseNamed(url, database(n)) }),
    start: (n) => ({ dataDir: 'memory://unused', databaseUrl: databaseNamed(url, database(n)) }),
    targets: {
      vehicles: 500_000,
      restartSeconds: 10,
      countP95: 20,
      resultsP95: 50,
      panelP95: 30,
      concurrentP95: 150,
      concurrentPerSecond: 150,
      renderedP95: 100,
    },
  };
}

const targetsLine = ({ vehicles, ...t }: ScaleTargets) =>
  `targets (✔/✘ in the ${vehicles.toLocaleString('en-GB')} column; the restart in every column): ` +
  [
    `restart ≤ ${t.restartSeconds} s`,
    `count p95 ≤ ${t.countP95} ms`,
    `results p95 ≤ ${t.resultsP95} ms`,
    t.panelP95 === undefined ? '' : `panel p95 ≤ ${t.panelP95} ms`,
    t.concurrentP95 === undefined ? '' : `10 clients p95 ≤ ${t.concurrentP95} ms`,
    t.concurrentPerSecond === undefined ? '' : `≥ ${t.concurrentPerSecond} requests/s`,
    t.renderedP95 === undefined ? '' : `server-rendered page p95 ≤ ${t.renderedP95} ms`,
  ]
    .filter(Boolean)
    .join(', ');

/** One size on one engine: seeded once, restarted, then the two benchmarks. */
async function benchSize(engine: Engine, n: number): Promise<ScaleRun> {
  const label = `${engine.name}, ${n.toLocaleString('en-GB')} vehicles (${engine.where(n)})`;
  const kept = await engine.prepare(n);
  console.log(`  ${label}: ${kept ? 'kept' : 'missing, seeding it'}; ${loadLine()}`);
  let seedSeconds: number | undefined;
  // A seed of 500,000 vehicles takes a while on PGlite.
  let server = await spawnServer({ ...engine.env(n), SEED_VEHICLES: String(n) }, 4 * 3600_000);
  if (server.seeded) {
    seedSeconds = server.seconds;
    console.log(`    seeded in ${seedSeconds.toFixed(1)} s (spawn to first answer); ${loadLine()}`);
    await server.stop();
    server = await spawnServer({ ...engine.env(n), SEED_VEHICLES: String(n) }, 600_000);
    if (server.seeded) {
      await server.stop();
      throw new Error(`${label}: the server seeded the catalogue again on its restart`);
    }
  }
  const restartSeconds = server.seconds;
  console.log(
    `    restart: ${restartSeconds.toFixed(1)} s to first answer, ${server.dealers.toLocaleString('en-GB')} dealers`,
  );
  const before = load();
  let concurrent;
  let rendered;
  try {
    concurrent = await benchConcurrent(server.baseUrl, 10, 20);
    console.log(
      `    10 clients: ${concurrent.perSecond} requests/s, p95 ${concurrent.p95} ms, ${concurrent.failed} failed of ${concurrent.requests}; ${loadLine()}`,
    );
    rendered = await renderedPages(server.baseUrl);
  } finally {
    await server.stop();
  }
  const { app, startup } = await startServer({
    ...engine.start(n),
    catalogue: catalogueNamed(undefined, n),
    rateLimit: 1_000_000_000,
  });
  let sequential;
  try {
    if (startup.seeded) throw new Error(`${label}: the in-process server seeded the catalogue again`);
    await app.ready();
    sequential = await benchShapes(app, 40);
  } finally {
    await app.close();
  }
  const after = load();
  console.log(`    six shapes one at a time: done; ${loadLine()}`);
  return {
    vehicles: n,
    dealers: server.dealers,
    ...(seedSeconds === undefined ? {} : { seedSeconds }),
    restartSeconds,
    load: { before, after, cpus: cpus().length },
    sequential,
    concurrent,
    ...(rendered ? { rendered } : {}),
  };
}

/**
 * The results pages as the page renderer (render/server.ts, as deployed) answers them from the API at
 * `apiBaseUrl`; undefined without a build to render with (npm run build writes dist-server/).
 */
async function renderedPages(apiBaseUrl: string) {
  if (!existsSync(join('dist-server', 'render.js'))) {
    console.log('    server-rendered pages: no build in dist-server/ (npm run build), not measured');
    return undefined;
  }
  const port = await freePort();
  const renderer = spawn('node', ['--import', 'tsx', 'render/server.ts'], {
    env: { ...process.env, API_BASE_URL: apiBaseUrl, RENDER_PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/search/car/`, 120_000);
    const figures = await benchRendered(`http://127.0.0.1:${port}`);
    console.log(
      `    server-rendered results pages: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms over ${figures.n}, ${figures.failed} not rendered; ${loadLine()}`,
    );
    return figures;
  } finally {
    renderer.kill();
  }
}

async function benchScale() {
  const sizes = (process.env.BENCH_SIZES ?? '5000,50000,500000').split(',').map((size) => {
    const n = seedVehicles(size);
    if (typeof n === 'string') throw new Error(`BENCH_SIZES: ${n}`);
    return n;
  });
  const engines = [pglite, ...(process.env.DATABASE_URL ? [postgresql(process.env.DATABASE_URL)] : [])];
  const results: Record<string, ScaleRun[]> = {};
  const written = { cpus: cpus().length, loadAtStart: load(), sizes, engines: results };
  console.log(
    `\nThe scale table: ${sizes.map((n) => n.toLocaleString('en-GB')).join(', ')} vehicles on ${engines
      .map((e) => e.name)
      .join(' and ')}; ${loadLine()}`,
  );
  mkdirSync('bench-results', { recursive: true });
  for (const engine of engines) {
    const runs: ScaleRun[] = (results[engine.name] = []);
    for (const n of sizes) {
      runs.push(await benchSize(engine, n));
      writeFileSync('bench-results/server-scale.json', `${JSON.stringify(written, null, 2)}\n`);
    }
    console.log(
      `\n${engine.name}, the stock kept in ${engine.where(sizes[0] ?? 0).replace(/\d+/, '<n>')}; ${loadLine()}`,
    );
    console.log(scaleTable(runs, engine.targets));
    console.log(targetsLine(engine.targets));
    console.log('');
  }
  console.log('The figures: bench-results/server-scale.json');
}

// Last, as it reads the engines above.
if (process.env.BENCH_SCALE !== '0') await benchScale();
