/**
 * Serves the static Storybook (storybook-static/, built by `npm run build-storybook`) and runs
 * @storybook/test-runner against it: every story renders, its play function passes, and axe finds no
 * WCAG 2.2 A/AA violation (parameters.a11y.test = 'error' in .storybook/preview.tsx).
 * Extra arguments go to test-storybook (e.g. --json --outputFile=reports/stories.json).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { waitForUrl } from './processes';

const port = Number(process.env.STORYBOOK_PORT ?? 6106);
const url = `http://127.0.0.1:${port}`;

if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/ is missing: run `npm run build-storybook` first.');
  process.exit(1);
}

const server = spawn(
  'node_modules/.bin/http-server',
  ['storybook-static', '-a', '127.0.0.1', '-p', String(port), '-s'],
  {
    stdio: 'inherit',
  },
);
const stop = () => server.kill();
process.on('exit', stop);

await waitForUrl(`${url}/index.json`, 30_000);
const extra = process.argv.slice(2);
// Two workers unless the arguments choose (the stress script runs one).
const workers = extra.some((arg) => arg.startsWith('--maxWorkers')) ? [] : ['--maxWorkers=2'];
const runner = spawn('node_modules/.bin/test-storybook', ['--url', url, ...workers, ...extra], { stdio: 'inherit' });
runner.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
