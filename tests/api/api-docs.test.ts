/** The API reference page: the site's page policy, one script of its own origin, and Redoc's bundle from the server. */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackend, type OpenedBackend } from './support/backends';
import { buildTestApp } from './support/test-app';

describe('/api/docs', () => {
  let opened: OpenedBackend;
  let app: Hono;
  beforeAll(async () => {
    opened = await pgliteBackend.open();
    app = buildTestApp(opened.database);
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  it('serves the page under the pages policy, loading the renderer from the site itself', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    const html = await response.text();
    expect(html).toContain('<redoc spec-url="/api/openapi.json"></redoc>');
    // One script, by URL: nothing inline for the policy to refuse.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script src="/api/docs/redoc.standalone.js">']);
    expect(html).toMatch(/<script src="[^"]+"><\/script>/);
  });

  it('serves the renderer bundle as JavaScript, and the document it reads', async () => {
    const script = await app.request('/api/docs/redoc.standalone.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect((await script.text()).length).toBeGreaterThan(100_000);
    expect((await app.request('/api/openapi.json')).status).toBe(200);
  });

  it('keeps the API policy on every other API answer', async () => {
    const response = await app.request('/api/forms');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
