/**
 * `npm run test:contract [-- --base-url URL] [vitest options]`: the contract suite (vitest project
 * "contract"). Without --base-url it starts Prism on the contract and tests against it; with one it
 * sends every documented example and the negative cases to that server instead (CONTRACT_BASE_URL
 * does the same). Prints one line per operation and a summary; exits non-zero when anything fails.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const env = { ...process.env };
const passThrough: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  if (arg === '--base-url') env.CONTRACT_BASE_URL = args[++i] ?? '';
  else if (arg.startsWith('--base-url=')) env.CONTRACT_BASE_URL = arg.slice('--base-url='.length);
  else passThrough.push(arg);
}
if (env.CONTRACT_BASE_URL !== undefined && !/^https?:\/\/[^/]+/.test(env.CONTRACT_BASE_URL)) {
  console.error(`--base-url needs an http(s) URL, got "${env.CONTRACT_BASE_URL}"`);
  process.exit(2);
}

const reporters = passThrough.some((a) => a.startsWith('--reporter')) ? [] : ['--reporter=default'];
const run = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '--project', 'contract', ...reporters, '--reporter=./openapi/contract/reporter.ts', ...passThrough],
  { stdio: 'inherit', env },
);
process.exit(run.status ?? 1);
