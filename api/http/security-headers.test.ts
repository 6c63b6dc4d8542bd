import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers';

function app(https: boolean) {
  return new Hono()
    .use(securityHeaders({ https }))
    .get('/page', (c) => c.html('<p>page</p>'))
    .get('/own-policy', (c) => {
      c.header('Content-Security-Policy', "default-src 'none'");
      return c.text('strict');
    })
    .get('/redirect', () => Response.redirect('https://example.com/elsewhere', 302))
    .get('/fails', () => {
      throw new Error('boom');
    });
}

describe('security headers', () => {
  it('are on pages, 404s, errors and responses with immutable headers', async () => {
    const plain = app(false);
    for (const path of ['/page', '/missing', '/fails', '/redirect']) {
      const response = await plain.request(path);
      expect(response.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
        expect(response.headers.get('permissions-policy'), path).toContain(feature);
      }
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    expect((await plain.request('/redirect')).headers.get('location')).toBe('https://example.com/elsewhere');
  });

  it('allow no inline or evaluated script and no framing', () => {
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('keep a policy the route set itself, and add HSTS only behind https', async () => {
    expect((await app(false).request('/own-policy')).headers.get('content-security-policy')).toBe("default-src 'none'");
    expect((await app(true).request('/page')).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});
