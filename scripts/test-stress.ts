/**
 * `npm run test:stress`: the browser suites on a machine made busy, to find the waits that do not
 * hold under load. One CPU hog per core (a busy loop in its own process, started here and ended here)
 * runs for the whole run; each chosen suite then runs as `npm test` runs it, and the run ends with
 * each suite's `N passed, N failed`, the names of the failing tests, and one line summing them.
 *
 *   npm run test:stress                                  e2e, stories and visual (build both first)
 *   npm run test:stress -- visual stories                the suites named
 *   npm run test:stress -- visual=visual/docs.spec.ts    a suite with its runner's arguments after `=`,
 *   npm run test:stress -- "e2e=e2e/overlays.spec.ts --project=desktop"   split on spaces
 *   npm run test:stress -- "stories=ContactPage Drawer" --hogs=4   story files matching; four hogs, not one a core
 *
 * e2e needs `npm run build`, stories and visual `npm run build-storybook`. The suites take their ports
 * from the usual variables (APP_PORT, SERVER_PORT, VISUAL_PORT, STORYBOOK_PORT) and run one worker at
 * a time unless a runner's own `--workers` / `--maxWorkers` argument says otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';

interface Outcome {
  passed: number;
  failed: string[];
}

interface Suite {
  /** The command and its fixed arguments; the chosen ones follow. */
  command: string[];
  /** What the suite needs built first. */
  needs: string;
  /** Arguments added unless the chosen ones set the same option. */
  defaults: string[];
  report: string;
  env: Record<string, string>;
  read: (report: string) => Outcome;
}

const reports = 'reports/stress';

interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[];
}
interface PlaywrightSuite {
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** Playwright's JSON report: a failure is a test that did not pass (a pass on retry is flaky, named too). */
function playwrightOutcome(file: string): Outcome {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[]; errors?: unknown[] };
  const outcome: Outcome = { passed: 0, failed: [] };
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const name = `${spec.file}:${spec.line} [${test.projectName}] ${spec.title}`;
        if (test.status === 'expected') outcome.passed++;
        else if (test.status === 'flaky') outcome.failed.push(`${name} (passed on retry)`);
        else if (test.status === 'unexpected') outcome.failed.push(name);
      }
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  if (report.errors?.length) outcome.failed.push(`${report.errors.length} error(s) outside any test`);
  return outcome;
}

/** jest-junit's report (the Storybook test-runner): a test case with a <failure> or <error> failed. */
function junitOutcome(file: string): Outcome {
  const xml = readFileSync(file, 'utf8');
  const outcome: Outcome = { passed: 0, failed: [] };
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const [, attributes = '', body = ''] of xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const name = unescape(/\bname="([^"]*)"/.exec(attributes)?.[1] ?? '');
    const suite = unescape(/\bclassname="([^"]*)"/.exec(attributes)?.[1] ?? '');
    if (/<(failure|error)\b/.test(body))
      outcome.failed.push(suite && !name.startsWith(suite) ? `${suite} › ${name}` : name);
    else if (!/<skipped\b/.test(body)) outcome.passed++;
  }
  return outcome;
}

const playwright = (name: string, config: string[], needs: string): Suite => ({
  command: ['node_modules/.bin/playwright', 'test', ...config, '--reporter=list,json'],
  needs,
  defaults: ['--workers=1'],
  report: `${reports}/${name}.json`,
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/${name}.json` },
  read: playwrightOutcome,
});

const suites: Record<string, Suite> = {
  e2e: playwright('e2e', [], 'dist/index.html'),
  visual: playwright('visual', ['-c', 'playwright.visual.config.ts'], 'storybook-static/index.json'),
  stories: {
    command: ['node_modules/.bin/tsx', 'scripts/test-stories.ts', '--junit'],
    needs: 'storybook-static/index.json',
    defaults: ['--maxWorkers=1'],
    report: `${reports}/stories.xml`,
    env: { JEST_JUNIT_OUTPUT_DIR: reports, JEST_JUNIT_OUTPUT_NAME: 'stories.xml' },
    read: junitOutcome,
  },
};

const args = process.argv.slice(2);
const hogsArg = args.find((arg) => arg.startsWith('--hogs='));
const hogs = hogsArg ? Number(hogsArg.slice('--hogs='.length)) : availableParallelism();
if (!Number.isInteger(hogs) || hogs < 0) {
  console.error('--hogs= takes a whole number of busy processes (0 for none).');
  process.exit(2);
}
const named = args
  .filter((arg) => arg !== hogsArg)
  .map((arg) => {
    const [name = '', rest] = arg.split(/=(.*)/s);
    return { name, extra: rest ? rest.split(' ').filter(Boolean) : [] };
  });
if (named.length === 0) named.push(...Object.keys(suites).map((name) => ({ name, extra: [] })));
const unknown = named.filter(({ name }) => !suites[name]);
if (unknown.length) {
  console.error(`No suite ${unknown.map((u) => u.name).join(', ')}: choose from ${Object.keys(suites).join(', ')}.`);
  process.exit(2);
}
const chosen = named.flatMap(({ name, extra }) => {
  const suite = suites[name];
  return suite ? [{ name, extra, suite }] : [];
});
const unbuilt = chosen.filter(({ suite }) => !existsSync(suite.needs));
if (unbuilt.length) {
  for (const { name, suite } of unbuilt)
    console.error(
      `${name} needs ${suite.needs}: run ${name === 'e2e' ? 'npm run build' : 'npm run build-storybook'} first.`,
    );
  process.exit(2);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** The hogs: one busy loop per process, low in nothing (they compete with the suite as other work would). */
const busy: ChildProcess[] = Array.from({ length: hogs }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const endHogs = () => {
  for (const hog of busy) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
};
process.on('exit', endHogs);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    endHogs();
    process.exit(130);
  });
console.log(`▶ ${hogs} CPU hog(s) running (pids ${busy.map((hog) => hog.pid).join(', ') || 'none'})`);

function runSuite(suite: Suite, extra: string[]): Promise<number | null> {
  const option = (arg: string) => arg.split('=')[0];
  const defaults = suite.defaults.filter((d) => !extra.some((arg) => option(arg) === option(d)));
  const [command = '', ...fixed] = suite.command;
  console.log(`\n━━━ ${[command, ...fixed, ...defaults, ...extra].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, [...fixed, ...defaults, ...extra], {
      stdio: 'inherit',
      env: { ...process.env, ...suite.env },
    });
    child.on('close', resolve);
  });
}

const results: { name: string; outcome: Outcome; seconds: number }[] = [];
for (const { name, extra, suite } of chosen) {
  const since = Date.now();
  const status = await runSuite(suite, extra);
  let outcome: Outcome;
  try {
    outcome = suite.read(suite.report);
  } catch {
    outcome = { passed: 0, failed: [`${name}: no report at ${suite.report} (the runner exited ${status})`] };
  }
  if (status !== 0 && outcome.failed.length === 0) outcome.failed.push(`${name}: the runner exited ${status}`);
  results.push({ name, outcome, seconds: (Date.now() - since) / 1000 });
}
endHogs();

console.log(`\n━━━ under load (${hogs} CPU hog(s)) ━━━`);
for (const { name, outcome, seconds } of results) {
  console.log(`${name}: ${outcome.passed} passed, ${outcome.failed.length} failed in ${seconds.toFixed(1)} s`);
  for (const failure of outcome.failed) console.log(`  ✘ ${failure}`);
}
const passed = results.reduce((n, r) => n + r.outcome.passed, 0);
const failed = results.reduce((n, r) => n + r.outcome.failed.length, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
