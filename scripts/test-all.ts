/**
 * `npm test`: every suite in turn, each printing its own output. A suite with a test report counts
 * its tests; a check without one (typecheck, lint, build...) counts as one test. Every suite runs even
 * after a failure, and the run ends with one line `N passed, N failed` summing all of them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

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
}

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

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
  if (skipped) console.log(`(${skipped} skipped)`);
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

const vitest = (project: string) =>
  `node_modules/.bin/vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${reports}/${project}.json`;

const suites: Suite[] = [
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'lint (eslint)', command: 'node_modules/.bin/eslint . --max-warnings 0' },
  { name: 'lint (prettier)', command: 'node_modules/.bin/prettier --check .' },
  { name: 'lint (openapi)', command: 'npm run -s lint:api' },
  { name: 'generated api types fresh', command: 'npm run -s check:api-types' },
  { name: 'unit', command: vitest('unit'), report: { file: `${reports}/unit.json`, read: vitestCounts } },
  // The reference server's own tests: in-process, each file on its own in-memory database.
  { name: 'server', command: vitest('server'), report: { file: `${reports}/server.json`, read: vitestCounts } },
  { name: 'production build', command: 'node_modules/.bin/vite build --logLevel warn' },
  {
    name: 'bundle budgets',
    command: `npm run -s test:budgets -- --json ${reports}/budgets.json`,
    report: { file: `${reports}/budgets.json`, read: (r: Counts) => r },
  },
  { name: 'storybook build', command: 'npm run -s build-storybook' },
  {
    name: 'stories (play + axe)',
    command: 'npm run -s test:stories -- --junit',
    env: { JEST_JUNIT_OUTPUT_DIR: reports, JEST_JUNIT_OUTPUT_NAME: 'stories.xml' },
    report: { file: `${reports}/stories.xml`, read: junitCounts },
  },
  {
    name: 'visual baselines',
    command: 'node_modules/.bin/playwright test -c playwright.visual.config.ts --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/visual.json` },
    report: { file: `${reports}/visual.json`, read: playwrightCounts },
  },
  {
    // The journeys at desktop and mobile sizes on the reference server (server/main.ts, which
    // playwright.config.ts starts on port 4021 with its own data folder, reset to the seed first).
    name: 'e2e',
    command: 'node_modules/.bin/playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/e2e.json` },
    report: { file: `${reports}/e2e.json`, read: playwrightCounts },
  },
  {
    // Examples, the typed client against Prism, the conformance suite (one line per operation)
    // and its proof against a deliberately wrong server; Prism is started by the suite on port 4012.
    // Then the same suite plus the behavioural cases against the reference server (port 4013).
    name: 'contract',
    command: `npm run -s test:contract -- --reporter=default --reporter=json --outputFile.json=${reports}/contract.json`,
    report: { file: `${reports}/contract.json`, read: vitestCounts },
  },
];

const only = process.argv.slice(2);
const results: Array<Counts & { name: string; seconds: number }> = [];

for (const suite of suites.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n━━━ ${suite.name} ━━━ ${suite.command}`);
  const started = Date.now();
  const run = spawnSync(suite.command, { shell: true, stdio: 'inherit', env: { ...process.env, ...suite.env } });
  const seconds = (Date.now() - started) / 1000;
  let counts: Counts = run.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (suite.report) {
    if (existsSync(suite.report.file)) {
      const text = readFileSync(suite.report.file, 'utf8');
      counts = suite.report.read((suite.report.file.endsWith('.json') ? JSON.parse(text) : text) as never);
      if (!Number.isFinite(counts.passed) || !Number.isFinite(counts.failed)) counts = { passed: 0, failed: 1 };
      // A runner that exits non-zero with no failed test (a crash, a setup error) still fails.
      if (run.status !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
    } else if (run.status === 0) {
      counts = { passed: 0, failed: 1 };
      console.error(`✘ ${suite.name} wrote no report at ${suite.report.file}`);
    }
  }
  results.push({ name: suite.name, ...counts, seconds });
}

console.log('\n━━━ summary ━━━');
for (const r of results) {
  console.log(
    `${r.failed ? '✘' : '✔'} ${r.name.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
