/**
 * Every page sets its own browser title, search description, canonical URL and sharing metadata (Open Graph and
 * the Twitter card), and where it has any its structured data, through `usePageMeta`. The canonical URL is built on
 * the agency's public site URL, not on the address the page happens to be viewed at, so previews, proxies and
 * `www`-less hosts all point search engines at the one public page.
 */
import { useContext } from 'react';
import { agency } from '../../config/agency';
import { PrerenderContext } from './prerender-context';
import { jsonLdText } from './structured-data';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; the current route's path when absent. */
  canonicalPath?: string;
  /** Open Graph object type; every page of this site is a "website" unless it says otherwise. */
  type?: 'website' | 'article';
  /** Keeps the page out of search results (the account placeholders have nothing to find). */
  noIndex?: boolean;
  /** schema.org data about what the page presents (the agency itself on the home page), served as JSON-LD. */
  structuredData?: object;
}

export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface ResolvedPageMeta {
  title: string;
  canonicalUrl: string;
  tags: MetaTag[];
  /** The page's structured data, ready for a <script type="application/ld+json"> element. */
  jsonLd?: string;
}

/** The page title shown in the tab: the agency name is appended, except on a page titled with it already. */
export function fullPageTitle(title: string): string {
  return title === agency.name ? title : `${title} | ${agency.name}`;
}

/** Absolute canonical URL of a path: the query and the fragment never make a different page. */
export function canonicalUrl(path: string, siteUrl: string = agency.siteUrl): string {
  const url = new URL(path, siteUrl);
  url.search = '';
  url.hash = '';
  // "/policy-change/" and "/policy-change" are the same page; the router has no trailing-slash routes.
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.toString();
}

export function resolvePageMeta(meta: PageMeta, currentPath: string): ResolvedPageMeta {
  const title = fullPageTitle(meta.title);
  const url = canonicalUrl(meta.canonicalPath ?? currentPath);
  return {
    title,
    canonicalUrl: url,
    tags: [
      { attribute: 'name', key: 'description', content: meta.description },
      { attribute: 'name', key: 'robots', content: meta.noIndex ? 'noindex, follow' : 'index, follow' },
      { attribute: 'property', key: 'og:title', content: title },
      { attribute: 'property', key: 'og:description', content: meta.description },
      { attribute: 'property', key: 'og:type', content: meta.type ?? 'website' },
      { attribute: 'property', key: 'og:url', content: url },
      { attribute: 'property', key: 'og:site_name', content: agency.name },
      { attribute: 'property', key: 'og:locale', content: 'en_US' },
      // No page has a share image yet, so the compact card.
      { attribute: 'name', key: 'twitter:card', content: 'summary' },
      { attribute: 'name', key: 'twitter:title', content: title },
      { attribute: 'name', key: 'twitter:description', content: meta.description },
    ],
    ...(meta.structuredData ? { jsonLd: jsonLdText(meta.structuredData) } : {}),
  };
}

/** Records the current page's title, description, canonical URL and sharing metadata for the served <head>. */
export function usePageMeta(meta: PageMeta): void {
  const prerender = useContext(PrerenderContext);
  if (!prerender) throw new Error('usePageMeta is called outside the pre-renderer');
  // The pre-renderer renders a page once, so recording during render is safe.
  prerender.meta = resolvePageMeta(meta, prerender.path);
}
