/**
 * `npm test`: every suite, each printing its own output. A suite with a test report counts its tests;
 * a check without one (typecheck, lint, build...) counts as one test. Every suite runs even after a
 * failure, and the run ends with each suite's time and one line `N passed, N failed` summing them all.
 *
 * Suites run side by side, TEST_JOBS at a time (default 2, one per core of the machine CI runs on):
 * the production build and the static Storybook are built once and shared by the suites that need
 * them, and the longest chain (build, then e2e) starts first. A suite's output is kept in
 * reports/logs/ and printed whole when it ends, so two suites never interleave their lines.
 * `tsx scripts/test-all.ts NAME...` runs only the named suites (their `after` suites are not added).
 *
 * The suites named "(PostgreSQL)" run on a PostgreSQL cluster that the run starts for them and
 * removes at the end (scripts/postgresCluster.ts), or on the one TEST_DATABASE_URL names; the others
 * run on PGlite (TEST_DATABASE_URL is emptied for them). Without PostgreSQL's binaries and without
 * TEST_DATABASE_URL, the PostgreSQL suites are left out with a warning.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { type Cluster, noPostgres, startCluster } from './postgresCluster';

interface Counts {
  passed: number;
  failed: number;
}

interface Suite {
  name: string;
  command: string;
  /** Reads the suite's report into counts; without it the exit code makes one pass or one fail. */
  report?: { file: string; read: (json: never) => Counts };
  env?: Record<string, string>;
  /** Suites whose output this one reads (the build, the static Storybook): it starts once they end. */
  after?: string[];
  /**
   * Runs on the run's PostgreSQL, named to it by TEST_DATABASE_URL: that server's own database (where
   * the suite makes databases of its own), or `database`, made for the suite (a server seeds it).
   */
  postgres?: { database?: string };
}

const reports = 'reports';
const logs = `${reports}/logs`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
}
/**
 * Skipped tests are neither: the contract suite skips its behavioural cases on Prism by design (they
 * run on the reference server). Any test neither passed, failed nor skipped still counts as failed.
 */
const vitestCounts = (r: VitestReport) => {
  const skipped = r.numPendingTests + r.numTodoTests;
  return { passed: r.numPassedTests, failed: r.numTotalTests - r.numPassedTests - skipped };
};
/** jest-junit's report: the root <testsuites tests= failures= errors=> element. */
const junitCounts = (xml: string) => {
  const attr = (name: string) => Number(new RegExp(`<testsuites[^>]*\\s${name}="(\\d+)"`).exec(xml)?.[1] ?? NaN);
  const failed = attr('failures') + attr('errors');
  return { passed: attr('tests') - failed, failed };
};
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
}
const playwrightCounts = (r: PlaywrightReport) => {
  if (r.stats.flaky)
    console.warn(`⚠ ${r.stats.flaky} Playwright test(s) passed only on retry (flaky): see the list above.`);
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
};

/**
 * Two workers, not Vitest's default of one fewer than the cores: beside e2e's browsers a single worker
 * got a small share of the 2 cores (the server suite took 956 s there, 218 s alone), and alone at the
 * end of a run it left a core idle.
 */
const vitest = (project: string, report = project) =>
  `node_modules/.bin/vitest run --project ${project} --maxWorkers=2 --reporter=default --reporter=json --outputFile.json=${reports}/${report}.json`;

/** The server suite's files that open no database. */
const databaseFree = ['server/seed/**', 'server/postcodesImport.test.ts', 'server/handlers/index.test.ts'];

/** In order of priority: a free lane takes the first suite whose `after` suites have ended. */
const suites: Suite[] = [
  { name: 'production build', command: 'node_modules/.bin/vite build --logLevel warn' },
  {
    // The journeys at desktop and mobile sizes on the production build and the reference server
    // (server/main.ts, which playwright.config.ts starts on port 4021 with its own data folder,
    // reset to the seed first).
    name: 'e2e',
    command: 'node_modules/.bin/playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/e2e.json` },
    report: { file: `${reports}/e2e.json`, read: playwrightCounts },
    after: ['production build'],
  },
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'storybook build', command: 'npm run -s build-storybook' },
  {
    name: 'visual baselines',
    command: 'node_modules/.bin/playwright test -c playwright.visual.config.ts --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/visual.json` },
    report: { file: `${reports}/visual.json`, read: playwrightCounts },
    after: ['storybook build'],
  },
  { name: 'unit', command: vitest('unit'), report: { file: `${reports}/unit.json`, read: vitestCounts } },
  // The reference server's own tests: in-process, each file on its own copy of a database seeded once per run.
  { name: 'server', command: vitest('server'), report: { file: `${reports}/server.json`, read: vitestCounts } },
  // The fuzz suite: every operation with inputs drawn from the contract's schemas, valid and mutated,
  // on one in-memory reference server; it prints the requests sent and the failures by kind.
  { name: 'fuzz', command: vitest('fuzz'), report: { file: `${reports}/fuzz.json`, read: vitestCounts } },
  // The same server suite on PostgreSQL: each file's servers on copies of template databases seeded
  // once per run (server/testDatabase.ts); the tests of PGlite's files skip, those of PostgreSQL's
  // own (a stopped cluster, a standby, several processes on one database) run.
  {
    name: 'server (PostgreSQL)',
    // The files that open no database (the seed's generator, the postcode import, the handler table)
    // run once, in the suite on PGlite.
    command: `${vitest('server', 'server-postgres')} ${databaseFree.map((glob) => `--exclude '${glob}'`).join(' ')}`,
    report: { file: `${reports}/server-postgres.json`, read: vitestCounts },
    postgres: {},
  },
  {
    name: 'fuzz (PostgreSQL)',
    command: vitest('fuzz', 'fuzz-postgres'),
    report: { file: `${reports}/fuzz-postgres.json`, read: vitestCounts },
    postgres: {},
  },
  {
    name: 'stories (play + axe)',
    command: 'npm run -s test:stories -- --junit',
    env: { JEST_JUNIT_OUTPUT_DIR: reports, JEST_JUNIT_OUTPUT_NAME: 'stories.xml' },
    report: { file: `${reports}/stories.xml`, read: junitCounts },
    after: ['storybook build'],
  },
  {
    // Examples, the typed client against Prism, the conformance suite (one line per operation)
    // and its proof against a deliberately wrong server; Prism is started by the suite on port 4012.
    // Then the same suite plus the behavioural cases against the reference server (port 4013).
    name: 'contract',
    command: `npm run -s test:contract -- --reporter=default --reporter=json --outputFile.json=${reports}/contract.json`,
    report: { file: `${reports}/contract.json`, read: vitestCounts },
  },
  {
    // The conformance suite's reference-server half again, its server (port 4014) on PostgreSQL.
    name: 'contract (PostgreSQL)',
    command: `npm run -s test:contract -- --project contract-server --reporter=default --reporter=json --outputFile.json=${reports}/contract-postgres.json`,
    env: { CONTRACT_SERVER_PORT: '4014' },
    report: { file: `${reports}/contract-postgres.json`, read: vitestCounts },
    postgres: { database: 'forecourt_contract' },
  },
  {
    name: 'bundle budgets',
    command: `npm run -s test:budgets -- --json ${reports}/budgets.json`,
    report: { file: `${reports}/budgets.json`, read: (r: Counts) => r },
    after: ['production build'],
  },
  { name: 'lint (eslint)', command: 'node_modules/.bin/eslint . --max-warnings 0' },
  { name: 'lint (prettier)', command: 'node_modules/.bin/prettier --check .' },
  // Dead code: files, dependencies and exports nothing uses (knip.jsonc names the entries).
  { name: 'lint (knip)', command: 'node_modules/.bin/knip' },
  { name: 'lint (openapi)', command: 'npm run -s lint:api' },
  { name: 'generated api types fresh', command: 'npm run -s check:api-types' },
];

interface Result extends Counts {
  name: string;
  seconds: number;
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !suites.some((suite) => suite.name === name));
if (unknown.length) {
  console.error(`No suite named ${unknown.join(', ')}. Suites: ${suites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
let chosen = suites.filter((suite) => only.length === 0 || only.includes(suite.name));
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2));
const started = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** The PostgreSQL the PostgreSQL suites run on: the one TEST_DATABASE_URL names, else a cluster of the run's own. */
const exportedDatabase = process.env.TEST_DATABASE_URL || undefined;
let cluster: Cluster | undefined;
let postgresUrl = exportedDatabase;
if (!postgresUrl && chosen.some((suite) => suite.postgres)) {
  const why = noPostgres();
  if (why) {
    console.warn(`⚠ The PostgreSQL suites are left out: ${why}, and TEST_DATABASE_URL is not set.`);
    chosen = chosen.filter((suite) => !suite.postgres);
  } else {
    const since = Date.now();
    cluster = await startCluster({ prefix: 'forecourt-test-pg-' });
    postgresUrl = cluster.url();
    console.log(`PostgreSQL for the PostgreSQL suites: ${postgresUrl} (started in ${seconds(since)} s)`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => void cluster?.remove().finally(() => process.exit(130)));
  }
}

/** TEST_DATABASE_URL for a suite: the run's PostgreSQL (its own database made first, when it asks), else none. */
async function databaseFor(suite: Suite): Promise<string> {
  if (!suite.postgres || !postgresUrl) return '';
  const { database } = suite.postgres;
  // On a PostgreSQL named from outside, a suite uses the database it was given.
  if (!database || !cluster) return postgresUrl;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`create database ${database}`);
  } finally {
    await client.end();
  }
  return cluster.url(database);
}

/** The suite's counts from its report, or from its exit code when it has none. */
function countsOf(suite: Suite, status: number | null): Counts {
  const byStatus = status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (!suite.report) return byStatus;
  if (!existsSync(suite.report.file)) {
    if (status === 0) console.error(`✘ ${suite.name} wrote no report at ${suite.report.file}`);
    return { passed: 0, failed: 1 };
  }
  const text = readFileSync(suite.report.file, 'utf8');
  let counts: Counts;
  try {
    counts = suite.report.read((suite.report.file.endsWith('.json') ? JSON.parse(text) : text) as never);
  } catch {
    return { passed: 0, failed: 1 };
  }
  if (!Number.isFinite(counts.passed) || !Number.isFinite(counts.failed)) return { passed: 0, failed: 1 };
  // A runner that exits non-zero with no failed test (a crash, a setup error) still fails.
  return status !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

async function run(suite: Suite): Promise<Result> {
  const log = `${logs}/${suite.name.replace(/[^\w]+/g, '-')}.log`;
  const since = Date.now();
  console.log(`▶ ${suite.name} (at ${seconds(started)} s)`);
  let TEST_DATABASE_URL: string;
  try {
    TEST_DATABASE_URL = await databaseFor(suite);
  } catch (error) {
    console.error(`✘ ${suite.name}: no database for it on ${postgresUrl}: ${String(error)}`);
    return { name: suite.name, passed: 0, failed: 1, seconds: (Date.now() - since) / 1000 };
  }
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(suite.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...suite.env, TEST_DATABASE_URL, FORCE_COLOR: '0' },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (status) => {
      out.end(() => {
        console.log(`\n━━━ ${suite.name} ━━━ ${suite.command}`);
        process.stdout.write(readFileSync(log, 'utf8'));
        const result = { name: suite.name, ...countsOf(suite, status), seconds: (Date.now() - since) / 1000 };
        console.log(
          `━━━ ${suite.name}: ${result.passed} passed, ${result.failed} failed in ${result.seconds.toFixed(1)} s`,
        );
        resolve(result);
      });
    });
  });
}

const results: Result[] = [];
const waiting = [...chosen];
const ended = new Set<string>();
const running = new Set<Promise<void>>();
const ready = (suite: Suite) =>
  (suite.after ?? []).every((name) => ended.has(name) || !chosen.some((s) => s.name === name));

while (waiting.length || running.size) {
  const next = running.size < jobs ? waiting.findIndex(ready) : -1;
  if (next >= 0) {
    const [suite] = waiting.splice(next, 1);
    if (!suite) continue;
    const task: Promise<void> = run(suite).then((result) => {
      results.push(result);
      ended.add(suite.name);
      running.delete(task);
    });
    running.add(task);
    continue;
  }
  if (!running.size) throw new Error(`no suite can start: ${waiting.map((s) => s.name).join(', ')}`);
  await Promise.race(running);
}

console.log('\n━━━ summary ━━━');
for (const suite of chosen) {
  const r = results.find((result) => result.name === suite.name);
  if (!r) continue;
  console.log(
    `${r.failed ? '✘' : '✔'} ${r.name.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1).padStart(7)} s`,
  );
}
console.log(`all suites: ${seconds(started)} s with ${jobs} at a time`);
await cluster?.remove();
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
