import { describe, expect, it } from 'vitest';
import { staticJsFiles, type Manifest } from './bundle';

describe('staticJsFiles', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor'], dynamicImports: ['app/overlay.tsx'] },
    _vendor: { file: 'assets/vendor.js', imports: ['_shared'] },
    _shared: { file: 'assets/shared.js', imports: ['_vendor'] },
    'app/overlay.tsx': { file: 'assets/overlay.js', isDynamicEntry: true, imports: ['_shared'] },
    _styles: { file: 'assets/index.css' },
  };

  it('follows static imports transitively, once each, and leaves dynamic imports out', () => {
    expect(staticJsFiles(manifest, 'index.html')).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/shared.js']);
  });

  it('names a missing chunk', () => {
    expect(() => staticJsFiles(manifest, 'nope')).toThrow('No chunk "nope" in the build manifest');
  });
});
