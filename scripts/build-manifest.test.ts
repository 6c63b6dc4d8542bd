import { describe, expect, it } from 'vitest';
import { chunksOf, evaluationOrder, type BuildManifest } from './build-manifest';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'], dynamicImports: ['src/pages/a.tsx'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  'src/pages/a.tsx': { file: 'assets/a-3.js', imports: ['_react-2.js', '_card-4.js'], css: ['assets/a-3.css'] },
  '_card-4.js': { file: 'assets/card-4.js', imports: ['_react-2.js'] },
};

describe('chunksOf', () => {
  it('lists a module chunk, its CSS and every chunk it imports statically, once each, but not its dynamic imports', () => {
    expect(chunksOf(manifest, ['index.html'])).toEqual(['assets/index-1.js', 'assets/react-2.js']);
    expect(chunksOf(manifest, ['src/pages/a.tsx'])).toEqual(['assets/a-3.js', 'assets/a-3.css', 'assets/react-2.js', 'assets/card-4.js']);
  });

  it('names a module the build does not know', () => {
    expect(() => chunksOf(manifest, ['src/pages/b.tsx'])).toThrow('The build manifest has no entry src/pages/b.tsx');
  });
});

describe('evaluationOrder', () => {
  it('puts every chunk after the chunks it imports, once each, without CSS or what the page has loaded', () => {
    expect(evaluationOrder(manifest, ['src/pages/a.tsx'])).toEqual(['assets/react-2.js', 'assets/card-4.js', 'assets/a-3.js']);
    expect(evaluationOrder(manifest, ['src/pages/a.tsx'], ['index.html'])).toEqual(['assets/card-4.js', 'assets/a-3.js']);
  });

  it('names a module the build does not know', () => {
    expect(() => evaluationOrder(manifest, ['src/pages/b.tsx'])).toThrow('The build manifest has no entry src/pages/b.tsx');
  });
});
