/**
 * The staff inbox's pages as the server serves them from a build: any path under /staff is the app's one page, its
 * files are files, and nothing of it is for search engines or for framing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackend, type OpenedBackend } from './support/backends';
import { buildTestApp } from './support/test-app';

describe('the staff pages', () => {
  let opened: OpenedBackend;
  let app: Hono;
  const root = mkdtempSync(join(tmpdir(), 'staff-site-'));

  beforeAll(async () => {
    mkdirSync(join(root, 'staff', 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(root, 'staff', 'index.html'), '<!doctype html><meta name="robots" content="noindex, nofollow"><title>Staff</title>');
    writeFileSync(join(root, 'staff', 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    opened = await pgliteBackend.open();
    app = buildTestApp(opened.database, {}, { staticDir: root });
  });
  afterAll(async () => {
    await opened?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/staff', '/staff/sign-in', '/staff/requests/0f5b7c8e-1d2a-4c3b-9e4f-5a6b7c8d9e0f', '/staff/invitation'])('answers %s with the app, noindex', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Staff</title>');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // The staff policy, not the public pages': a file is previewed from memory.
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves its files as files, and a missing one as a 404, never as the page', async () => {
    const file = await app.request('/staff/assets/app-1a2b3c.js');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('console.log(1)');
    const missing = await app.request('/staff/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>Staff</title>');
  });
});
