/**
 * Byte budgets for the production build (run `vite build` first). Each budget is one test: the gzip
 * size of the JavaScript a first visit to the route downloads, against its limit. Budgets are bytes,
 * not times, so they are deterministic on any machine. `--json FILE` writes the results.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { firstVisitJsBytes, kib, readManifest } from './bundle';

interface Budget {
  route: string;
  /** The manifest key whose static imports make up the route's first visit. */
  entry: string;
  limitKiB: number;
}

export const budgets: Budget[] = [{ route: '/ (home page, first visit)', entry: 'index.html', limitKiB: 150 }];

const manifest = readManifest();
const results = budgets.map((budget) => {
  const bytes = firstVisitJsBytes(manifest, budget.entry);
  const passed = bytes <= budget.limitKiB * 1024;
  console.log(`${passed ? '✔' : '✘'} ${budget.route}: ${kib(bytes)} gzip JS (budget ${budget.limitKiB} KiB)`);
  return { ...budget, bytes, passed };
});

const passed = results.filter((r) => r.passed).length;
const failed = results.length - passed;
console.log(`budgets: ${passed} within, ${failed} over`);

const file = process.argv[process.argv.indexOf('--json') + 1];
if (process.argv.includes('--json') && file) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ passed, failed, results }, null, 2));
}
process.exit(failed ? 1 : 0);
