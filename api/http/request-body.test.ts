import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isJsonMediaType, requestBodyRules } from './request-body';

const app = new Hono()
  .use(requestBodyRules({ jsonEndpoints: new Map([['/json', 100]]), otherMaxBytes: 10 }))
  .post('/json', async (c) => c.json({ read: (await c.req.text()).length }))
  .post('/other', async (c) => c.json({ read: (await c.req.text()).length }));

const post = (path: string, body: string | ReadableStream<Uint8Array> | undefined, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

function streamOf(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

describe('request body rules', () => {
  it('tells JSON media types apart', () => {
    expect(isJsonMediaType('application/json')).toBe(true);
    expect(isJsonMediaType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonMediaType('application/jsonp')).toBe(false);
    expect(isJsonMediaType('application/ld+json')).toBe(false);
    expect(isJsonMediaType('text/plain')).toBe(false);
    expect(isJsonMediaType(undefined)).toBe(false);
  });

  it('answers 415 for a body not declared as JSON on a JSON endpoint, and lets a request without a body through', async () => {
    const refused = await post('/json', '{}', { 'content-type': 'text/plain' });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
    expect((await post('/json', '{}', { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
    // No body at all: the handler decides (the API answers "The request body is empty.").
    expect((await post('/json', undefined, { 'content-length': '0' })).status).toBe(200);
    expect((await post('/json', undefined)).status).toBe(200);
  });

  it("applies each path's own limit, and the small one elsewhere, whatever the media type", async () => {
    expect((await post('/json', 'x'.repeat(100), { 'content-type': 'application/json' })).status).toBe(200);
    const tooLarge = await post('/json', 'x'.repeat(101), { 'content-type': 'application/json' });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: 'payload_too_large', message: expect.stringContaining('100 bytes') });
    expect((await post('/other', 'x'.repeat(10), { 'content-type': 'text/plain' })).status).toBe(200);
    expect((await post('/other', 'x'.repeat(11), { 'content-type': 'text/plain' })).status).toBe(413);
  });

  it('judges a declared length from the header and counts a body of unknown length as it arrives', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await post('/json', 'x'.repeat(101), { ...json, 'content-length': '101' })).status).toBe(413);
    expect((await post('/json', streamOf('x'.repeat(101)), json)).status).toBe(413);
    expect((await post('/json', streamOf('x'.repeat(101)), { ...json, 'transfer-encoding': 'chunked' })).status).toBe(413);
    const within = await post('/json', streamOf('x'.repeat(100)), json);
    expect(await within.json()).toEqual({ read: 100 });
  });

  it('lets a bodiless request through on a socket, where it carries no length, and still judges one with a body', async () => {
    const onSocket = new Hono()
      .use(requestBodyRules({ jsonEndpoints: new Map(), jsonPrefixes: new Map([['/json/', 100]]), otherMaxBytes: 10 }))
      .delete('/json/thing', (c) => c.body(null, 204))
      .post('/json/thing', async (c) => c.json({ read: (await c.req.text()).length }));
    const server = serve({ fetch: onSocket.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // A browser's DELETE sends neither a Content-Length nor a Content-Type.
      expect((await fetch(`http://127.0.0.1:${port}/json/thing`, { method: 'DELETE' })).status).toBe(204);
      expect((await fetch(`http://127.0.0.1:${port}/json/thing`, { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
      const chunked = await fetch(`http://127.0.0.1:${port}/json/thing`, { method: 'POST', body: streamOf('{}'), headers: { 'content-type': 'text/plain' }, duplex: 'half' } as RequestInit);
      expect(chunked.status).toBe(415);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
