/**
 * The pages of the site, as the build pre-rendered them: the router's list (src/app/router.tsx `pagePaths`), written
 * by scripts/prerender.ts. The browser tests visit these, so a new wizard folder is visited the moment it exists.
 */
import { join } from 'node:path';
import { readPageList, type RenderedPageEntry } from '../../scripts/page-list';

export const sitePages: readonly RenderedPageEntry[] = readPageList(join(import.meta.dirname, '..', '..', 'dist-ssr'));

export const pagePaths: readonly string[] = sitePages.map((page) => page.path);
