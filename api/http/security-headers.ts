/**
 * Security headers on every response the server sends: pages, assets, API answers, redirects, 404s and errors.
 *
 * The Content-Security-Policy allows scripts from the site's own origin only: the pre-rendered pages load one module
 * script by URL and carry no inline script, and the browser ships precompiled validators, so neither
 * 'unsafe-inline' nor 'unsafe-eval' is needed for scripts. Styles keep 'unsafe-inline' because Emotion (MUI) writes
 * style elements at run time and the pages carry their critical styles inline. The ALTCHA widget solves its proof of
 * work in Web Workers it creates from `blob:` URLs (falling back to `data:` URLs), hence `worker-src 'self' blob:`.
 * A header a route set itself (the /dev pages send a stricter policy) is kept.
 */
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Features the site never uses, refused to the page and to anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** One year; the header is only sent when the site is public over https (PUBLIC_URL). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const headers: [string, string][] = [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (options.https) headers.push(['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]);

  return async (c, next) => {
    // Set before the handler: an answer made through the context (c.json, c.body, c.redirect: every API answer)
    // takes them as it is created. Setting them on a finished answer instead makes Hono copy it, which halved the
    // API's throughput. A route may still replace one (the /dev pages send a stricter policy).
    for (const [name, value] of headers) c.header(name, value);
    await next();
    // A Response object a handler built itself (the static pages and assets) has not seen them: add what is missing.
    if (c.req.path.startsWith('/api/')) return;
    let target = c.res.headers;
    try {
      for (const [name, value] of headers) if (!target.has(name)) target.set(name, value);
    } catch {
      // A response whose headers are immutable (e.g. from Response.redirect) is copied once and set again.
      c.res = new Response(c.res.body, c.res);
      target = c.res.headers;
      for (const [name, value] of headers) if (!target.has(name)) target.set(name, value);
    }
  };
}
