/**
 * What the pre-renderer learns from the page it renders: the path being rendered, the page's metadata to write into
 * the served <head> (crawlers and link previews run no JavaScript), the React islands to render into their slots,
 * and any error the render reported, which must fail the build rather than ship an error screen as the page. Every
 * part of the page is rendered here only: the browser runs islands, never pages.
 */
import { createContext } from 'react';
import type { RecordedIsland } from './island';
import type { ResolvedPageMeta } from './page-meta';

export interface PrerenderRecord {
  path: string;
  meta?: ResolvedPageMeta;
  /** React islands by their place in the page. */
  islands: Map<string, RecordedIsland>;
  errors: unknown[];
  /** The chunks the build made of an island and the modules it loads, in evaluation order; unknown without a build. */
  chunksInTurn?: (islandName: string, modules: string[]) => string[];
}

export const PrerenderContext = createContext<PrerenderRecord | null>(null);

/** A fresh record for rendering the page at `path`. */
export function newPrerenderRecord(path: string): PrerenderRecord {
  return { path, islands: new Map(), errors: [] };
}
