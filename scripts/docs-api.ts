/**
 * `npm run docs:api [-- --out DIR]`: the static API reference page, built offline from the contract
 * with Redocly's build-docs into DIR/index.html (default dist/api-docs/). The Redoc scripts are
 * inlined (`--inlineBundle`) instead of loaded from Redocly's CDN, the two CDN logo images are swapped
 * for an inline one, and a Content-Security-Policy forbids any remote request, so the page works with
 * no network and pulls nothing from a CDN when it is viewed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outAt = process.argv.indexOf('--out');
const dir = outAt > 0 ? (process.argv[outAt + 1] ?? '') : 'dist/api-docs';
const file = join(dir, 'index.html');
mkdirSync(dir, { recursive: true });

const build = spawnSync(
  'node_modules/.bin/redocly',
  ['build-docs', 'openapi/openapi.yaml', '--output', file, '--inlineBundle', '--title', 'Forecourt API reference'],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const logo = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3C/svg%3E";
const csp = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval' blob:",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'connect-src data: blob:',
  'worker-src blob:',
].join('; ');
let html = readFileSync(file, 'utf8').replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, logo);
html = html.replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${csp}">`);
const remote = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(https?:[^"]+)"/g)].map((m) => m[1]);
if (remote.length) {
  console.error(`✘ the page would load from the network: ${remote.join(', ')}`);
  process.exit(1);
}
writeFileSync(file, html);
console.log(`wrote ${file} (${Math.round(html.length / 1024)} KiB, no remote scripts)`);
