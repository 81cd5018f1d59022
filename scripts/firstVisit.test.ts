import { describe, expect, it } from 'vitest';
import { buildFile } from './firstVisit';

describe('buildFile', () => {
  const origin = 'http://127.0.0.1:4321';
  const built = new Set(['dist/assets/index-abc.js', 'dist/assets/Modal-d e.js']);
  const exists = (path: string) => built.has(path);

  it('names the build file a script of the app was fetched from, without query', () => {
    expect(buildFile(`${origin}/assets/index-abc.js?v=1`, origin, exists)).toBe('assets/index-abc.js');
    expect(buildFile(`${origin}/assets/Modal-d%20e.js`, origin, exists)).toBe('assets/Modal-d e.js');
  });

  it('gives null for another origin or a file the build did not make, so the caller can say so', () => {
    expect(buildFile('https://cdn.example/assets/index-abc.js', origin, exists)).toBeNull();
    expect(buildFile(`${origin}/assets/gone.js`, origin, exists)).toBeNull();
    expect(buildFile(`${origin}/`, origin, exists)).toBeNull();
  });
});
