import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createRateLimit } from './rate-limit';

function app(limit: number, now: () => number) {
  return new Hono().post('/submit', createRateLimit({ limit, windowMs: 60_000, trustProxy: true, now }), (c) =>
    c.json({ ok: true }, 201),
  );
}

const from = (ip: string) => ({ method: 'POST', headers: { 'x-forwarded-for': `10.0.0.1, ${ip}` } });

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, per client, until the window ends', async () => {
    let clock = 1_000_000;
    const limited = app(2, () => clock);
    expect((await limited.request('/submit', from('203.0.113.1'))).status).toBe(201);
    expect((await limited.request('/submit', from('203.0.113.1'))).status).toBe(201);
    const refused = await limited.request('/submit', from('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toBe('60');

    expect((await limited.request('/submit', from('203.0.113.2'))).status).toBe(201);

    clock += 60_000;
    expect((await limited.request('/submit', from('203.0.113.1'))).status).toBe(201);
  });

  it('is off at 0', async () => {
    const unlimited = app(0, () => 0);
    for (let i = 0; i < 5; i++) expect((await unlimited.request('/submit', from('203.0.113.1'))).status).toBe(201);
  });
});
