/**
 * The built front end. Files are served as they are; any other GET without a file extension gets index.html, so a
 * client-side route (a wizard page, say) survives a reload. A missing asset (with an extension) stays a
 * 404 instead of becoming an HTML page the browser would try to run as a script, and nothing under /api is ever
 * answered here: an unknown API path must stay a JSON 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them for a year. */
const HASHED_ASSETS = /^\/assets\//;

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function createStaticSiteRoutes(staticDir: string): Hono {
  const files = serveStatic({
    root: staticDir,
    onFound: (_path, c) => {
      c.header('Cache-Control', HASHED_ASSETS.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexPage = serveStatic({
    root: staticDir,
    path: 'index.html',
    onFound: (_path, c) => {
      c.header('Cache-Control', 'no-cache');
    },
  });

  return new Hono()
    .get('*', (c, next) => (isApiPath(c.req.path) ? next() : files(c, next)))
    .get('*', (c, next) => {
      const lastSegment = c.req.path.split('/').at(-1) ?? '';
      const clientRoute = !isApiPath(c.req.path) && !lastSegment.includes('.');
      // Checked per request: the front end may be built after the server started.
      return clientRoute && existsSync(join(staticDir, 'index.html')) ? indexPage(c, next) : next();
    });
}
