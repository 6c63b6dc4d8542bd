import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { datedJson, datedJsonRevalidation } from './dated-json';

afterEach(() => {
  vi.useRealTimers();
});

describe('datedJson', () => {
  const app = new Hono().get('/doc', datedJsonRevalidation, datedJson((now) => ({ today: now.toISOString().slice(0, 10) })));

  it('answers 304 to the current ETag and a new ETag once the date moves on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-10T13:00:00Z'));
    const first = await app.request('/doc');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ today: '2031-03-10' });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    const notModified = await app.request('/doc', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('cache-control')).toBe('no-cache');

    vi.setSystemTime(new Date('2031-03-11T13:00:00Z'));
    const next = await app.request('/doc', { headers: { 'if-none-match': etag } });
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ today: '2031-03-11' });
    expect(next.headers.get('etag')).not.toBe(etag);
  });
});
