/**
 * The pre-render entry: renders one page of the site to HTML at build time, with the page's metadata and the
 * critical MUI/Emotion styles, so every page is readable and indexable before (and without) any JavaScript.
 * `scripts/prerender.ts` calls it for every page; in the browser, `src/main.ts` brings the page's islands to life.
 *
 * The page is rendered first, with a slot for each React island; then each island is rendered on its own, as the
 * browser will hydrate it (the same providers, the island's own id prefix), into its slot (docs/architecture.md).
 */
import createEmotionServer from '@emotion/server/create-instance';
import { IslandRoot } from './app/react-island';
import { createEmotionCache, servedStyleTags, unusedRuleIds } from './app/emotion-cache';
import { islandSlot } from './app/island';
import { ISLAND_ATTRIBUTE } from './app/island-attributes';
import type { ResolvedPageMeta } from './app/page-meta';
import { renderComplete } from './app/render-complete';
import { newPrerenderRecord, PrerenderContext } from './app/prerender-context';
import { sitePage } from './app/router';
import { SiteProviders } from './app/site-providers';

export { pagePaths } from './app/router';

export interface RenderedPage {
  /** The markup of the #root element. */
  html: string;
  /** <style> tags of exactly the rules the markup uses (emotion-cache.ts). */
  styles: string;
  meta: ResolvedPageMeta;
  /**
   * The source modules (build-manifest names) the page's islands load: each island's module and what a React
   * island loads as it hydrates. With the entry, the JavaScript the page can download.
   */
  scriptSources: string[];
}

/** The island modules by island name: `src/islands/<name>.ts` or `.tsx`. */
const islandSources = new Map(
  Object.keys(import.meta.glob(['./islands/*.{ts,tsx}', '!./islands/*.test.ts'])).map((file) => [file.replace(/^.*\/|\.tsx?$/g, ''), `src/islands/${file.slice('./islands/'.length)}`]),
);

export interface RenderOptions {
  /** The build's chunks of these source modules in evaluation order (scripts/build-manifest.ts `evaluationOrder`). */
  chunksInTurn?: (sources: string[]) => string[];
}

function islandSource(path: string, name: string): string {
  const source = islandSources.get(name);
  if (!source) throw new Error(`${path} has an island "${name}", but src/islands/ has no module of that name`);
  return source;
}

export async function renderPage(path: string, { chunksInTurn }: RenderOptions = {}): Promise<RenderedPage> {
  const page = sitePage(path);
  if (!page) throw new Error(`${path} is no page of the site`);
  const emotionCache = createEmotionCache();
  // Created before rendering: it switches the cache to collecting rules instead of writing <style> into the markup.
  const emotionServer = createEmotionServer(emotionCache);
  const record = newPrerenderRecord(path);
  if (chunksInTurn) record.chunksInTurn = (name, modules) => chunksInTurn([islandSource(path, name), ...modules]);
  const onError = (error: unknown) => void record.errors.push(error);

  let html = await renderComplete(
    <PrerenderContext value={record}>
      <SiteProviders emotionCache={emotionCache}>{page}</SiteProviders>
    </PrerenderContext>,
    { onError },
  );
  for (const { prefix, element } of record.islands.values()) {
    const islandHtml = await renderComplete(<IslandRoot emotionCache={emotionCache}>{element}</IslandRoot>, {
      onError,
      identifierPrefix: prefix,
    });
    if (islandHtml.includes(ISLAND_ATTRIBUTE)) throw new Error(`${path}: an island holds another island`);
    html = html.replace(islandSlot(prefix), () => islandHtml);
  }

  // A page that throws while rendering would be served as its error screen: fail the build instead.
  const [error] = record.errors;
  if (error !== undefined) throw new Error(`${path} failed to render: ${String(error)}`, { cause: error });
  if (!record.meta) throw new Error(`${path} sets no page metadata (usePageMeta)`);
  if (html.includes('<script')) throw new Error(`${path} renders an inline script`);

  const styles = servedStyleTags(
    emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)),
    unusedRuleIds(emotionCache, html),
  );
  const islandNames = new Set([...html.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1] ?? ''));
  const scriptSources = [...islandNames].map((name) => islandSource(path, name));
  for (const island of record.islands.values()) scriptSources.push(...island.modules);
  return { html, styles, meta: record.meta, scriptSources: [...new Set(scriptSources)] };
}
