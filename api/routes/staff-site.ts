/**
 * `/staff`: the staff inbox's front end, a single page of its own built into `<STATIC_DIR>/staff/` (staff/, its own
 * Vite build), so none of its code is ever part of a public page. Its files are served as they are; any other path
 * under /staff is the page, whose router draws it. Nothing here is for search engines: every answer says noindex, and
 * robots.txt and the sitemap leave /staff out (scripts/prerender.ts).
 *
 * Its policy is the pages' one, with `blob:` for the images and frames that preview a request's files in place: the
 * page fetches a file with the staff session and shows it from memory, never from a URL another page could open.
 */
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export const STAFF_ROBOTS = 'noindex, nofollow';

export const STAFF_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "frame-src blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function createStaffSiteRoutes(staticDir: string): Hono {
  const root = join(staticDir, 'staff');
  const files = serveStatic({
    root,
    precompressed: true,
    rewriteRequestPath: (path) => path.replace(/^\/staff/, ''),
    onFound: (_path, c) => {
      c.header('Cache-Control', c.req.path.startsWith('/staff/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = serveStatic({ root, precompressed: true, rewriteRequestPath: () => '/index.html' });
  return new Hono().get('*', async (c, next) => {
    c.header('X-Robots-Tag', STAFF_ROBOTS);
    c.header('Content-Security-Policy', STAFF_CONTENT_SECURITY_POLICY);
    if (!existsSync(join(root, 'index.html'))) return c.text('The staff inbox is not built: run "npm run build".', 404);
    const last = c.req.path.split('/').at(-1) ?? '';
    if (last.includes('.')) return files(c, next);
    // The page changes with every build: the browser asks again each time.
    c.header('Cache-Control', 'no-cache');
    return page(c, next);
  });
}
