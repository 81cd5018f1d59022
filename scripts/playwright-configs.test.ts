import { isAbsolute, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import e2e from '../playwright.config';
import visual from '../playwright.visual.config';

/** Playwright empties a suite's output folder when the suite starts, and `npm test` runs suites side by side. */
describe('the Playwright suites', () => {
  it('keep their output in folders of their own, neither inside the other', () => {
    const folders = [e2e.outputDir, visual.outputDir].map((folder) => resolve(folder ?? 'test-results'));
    const [a = '', b = ''] = folders;
    const inside = (child: string, parent: string) => {
      const path = relative(parent, child);
      return !path.startsWith('..') && !isAbsolute(path);
    };
    expect(inside(a, b) || inside(b, a), `output folders ${folders.join(' and ')}`).toBe(false);
  });
});
