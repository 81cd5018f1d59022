/**
 * `npm run test:contract [-- --base-url URL] [vitest options]`: the contract suite.
 *
 * Without --base-url it runs twice over: against Prism (vitest project "contract": the shape cases;
 * the behavioural cases are skipped there, since Prism replays the examples) and then against the
 * reference server, which the suite starts itself with its test routes on (project "contract-server",
 * port CONTRACT_SERVER_PORT, default 4013: shape and behavioural cases, the state reset before each
 * file). With --base-url (or CONTRACT_BASE_URL) it sends every case, shape and behaviour, to that
 * server instead, one file at a time; CONTRACT_RESET_URL, if given, is POSTed before each file.
 * Prints one line per operation, the behavioural cases that failed, and one line with each target's
 * figures; exits non-zero when anything fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

const projects: string[] = [];
if (!passThrough.some((a) => a.startsWith('--project'))) {
  projects.push('--project', 'contract');
  if (env.CONTRACT_BASE_URL) {
    // One server, one state: its files run one at a time.
    projects.push('--no-file-parallelism');
  } else if (existsSync('server/main.ts')) {
    projects.push('--project', 'contract-server');
  } else {
    console.log('Note: server/main.ts is not there, so the suite runs against Prism only.');
  }
}
const reporters = passThrough.some((a) => a.startsWith('--reporter')) ? [] : ['--reporter=default'];
const run = spawnSync(
  'node_modules/.bin/vitest',
  ['run', ...projects, ...reporters, '--reporter=./openapi/contract/reporter.ts', ...passThrough],
  { stdio: 'inherit', env },
);
process.exit(run.status ?? 1);
