/**
 * The pre-rendered page names the chunks it hydrates with (its page, a wizard's modules) in a meta tag; the entry
 * starts fetching them all at once in the task after it runs, instead of one import after another. They are not preload
 * links in the served <head>: fetched before the first paint, they would compete with the page itself for a slow
 * connection.
 */
export const PAGE_CHUNKS_META = 'page-chunks';

export function preloadPageChunks(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CHUNKS_META}"]`);
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
