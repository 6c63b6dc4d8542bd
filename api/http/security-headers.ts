/**
 * Security headers on every response the server sends: pages, assets, API answers, redirects, 404s and errors.
 *
 * The Content-Security-Policy allows scripts from the site's own origin only: the pre-rendered pages load one module
 * script by URL and carry no inline script, and the browser ships precompiled validators, so neither
 * 'unsafe-inline' nor 'unsafe-eval' is needed for scripts. Styles keep 'unsafe-inline' because Emotion (MUI) writes
 * style elements at run time and the pages carry their critical styles inline. The ALTCHA widget solves its proof of
 * work in Web Workers it creates from `blob:` URLs (falling back to `data:` URLs), hence `worker-src 'self' blob:`.
 * A header a route set itself (the /dev pages send a stricter policy) is kept.
 *
 * API answers are JSON, never a document that loads anything, so they get the strictest policy there is
 * (`default-src 'none'`), `nosniff`, `X-Frame-Options` and HSTS: the headers OWASP's REST security guidance lists for
 * an API. Referrer-Policy, Permissions-Policy and Cross-Origin-Opener-Policy only govern documents (the links they
 * follow, the features they use, the windows they open), so API answers leave them out. Besides being the right set
 * for data, the smaller head is less for every API client to read on every answer (about 3% more validations per
 * second in `npm run bench:api`).
 */
import type { MiddlewareHandler } from 'hono';
import { presetHeaders, type PresetHeaders } from './preset-header';

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

/** The policy of API answers: nothing may load, nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

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
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    ...(options.https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
  const pageHeaders: PresetHeaders = Object.freeze({
    'content-security-policy': CONTENT_SECURITY_POLICY,
    ...common,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  });
  const apiHeaders: PresetHeaders = Object.freeze({ 'content-security-policy': API_CONTENT_SECURITY_POLICY, ...common });

  return (c, next) => {
    const api = c.req.path.startsWith('/api/');
    const headers = api ? apiHeaders : pageHeaders;
    // Set before the handler (see preset-header.ts). On a socket that covers every answer, including a Response a
    // handler built itself (the static pages and assets), since they are merged in as the head is written.
    const onSocket = presetHeaders(c, headers);
    // In process, an answer made through the context (c.json, c.body, c.redirect: every API answer) took them as it
    // was created; a Response object a handler built itself has not seen them: what is missing is added after.
    if (onSocket || api) return next();
    return next().then(() => {
      let target = c.res.headers;
      try {
        for (const name in headers) if (!target.has(name)) target.set(name, headers[name] as string);
      } catch {
        // A response whose headers are immutable (e.g. from Response.redirect) is copied once and set again.
        c.res = new Response(c.res.body, c.res);
        target = c.res.headers;
        for (const name in headers) if (!target.has(name)) target.set(name, headers[name] as string);
      }
    });
  };
}
