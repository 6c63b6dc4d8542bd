/**
 * /api/docs: the API reference, Redoc's rendering of /api/openapi.json. Redoc's standalone bundle is served from
 * node_modules by the server itself, so the page needs no CDN and runs under the site's page policy: its one script
 * is a file of the site's own origin, it carries no inline script, and the bundle runs without 'unsafe-eval' (its
 * search index is built in a `blob:` worker, which the policy allows for the captcha already).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { agency } from '../../config/agency';
import { escapeHtml } from '../../text/escape-html';

export const API_DOCS_PATH = '/api/docs';
const SCRIPT_PATH = `${API_DOCS_PATH}/redoc.standalone.js`;

/** The page: Redoc finds the `redoc` element and its `spec-url` when its script loads; nothing else runs. */
function page(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.png">
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="/api/openapi.json"></redoc>
<script src="${SCRIPT_PATH}"></script>
</body>
</html>
`;
}

export function createApiDocsRoutes(): Hono {
  // Read once: the bundle changes only with an upgrade of the package, i.e. with a deploy.
  const script = readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'));
  const html = page(`API reference · ${escapeHtml(agency.name)}`);
  return new Hono()
    .get('/', (c) => c.html(html, 200, { 'Cache-Control': 'no-cache' }))
    .get('/redoc.standalone.js', (c) =>
      c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
    );
}
