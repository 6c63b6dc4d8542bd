/**
 * A rendered page (src/prerender.tsx) put into the index.html template: its title, metadata, structured data and
 * critical styles at the head marker, its markup at the root marker. The build writes every page this way
 * (scripts/prerender.ts) and the development server answers a page request the same way (scripts/dev-server.ts).
 */
import type { RenderedPage } from '../src/prerender';
import { escapeHtml } from '../text/escape-html';

const HEAD_MARKER = '<!--page-head-->';
const ROOT_MARKER = '<!--page-root-->';

function replaceOnce(template: string, marker: string, content: string): string {
  const at = template.indexOf(marker);
  if (at < 0 || template.indexOf(marker, at + marker.length) >= 0) {
    throw new Error(`index.html must hold ${marker} exactly once`);
  }
  return template.slice(0, at) + content + template.slice(at + marker.length);
}

export function pageDocument(template: string, page: RenderedPage): string {
  const head = [
    `<title>${escapeHtml(page.meta.title)}</title>`,
    ...page.meta.tags.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`),
    `<link rel="canonical" href="${escapeHtml(page.meta.canonicalUrl)}" />`,
    ...(page.meta.jsonLd ? [`<script type="application/ld+json">${page.meta.jsonLd}</script>`] : []),
    page.styles,
  ].join('\n    ');
  return replaceOnce(replaceOnce(template, HEAD_MARKER, head), ROOT_MARKER, page.html);
}
