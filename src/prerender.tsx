/**
 * The pre-render entry: renders one route of the site to HTML at build time, with the page's metadata and the
 * critical MUI/Emotion styles, so every page is readable and indexable before (and without) any JavaScript.
 * `scripts/prerender.ts` calls it for every page of the router; `src/main.tsx` then hydrates the result.
 *
 * The tree is the browser's tree (the same providers and routes; `StaticRouter` at the path where the browser has
 * `BrowserRouter`, both a single `Router`): hydration needs the same components in the same places, down to the ids
 * `useId` hands out.
 */
import { StaticRouter } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache, servedStyleTags, unusedRuleIds } from './app/emotion-cache';
import type { ResolvedPageMeta } from './app/page-meta';
import { renderComplete } from './app/render-complete';
import { PrerenderContext, type PrerenderRecord } from './app/prerender-context';
import { AppRoutes, pageModulesOf, pagePaths } from './app/router';
import { SiteProviders } from './app/site-providers';
import { wizardModuleSources } from './wizard/wizard-modules';

export { pagePaths } from './app/router';

/** The source modules a page loads beyond the shell (build-manifest names): its page, and a wizard's modules. */
export function routeSourceModules(path: string): string[] {
  const page = pageModulesOf(path);
  if (!page) return [];
  return [page.source, ...(page.wizardId ? wizardModuleSources(page.wizardId) : [])];
}

export interface RenderedPage {
  /** The markup of the #root element. */
  html: string;
  /** <style> tags of exactly the rules the markup uses (emotion-cache.ts). */
  styles: string;
  meta: ResolvedPageMeta;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  // Any other path would render the router's redirect home, to be written under that path's name.
  if (!pagePaths.includes(path)) throw new Error(`${path} is no page of the router`);
  const emotionCache = createEmotionCache();
  // Created before rendering: it switches the cache to collecting rules instead of writing <style> into the markup.
  const emotionServer = createEmotionServer(emotionCache);
  const record: PrerenderRecord = { errors: [] };

  const html = await renderComplete(
    <PrerenderContext value={record}>
      <SiteProviders emotionCache={emotionCache}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </SiteProviders>
    </PrerenderContext>,
    (error) => void record.errors.push(error),
  );

  // A page that throws while rendering would be served as its error screen: fail the build instead.
  const [error] = record.errors;
  if (error !== undefined) throw new Error(`${path} failed to render: ${String(error)}`, { cause: error });
  if (!record.meta) throw new Error(`${path} sets no page metadata (usePageMeta)`);
  if (html.includes('<script')) throw new Error(`${path} renders an inline script`);

  const styles = servedStyleTags(
    emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)),
    unusedRuleIds(emotionCache, html),
  );
  return { html, styles, meta: record.meta };
}
