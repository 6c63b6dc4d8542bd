/**
 * What the pre-renderer learns from the page it renders: the page's metadata, to write into the served <head>
 * (crawlers and link previews run no JavaScript), and any error the render reported, which must fail the build
 * rather than ship an error screen as the page. In the browser there is no record (null).
 */
import { createContext } from 'react';
import type { ResolvedPageMeta } from './page-meta';

export interface PrerenderRecord {
  meta?: ResolvedPageMeta;
  errors: unknown[];
}

export const PrerenderContext = createContext<PrerenderRecord | null>(null);
