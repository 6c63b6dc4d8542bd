/**
 * Which JavaScript files a page of the production build can download: the entry with everything it imports
 * statically, and every island of the page with what it loads as it hydrates (for a wizard page, its wizard's
 * modules). Islands hydrate when needed, so a visit downloads at most these. The budget script weighs them; a
 * browser test checks that Chromium, once every island of the page has hydrated, has fetched exactly these.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chunksOf, type BuildManifest } from './build-manifest';
import { readPageList, type RenderedPageEntry } from './page-list';

export interface BuildOutput {
  distDir: string;
  pages: RenderedPageEntry[];
  manifest: BuildManifest;
  /** Source modules of each JavaScript chunk (scripts/chunk-modules.ts). */
  chunkModules: Record<string, string[]>;
}

export function readBuildOutput(root = resolve(import.meta.dirname, '..')): BuildOutput {
  const ssrDir = join(root, 'dist-ssr');
  return {
    distDir: join(root, 'dist'),
    pages: readPageList(ssrDir),
    manifest: JSON.parse(readFileSync(join(ssrDir, 'client-manifest.json'), 'utf8')) as BuildManifest,
    chunkModules: JSON.parse(readFileSync(join(ssrDir, 'chunk-modules.json'), 'utf8')) as Record<string, string[]>,
  };
}

/** The JavaScript files (paths under dist/) the page at `path` can download. */
export function pageScripts(build: BuildOutput, path: string): string[] {
  const page = build.pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is no pre-rendered page`);
  return chunksOf(build.manifest, ['index.html', ...page.scriptSources]).filter((file) => file.endsWith('.js'));
}
