/**
 * Vite plugin for `npm run dev`: one command and one port for the whole site while it is being worked on.
 *
 * - The staff inbox (staff/, its own Vite configuration) is served at /staff by a second Vite server inside this one,
 *   on the same origin as the API, as production serves it.
 * - The API runs inside the development server (api/start-server.ts `startApi`, in development mode, on the
 *   embedded database of `npx tsx api/server.ts`): `/api/*` and `/dev/*` are answered by it, everything else by Vite.
 * - A page is rendered as the build pre-renders it (src/prerender.tsx into index.html, scripts/page-document.ts), then
 *   Vite adds its client, so the islands come to life as in production and pick up edits of their code in place.
 * - A change in forms/ re-reads the wizard folders: the API validates with the new schema from the next request on,
 *   and the page reloads; the wizard carries its answers and its step across it
 *   (src/wizard/progress/development-bridge.ts). A folder that breaks a rule leaves the API on the wizards of before
 *   and prints the problems.
 * - /workbench and /workbench/<id> are the wizard workbench (workbench/), a page of development only.
 *
 * The modules of the API and of the renderer are loaded by Vite's runner of server-side modules, so they run from
 * source as `tsx` would run them, and a page sees each edit of its code at the next request.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer, isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import { pageDocument } from './page-document';

type ApiModule = typeof import('../api/start-server');
type EnvModule = typeof import('../api/env');
type RendererModule = typeof import('../src/prerender');

/** The paths the API answers: its own, and the development screens (the outbox, the e-mail template). */
const API_PATH = /^\/(api|dev)(\/|\?|$)/;

/** Vite's runner of server-side modules: it loads them from source, and again once they change. */
function moduleRunner(server: ViteDevServer) {
  const environment = server.environments.ssr;
  if (!isRunnableDevEnvironment(environment)) throw new Error('The development server has no runnable SSR environment.');
  return environment.runner;
}

async function startDevApi(server: ViteDevServer) {
  const runner = moduleRunner(server);
  const { loadEnv } = await runner.import<EnvModule>('/api/env.ts');
  const { startApi } = await runner.import<ApiModule>('/api/start-server.ts');
  // The port is fixed (vite.config.ts, strictPort), so the API knows its public address: its origin checks and passkeys.
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${server.config.server.port}`;
  const env = loadEnv({ ...process.env, NODE_ENV: 'development', PUBLIC_URL: publicUrl });
  return startApi(env, undefined, { servesFrontEnd: false });
}

/** `/workbench`, `/workbench/<wizard id>`, `/workbench/widgets`: the workbench's one page (workbench/main.tsx). */
const WORKBENCH_PATH = /^\/workbench(\/[a-z0-9-]+)?\/?$/;

const WORKBENCH_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/png" href="/favicon.png" />
    <title>Wizard workbench</title>
  </head>
  <body>
    <div id="workbench"></div>
    <script type="module" src="/workbench/main.tsx"></script>
  </body>
</html>`;

async function renderDevPage(server: ViteDevServer, url: string): Promise<string | undefined> {
  const path = new URL(url, 'http://localhost').pathname;
  if (WORKBENCH_PATH.test(path)) return server.transformIndexHtml(url, WORKBENCH_PAGE);
  const renderer = await moduleRunner(server).import<RendererModule>('/src/prerender.tsx');
  if (!renderer.pagePaths.includes(path)) return undefined;
  const page = await renderer.renderPage(path);
  const template = await server.transformIndexHtml(url, readFileSync(join(server.config.root, 'index.html'), 'utf8'));
  return pageDocument(template, page);
}

/** The staff inbox's Vite server, answering under /staff; its hot updates share this server's port. */
function startStaffServer(server: ViteDevServer): Promise<ViteDevServer> {
  return createServer({
    configFile: join(server.config.root, 'vite.staff.config.ts'),
    clearScreen: false,
    server: { middlewareMode: true, hmr: { server: server.httpServer ?? undefined }, watch: server.config.server.watch },
  });
}

const STAFF_PATH = /^\/staff(\/|\?|$)/;

export function devServer(): Plugin {
  let starting: ReturnType<typeof startDevApi> | undefined;
  let staff: ViteDevServer | undefined;
  return {
    name: 'dev-server',
    apply: 'serve',
    // The pages are this plugin's, not a single index.html's.
    config: () => ({ appType: 'custom' }),
    async configureServer(server) {
      const logger = server.config.logger;
      const staffServer = await startStaffServer(server);
      staff = staffServer;
      const api = startDevApi(server);
      starting = api;
      api.then(
        (running) => logger.info(`  ➜  API:     /api and /dev (${running.describe()})`),
        (error: unknown) => logger.error(`The API did not start: ${error instanceof Error ? error.message : String(error)}`),
      );
      const listener = getRequestListener(async (request) => (await api).fetch(request));

      server.watcher.on('all', (_event, file) => {
        if (!file.includes('/forms/')) return;
        // The renderer keeps each wizard it loaded: the next page request loads its modules again, and so renders the
        // folder as it is now. The API, loaded once, keeps running.
        moduleRunner(server).clearCache();
        api.then(
          (running) => {
            try {
              running.reloadWizards();
              logger.info('forms/ changed: the API serves the wizards as they are now', { timestamp: true });
            } catch (error) {
              logger.error(error instanceof Error ? error.message : String(error), { timestamp: true });
            }
          },
          () => undefined,
        );
      });

      // Before Vite's own middlewares: the API's paths and the staff inbox's never reach the site's module server.
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        if (request.url !== undefined && API_PATH.test(request.url)) void listener(request, response);
        else if (request.url !== undefined && STAFF_PATH.test(request.url)) staffServer.middlewares(request, response, next);
        else next();
      });
      // After them: what is no module or public file is a page, or the 404 the production server's redirect replaces.
      return () => {
        server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') return next();
          renderDevPage(server, request.url ?? '/').then((html) => {
            if (html === undefined) return next();
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(html);
          }, next);
        });
      };
    },
    // Vite closing (Ctrl+C, or a test's `server.close()`): the requests in progress finish and the database closes.
    async closeBundle() {
      const api = await starting?.catch(() => undefined);
      starting = undefined;
      await api?.close();
      await staff?.close();
      staff = undefined;
    },
  };
}
