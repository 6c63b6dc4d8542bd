/**
 * The built front end. Every page is a pre-rendered file (scripts/prerender.ts): `/` is index.html and `/quote/auto`
 * is quote/auto.html, so a page's content and metadata are in the first response, for visitors and crawlers alike.
 *
 * - Files (assets, images, sitemap.xml, robots.txt) are served as they are; a missing one stays a 404, never an
 *   HTML page the browser would try to run as a script.
 * - Any other path redirects: `/about/` and `/about.html` to their one address `/about` (301), and a path that is no
 *   page to the home page (302: the spec's "unknown paths redirect home", temporary because a page may come later).
 * - Nothing under /api is ever answered here: an unknown API path must stay a JSON 404.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them for a year. */
const HASHED_ASSETS = /^\/assets\//;
const PAGE_EXTENSION = '.html';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The pre-rendered file of a page path, relative to the static directory. */
export function pageFileOf(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}${PAGE_EXTENSION}`;
}

/** A path's last segment names a file when it has an extension (`/assets/app.js`, `/robots.txt`). */
function looksLikeFile(path: string): boolean {
  return (path.split('/').at(-1) ?? '').includes('.');
}

export function createStaticSiteRoutes(staticDir: string): Hono {
  // Checked per request: the front end may be (re)built while the server runs.
  const isPage = (pagePath: string) => {
    const file = normalize(join(staticDir, pageFileOf(pagePath)));
    return file.startsWith(normalize(staticDir)) && existsSync(file) && statSync(file).isFile();
  };
  const redirect = (c: Context, to: string, status: 301 | 302) => {
    const query = new URL(c.req.url).search;
    c.header('Cache-Control', 'no-cache');
    return c.redirect(`${to}${query}`, status);
  };

  // `precompressed`: the build wrote .br and .gz copies of every text file; the one the browser accepts is sent.
  const files = serveStatic({
    root: staticDir,
    precompressed: true,
    onFound: (_path, c) => {
      c.header('Cache-Control', HASHED_ASSETS.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = serveStatic({
    root: staticDir,
    precompressed: true,
    rewriteRequestPath: (path) => `/${pageFileOf(path)}`,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'no-cache');
    },
  });

  return new Hono().get('*', async (c, next) => {
    const path = c.req.path;
    if (isApiPath(path)) return next();

    if (path.endsWith(PAGE_EXTENSION)) {
      const pagePath = path === '/index.html' ? '/' : path.slice(0, -PAGE_EXTENSION.length);
      return isPage(pagePath) ? redirect(c, pagePath, 301) : redirect(c, '/', 302);
    }
    if (looksLikeFile(path)) return files(c, next);

    const pagePath = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
    if (!isPage(pagePath)) return existsSync(join(staticDir, 'index.html')) ? redirect(c, '/', 302) : next();
    if (pagePath !== path) return redirect(c, pagePath, 301);
    return page(c, next);
  });
}
