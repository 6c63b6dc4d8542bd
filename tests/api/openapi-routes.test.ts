/**
 * The OpenAPI document against the app's own route table (Hono's `app.routes`): every route of the public API is
 * described, and every described operation is one the app serves. The routes left out on purpose are listed below,
 * each with its reason; a route added to the app is either described by its module or added to that list.
 *
 * The app is built with everything it can serve: development mode (the /dev screens) and a built front end (the
 * site's and the inbox's pages), so that no route escapes the comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH } from '../../api/routes/api-docs';
import { FORMS_PATH } from '../../api/routes/forms';
import { STAFF_API_PATH, STAFF_PATH } from '../../api/staff/staff-paths';
import { pgliteBackend, type OpenedBackend } from './support/backends';
import { buildTestApp, testRegistry } from './support/test-app';

/** Routes the document leaves out on purpose, written as Hono lists them: `METHOD path`. */
const UNDOCUMENTED: Readonly<Record<string, string>> = {
  // Answered only while CORS_ORIGINS names no origin, so that a preflight gets a 204 without any CORS header.
  'OPTIONS /api/*': 'the CORS preflight, which is no operation of its own',
  [`GET ${API_DOCS_PATH}`]: 'the reference page, an HTML rendering of this very document',
  [`GET ${API_DOCS_PATH}/redoc.standalone.js`]: "the reference page's script",
  'POST /api/events': "the wizards' funnel reports, sent with sendBeacon by the site's own pages and by no other client",
  'GET /api/webhooks/files/:fileId':
    'a signed link handed out whole in a webhook delivery (`files[].url`, described in the `webhooks` section), never built by a client',
  'GET /*': "the site's pages and files",
  [`GET ${STAFF_PATH}/*`]: "the staff inbox's page and files",
};

/** Whole areas outside the public API: every route whose path starts with one of these, whatever its method. */
const UNDOCUMENTED_AREAS: Readonly<Record<string, string>> = {
  [`${STAFF_API_PATH}/`]: "the staff inbox's API, behind a staff session, for the inbox's own page",
  '/dev/': 'development only: the outbox viewer and the e-mail preview',
};

const wizardIds = testRegistry()
  .list()
  .map((wizard) => wizard.id);

/**
 * The document spells out `/api/forms/:id` wizard by wizard, since each wizard takes its own payload schema, where
 * the app has one route for all of them: such a route stands for one path per wizard.
 */
function spelledOut(path: string): string[] {
  const pattern = `${FORMS_PATH}/:id`;
  if (path !== pattern && !path.startsWith(`${pattern}/`)) return [path];
  return wizardIds.map((id) => `${FORMS_PATH}/${id}${path.slice(pattern.length)}`);
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Hono's `:name` (with an optional `{regex}` or `?`) is OpenAPI's `{name}`. */
const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?\??/g, '{$1}');

const isUndocumented = (method: string, path: string) =>
  `${method} ${path}` in UNDOCUMENTED || Object.keys(UNDOCUMENTED_AREAS).some((prefix) => path.startsWith(prefix));

/** The public API's operations the app serves, as the document writes them: `METHOD /path/{param}`. */
function servedOperations(app: Hono): string[] {
  const served = new Set<string>();
  for (const { method, path } of app.routes) {
    // Hono lists middleware (`use`) as routes of method ALL; the API's operations are each registered for a method.
    if (method === 'ALL' || isUndocumented(method, path)) continue;
    for (const each of spelledOut(path)) served.add(`${method} ${openApiPath(each)}`);
  }
  return [...served].sort();
}

function documentedOperations(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).filter((key) => HTTP_METHODS.has(key)).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe('the OpenAPI document and the route table', () => {
  let opened: OpenedBackend;
  let app: Hono;
  let documented: string[];
  const staticDir = mkdtempSync(join(tmpdir(), 'openapi-routes-'));

  beforeAll(async () => {
    opened = await pgliteBackend.open();
    app = buildTestApp(opened.database, { NODE_ENV: 'development' }, { staticDir });
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    documented = documentedOperations((await response.json()) as { paths: Record<string, Record<string, unknown>> });
  });
  afterAll(async () => {
    await opened?.dispose();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('describes every route of the public API', () => {
    expect(wizardIds.length).toBeGreaterThan(0);
    expect(servedOperations(app).filter((operation) => !documented.includes(operation))).toEqual([]);
  });

  it('describes no operation the app does not serve', () => {
    const served = servedOperations(app);
    expect(documented.filter((operation) => !served.includes(operation))).toEqual([]);
  });

  it('leaves out only routes the app has, and describes none of them', () => {
    const routes = app.routes.map(({ method, path }) => `${method} ${path}`);
    expect(Object.keys(UNDOCUMENTED).filter((route) => !routes.includes(route))).toEqual([]);
    for (const prefix of Object.keys(UNDOCUMENTED_AREAS)) {
      expect(routes.some((route) => route.split(' ')[1]?.startsWith(prefix)), prefix).toBe(true);
    }
    const leftOut = new Set(Object.keys(UNDOCUMENTED).map(openApiPath));
    const inAreas = (path: string) => Object.keys(UNDOCUMENTED_AREAS).some((prefix) => path.startsWith(prefix));
    expect(documented.filter((operation) => leftOut.has(operation) || inAreas(operation.slice(operation.indexOf(' ') + 1)))).toEqual([]);
  });
});
