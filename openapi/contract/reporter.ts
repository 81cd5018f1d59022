/**
 * Vitest reporter for the conformance suite: after the run, for each target (Prism, the reference
 * server, or the server given with --base-url), one line per operation (its documented examples and
 * negative cases, and what failed), the behavioural cases that failed, and at the end one line with
 * every target's figures, e.g. `Prism: 240 passed, 0 failed (shape); reference server: 280 passed,
 * 0 failed (shape + behaviour)`.
 */
import type { Reporter, TestCase, TestModule } from 'vitest/node';

interface Figures {
  passed: number;
  failed: number;
  skippedBehaviour: number;
  behaviour: number;
}

function targetName(project: string): string {
  if (project === 'contract-server') return 'reference server';
  return process.env.CONTRACT_BASE_URL ?? 'Prism';
}

export default class ConformanceReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byTarget = new Map<string, { lines: string[]; figures: Figures }>();
    for (const module of testModules) {
      const target = targetName(module.project.name);
      const entry = byTarget.get(target) ?? {
        lines: [],
        figures: { passed: 0, failed: 0, skippedBehaviour: 0, behaviour: 0 },
      };
      byTarget.set(target, entry);
      const tests = [...module.children.allTests()];
      const behavioural = module.moduleId.endsWith('behaviour.test.ts');
      for (const t of tests) {
        const state = t.result().state;
        if (state === 'passed') entry.figures.passed++;
        if (state === 'failed') entry.figures.failed++;
        if (behavioural && state === 'skipped') entry.figures.skippedBehaviour++;
        if (behavioural && state !== 'skipped') entry.figures.behaviour++;
      }
      if (module.moduleId.endsWith('conformance.test.ts')) entry.lines.push(...operationLines(module));
      if (behavioural) entry.lines.push(...behaviourLines(tests));
    }
    if (byTarget.size === 0) return;
    const summary: string[] = [];
    for (const [target, { lines, figures }] of byTarget) {
      if (lines.length) {
        console.log(`\nConformance of ${target} to openapi/openapi.yaml`);
        console.log(lines.join('\n'));
      }
      const kind = figures.behaviour > 0 ? 'shape + behaviour' : 'shape';
      const skipped =
        figures.skippedBehaviour && target === 'Prism'
          ? `; ${figures.skippedBehaviour} behavioural cases skipped: Prism replays the examples`
          : '';
      summary.push(`${target}: ${figures.passed} passed, ${figures.failed} failed (${kind}${skipped})`);
    }
    console.log(`\n${summary.join('; ')}`);
  }
}

function operationLines(module: TestModule): string[] {
  const lines: string[] = [];
  let passedOps = 0;
  let failedOps = 0;
  let cases = 0;
  let failedCases = 0;
  for (const suite of module.children.suites()) {
    const tests = [...suite.children.allTests()].filter((t) => t.result().state !== 'skipped');
    if (tests.length === 0) continue;
    const failed = tests.filter((t) => t.result().state === 'failed');
    const examples = tests.filter((t) => t.name.startsWith('example')).length;
    cases += tests.length;
    failedCases += failed.length;
    if (failed.length) failedOps++;
    else passedOps++;
    lines.push(
      `${failed.length ? '✘' : '✔'} ${suite.name}: ${examples} example(s), ${tests.length - examples} negative case(s)` +
        (failed.length ? `; failed: ${failed.map((t) => t.name).join(', ')}` : ''),
    );
    for (const test of failed) lines.push(`    ${test.name}: ${firstLine(test)}`);
  }
  if (cases)
    lines.push(
      `${passedOps} operations conform, ${failedOps} do not; ${cases - failedCases} cases passed, ${failedCases} failed`,
    );
  return lines;
}

function behaviourLines(tests: TestCase[]): string[] {
  const run = tests.filter((t) => t.result().state !== 'skipped');
  if (run.length === 0) return [];
  const failed = run.filter((t) => t.result().state === 'failed');
  return [
    ...failed.map((t) => `✘ behaviour: ${t.name}\n    ${firstLine(t)}`),
    `${run.length - failed.length} behavioural cases hold, ${failed.length} do not`,
  ];
}

function firstLine(test: TestCase): string {
  return (test.result().errors?.[0]?.message ?? '').split('\n')[0] ?? '';
}
