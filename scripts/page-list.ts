/**
 * The list of the pages the build pre-rendered (the router's `pagePaths`), written by scripts/prerender.ts beside the
 * renderer and read by the browser tests, which visit exactly these pages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PAGE_LIST_FILE = 'pages.json';

export interface RenderedPageEntry {
  path: string;
  /** Listed in sitemap.xml (the account placeholders are `noindex`). */
  indexable: boolean;
  /** Source modules (build-manifest names) the page's islands load besides the entry (src/prerender.tsx). */
  scriptSources: string[];
}

export function writePageList(ssrDir: string, pages: readonly RenderedPageEntry[]): void {
  writeFileSync(join(ssrDir, PAGE_LIST_FILE), `${JSON.stringify(pages, null, 2)}\n`);
}

export function readPageList(ssrDir: string): RenderedPageEntry[] {
  return JSON.parse(readFileSync(join(ssrDir, PAGE_LIST_FILE), 'utf8')) as RenderedPageEntry[];
}
