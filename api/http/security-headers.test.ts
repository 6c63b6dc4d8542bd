import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function app(https: boolean) {
  return new Hono()
    .use(securityHeaders({ https }))
    .get('/page', (c) => c.html('<p>page</p>'))
    .get('/own-policy', (c) => {
      c.header('Content-Security-Policy', "default-src 'none'");
      return c.text('strict');
    })
    .get('/redirect', (c) => c.redirect('https://example.com/elsewhere', 302))
    .get('/api/answer', (c) => c.json({ ok: true }))
    .get('/fails', () => {
      throw new Error('boom');
    })
    .onError((_error, c) => c.json({ error: 'internal_error' }, 500));
}

describe('security headers', () => {
  it('are on pages, 404s, errors and redirects, with no header of secureHeaders beyond the site own set', async () => {
    const plain = app(false);
    for (const path of ['/page', '/missing', '/fails', '/redirect']) {
      const response = await plain.request(path);
      expect(Object.fromEntries([...response.headers].filter(([name]) => !['content-type', 'location'].includes(name))), path).toEqual({
        'content-security-policy': PAGE_POLICY,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy':
          'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
          'microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
        'cross-origin-opener-policy': 'same-origin',
      });
    }
    expect((await plain.request('/redirect')).headers.get('location')).toBe('https://example.com/elsewhere');
  });

  it('give API answers the strictest policy and leave out the headers that only govern documents', async () => {
    const response = await app(false).request('/api/answer');
    expect(Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-type'))).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('keep a policy the route set itself, and add HSTS only behind https', async () => {
    expect((await app(false).request('/own-policy')).headers.get('content-security-policy')).toBe("default-src 'none'");
    expect((await app(true).request('/page')).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await app(true).request('/api/answer')).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});
