import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodySizeLimit } from './body-size-limit';

const app = new Hono()
  .use(bodySizeLimit(10, (c) => c.json({ error: 'payload_too_large' }, 413)))
  .post('/echo', async (c) => c.text(await c.req.text()))
  .get('/echo', (c) => c.text('get'));

function streamOf(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  app.request('/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('bodySizeLimit', () => {
  it('refuses a declared length over the limit and passes one within it', async () => {
    expect((await post('x'.repeat(11), { 'content-length': '11' })).status).toBe(413);
    const within = await post('x'.repeat(10), { 'content-length': '10' });
    expect(within.status).toBe(200);
    expect(await within.text()).toBe('x'.repeat(10));
  });

  it('counts a body of unknown length as it arrives', async () => {
    expect((await post(streamOf('x'.repeat(11)))).status).toBe(413);
    expect((await post(streamOf('x'.repeat(11)), { 'transfer-encoding': 'chunked' })).status).toBe(413);
    const within = await post(streamOf('short'));
    expect(within.status).toBe(200);
    expect(await within.text()).toBe('short');
  });

  it('lets requests without a body through', async () => {
    expect(await (await app.request('/echo')).text()).toBe('get');
  });
});
