/** 405 with `Allow` for a known API path asked with another method; unknown paths stay 404. */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackend, type OpenedBackend } from './support/backends';
import { buildTestApp } from './support/test-app';

describe('methods', () => {
  let opened: OpenedBackend;
  let app: Hono;
  beforeAll(async () => {
    opened = await pgliteBackend.open();
    app = buildTestApp(opened.database);
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  it.each([
    ['POST', '/api/health', 'GET, HEAD'],
    ['DELETE', '/api/forms', 'GET, HEAD'],
    ['PUT', '/api/forms/auto-quote', 'POST'],
    ['GET', '/api/quotes/auto', 'POST'],
    ['GET', '/api/contact', 'POST'],
    ['POST', '/api/forms/auto-quote/schema', 'GET, HEAD'],
    ['PATCH', '/api/vehicles/vin/1HGCM82633A004352', 'GET, HEAD'],
    ['POST', '/api/openapi.json', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const response = await app.request(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toEqual({
      error: 'method_not_allowed',
      message: `This address does not answer ${method}; it answers ${allow}.`,
    });
  });

  it('keeps 404 for a path nothing answers, whatever the method', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await app.request('/api/nothing-here', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
    }
  });
});
