/**
 * Which JavaScript files a page of the production build loads when it opens: the entry with everything it imports
 * statically, the page's chunk and, for a wizard page, its wizard's modules (what the pre-rendered page preloads).
 * The budget script weighs them; a browser test checks that Chromium fetches exactly these.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunksOf, type BuildManifest } from './build-manifest';

type Renderer = typeof import('../src/prerender');

export interface BuildOutput {
  distDir: string;
  renderer: Renderer;
  manifest: BuildManifest;
  /** Source modules of each JavaScript chunk (scripts/chunk-modules.ts). */
  chunkModules: Record<string, string[]>;
}

export async function readBuildOutput(root = resolve(import.meta.dirname, '..')): Promise<BuildOutput> {
  const ssrDir = join(root, 'dist-ssr');
  return {
    distDir: join(root, 'dist'),
    renderer: (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as Renderer,
    manifest: JSON.parse(readFileSync(join(ssrDir, 'client-manifest.json'), 'utf8')) as BuildManifest,
    chunkModules: JSON.parse(readFileSync(join(ssrDir, 'chunk-modules.json'), 'utf8')) as Record<string, string[]>,
  };
}

/** The JavaScript files (paths under dist/) the page at `path` loads when it opens. */
export function pageScripts(build: BuildOutput, path: string): string[] {
  const sources = build.renderer.routeSourceModules(path);
  return chunksOf(build.manifest, ['index.html', ...sources]).filter((file) => file.endsWith('.js'));
}
