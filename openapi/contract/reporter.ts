/**
 * Vitest reporter for the conformance suite: after the run, one line per operation (its documented
 * examples and negative cases, and what failed) and a summary line.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class ConformanceReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const lines: string[] = [];
    let passedOps = 0;
    let failedOps = 0;
    let cases = 0;
    let failedCases = 0;
    for (const module of testModules) {
      if (!module.moduleId.endsWith('conformance.test.ts')) continue;
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
        for (const test of failed) {
          const message = test.result().errors?.[0]?.message ?? '';
          lines.push(`    ${test.name}: ${message.split('\n')[0]}`);
        }
      }
    }
    if (lines.length === 0) return;
    const target = process.env.CONTRACT_BASE_URL ?? 'Prism (the contract mock)';
    console.log(`\nConformance of ${target} to openapi/openapi.yaml`);
    console.log(lines.join('\n'));
    console.log(
      `${passedOps} operations conform, ${failedOps} do not; ${cases - failedCases} cases passed, ${failedCases} failed`,
    );
  }
}
