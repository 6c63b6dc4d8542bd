/**
 * `npm run dev` as a developer meets it: one server whose pages are rendered as the build renders them, with the API
 * answering on the same port and the development screens beside it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

let server: ViteDevServer;
let base: string;
const saved = { DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: process.env.LOG_LEVEL };

beforeAll(async () => {
  process.env.DATA_DIR = ':memory:';
  process.env.LOG_LEVEL = 'error';
  server = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    // Any free port; the page requests below load no browser module, so nothing needs pre-bundling.
    server: { port: 0, strictPort: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the development server has no port');
  base = `http://127.0.0.1:${address.port}`;
}, 120_000);

afterAll(async () => {
  await server.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('npm run dev', () => {
  it('renders a wizard page as the build does, with Vite’s client', async () => {
    const response = await fetch(`${base}/quote/auto`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Auto Insurance Quote');
    expect(html).toContain('data-island="wizard"');
    expect(html).toContain('/@vite/client');
    expect(html).not.toContain('<!--page-root-->');
  });

  it('answers the API on the same port', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const refused = await fetch(`${base}/api/forms/auto-quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: '{}',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: expect.arrayContaining([{ path: '/fullName', message: 'This field is required.' }]) });
  });

  it('serves the development screens', async () => {
    const outbox = await fetch(`${base}/dev/mail`);
    expect(outbox.status).toBe(200);
    expect(await outbox.text()).toContain('<h1>Outbox</h1>');
  });

  it('serves the staff inbox at /staff, on the API’s origin', async () => {
    const response = await fetch(`${base}/staff/requests`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('/staff/@vite/client');
    expect(html).toContain('/staff/main.tsx');
  });

  it('serves the wizard workbench and what it asks', async () => {
    const page = await fetch(`${base}/workbench/auto-quote`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/workbench/main.tsx');
    const bench = (await (await fetch(`${base}/dev/workbench/auto-quote`)).json()) as { problems: unknown[]; fixtures: { file: string; data: unknown }[]; steps: string[] };
    expect(bench.problems).toEqual([]);
    expect(bench.fixtures.map((fixture) => fixture.file)).toContain('fixtures/valid.json');
    expect(bench.steps.length).toBeGreaterThan(2);
    const emails = await fetch(`${base}/dev/workbench/auto-quote/emails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ data: bench.fixtures[0]?.data }),
    });
    const sent = (await emails.json()) as { kind: string; subject: string }[];
    expect(sent.map((email) => email.subject)).toEqual([
      expect.stringMatching(/^We received your Auto Insurance Quote Request \(AUT-XXXX-XXXX-XXXX\)$/),
      expect.stringMatching(/^New Auto Insurance Quote Request AUT-XXXX-XXXX-XXXX from /),
    ]);
    expect((await fetch(`${base}/dev/workbench/no-such-wizard`)).status).toBe(404);
  });

  it('answers a path that is no page with 404', async () => {
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
  });
});
