/**
 * The page renderer runs React's production build: NODE_ENV is production before anything it imports
 * loads, unless the deployment set it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** NODE_ENV as a Node process sees it once render/production.ts is loaded, started with `env`. */
function nodeEnvAfterImport(env: Record<string, string | undefined>): string {
  const rest = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "await import('./render/production.ts'); console.log(process.env.NODE_ENV)",
    ],
    { env: { ...rest, ...env }, encoding: 'utf8' },
  ).trim();
}

describe('the page renderer', () => {
  it('sets NODE_ENV to production when the deployment has not set it, and keeps one it has', () => {
    expect(nodeEnvAfterImport({})).toBe('production');
    expect(nodeEnvAfterImport({ NODE_ENV: 'development' })).toBe('development');
  });

  it('loads render/production.ts before anything else it imports', () => {
    const imports = readFileSync('render/server.ts', 'utf8').match(/^import .*$/gm) ?? [];
    expect(imports[0]).toBe("import './production.ts';");
  });
});
