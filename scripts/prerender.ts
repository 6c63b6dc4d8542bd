/**
 * Build step after `vite build` (the browser bundle in dist/) and `vite build --ssr src/prerender.tsx` (the renderer
 * in dist-ssr/): writes every page of the router as a static HTML file with its content, title, description,
 * canonical and sharing tags, structured data where the page has any, and critical styles, and writes sitemap.xml and
 * robots.txt. The server (api/routes/static-site.ts) serves `/` as dist/index.html and any other
 * page path as dist/<path>.html. It also writes the list of pages it rendered (dist-ssr/pages.json, the router's
 * `pagePaths` with whether each is indexed and the modules its islands load), from which the browser tests take the
 * pages they visit and the budget script the scripts each page can download.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageFileOf } from '../api/routes/static-site';
import { agency } from '../config/agency';
import { escapeHtml } from '../text/escape-html';
import { evaluationOrder, type BuildManifest } from './build-manifest';
import { CHUNK_MODULES_FILE } from './chunk-modules';
import { pageDocument } from './page-document';
import { writePageList } from './page-list';

type Renderer = typeof import('../src/prerender');

const root = resolve(import.meta.dirname, '..');

/** `--dist DIR --ssr DIR` choose other build folders (the development build for the hydration check uses them). */
function folderOption(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  return resolve(root, value ?? fallback);
}

const distDir = folderOption('--dist', 'dist');
const ssrDir = folderOption('--ssr', 'dist-ssr');
const manifestPath = join(distDir, '.vite', 'manifest.json');

function sitemap(paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(new URL(path, agency.siteUrl).toString())}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robots(): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dev/',
    // The staff inbox: its pages also say noindex, and the sitemap never lists them.
    'Disallow: /staff',
    '',
    `Sitemap: ${new URL('/sitemap.xml', agency.siteUrl).toString()}`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  // The renderer's dependencies (MUI, Emotion, React) stay outside its bundle and read NODE_ENV as they load. Unset,
  // they would render as in development: MUI labels every class name ("css-1nkno9l-MuiTypography-root"), so the
  // production browser bundle, which does not, could adopt none of the served style rules and would insert them all
  // again while hydrating. The development build for the hydration check sets NODE_ENV=development itself.
  process.env.NODE_ENV ??= 'production';
  const renderer = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as Renderer;
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = readFileSync(manifestPath, 'utf8');
  const parsedManifest = JSON.parse(manifest) as BuildManifest;
  // An island's chunks are evaluated one at a time after the page's entry (src/app/island-loader.ts).
  const chunksInTurn = (sources: string[]) => evaluationOrder(parsedManifest, sources, ['index.html']);

  const indexable: string[] = [];
  const scriptSources = new Map<string, string[]>();
  for (const path of renderer.pagePaths) {
    const page = await renderer.renderPage(path, { chunksInTurn });
    scriptSources.set(path, page.scriptSources);
    const html = pageDocument(template, page);
    const file = join(distDir, pageFileOf(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    const noIndex = page.meta.tags.some((tag) => tag.key === 'robots' && tag.content.includes('noindex'));
    if (!noIndex) indexable.push(path);
    console.log(`  ${pageFileOf(path).padEnd(32)} ${(html.length / 1024).toFixed(1).padStart(6)} kB${noIndex ? '  (noindex)' : ''}`);
  }
  writeFileSync(join(distDir, 'sitemap.xml'), sitemap(indexable));
  writePageList(
    ssrDir,
    renderer.pagePaths.map((path) => ({ path, indexable: indexable.includes(path), scriptSources: scriptSources.get(path) ?? [] })),
  );
  writeFileSync(join(distDir, 'robots.txt'), robots());
  // Build reports are inputs of the build scripts (the budget script reads them), not files to serve.
  writeFileSync(join(ssrDir, 'client-manifest.json'), manifest);
  writeFileSync(join(ssrDir, 'chunk-modules.json'), readFileSync(join(distDir, CHUNK_MODULES_FILE)));
  rmSync(join(distDir, '.vite'), { recursive: true, force: true });
  console.log(`pre-rendered ${renderer.pagePaths.length} pages; sitemap.xml lists ${indexable.length}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
