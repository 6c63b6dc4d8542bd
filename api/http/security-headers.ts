/**
 * Security headers on every response the server sends: pages, assets, API answers, redirects, 404s and errors, set
 * by Hono's secureHeaders middleware with the site's own values.
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
 * an API. The API reference page (/api/docs) is a document, so it gets the pages' policy. Referrer-Policy, Permissions-Policy and Cross-Origin-Opener-Policy only govern documents (the links they
 * follow, the features they use, the windows they open), so API answers leave them out. secureHeaders' other
 * defaults are left out everywhere: the site's set is the one above.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const SELF = "'self'";
const NONE = "'none'";

const PAGE_POLICY = {
  defaultSrc: [SELF],
  scriptSrc: [SELF],
  styleSrc: [SELF, "'unsafe-inline'"],
  imgSrc: [SELF, 'data:'],
  fontSrc: [SELF],
  connectSrc: [SELF],
  workerSrc: [SELF, 'blob:'],
  objectSrc: [NONE],
  baseUri: [SELF],
  formAction: [SELF],
  frameAncestors: [NONE],
};

/** The policy of API answers: nothing may load, nothing may frame them. */
const API_POLICY = { defaultSrc: [NONE], frameAncestors: [NONE] };

/** Features the site never uses, refused to the page and to anything it might embed. */
const UNUSED_FEATURES = {
  accelerometer: [],
  autoplay: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  usb: [],
  browsingTopics: [],
};

/** One year; the header is only sent when the site is public over https (PUBLIC_URL). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Everything under /api but the reference page and its script, which are a document of the site like any page. */
function isApiAnswer(path: string): boolean {
  return path.startsWith('/api/') && path !== '/api/docs' && !path.startsWith('/api/docs/');
}

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const common = {
    xContentTypeOptions: true,
    // For browsers that predate frame-ancestors.
    xFrameOptions: 'DENY',
    strictTransportSecurity: options.https ? STRICT_TRANSPORT_SECURITY : false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // The server never sends X-Powered-By: nothing to remove.
    removePoweredBy: false,
  } as const;
  const pages = secureHeaders({
    ...common,
    contentSecurityPolicy: PAGE_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: UNUSED_FEATURES,
    crossOriginOpenerPolicy: 'same-origin',
    // The /dev pages send a stricter policy of their own.
    overwrite: false,
  });
  const api = secureHeaders({
    ...common,
    contentSecurityPolicy: API_POLICY,
    referrerPolicy: false,
    crossOriginOpenerPolicy: false,
  });
  return (c, next) => (isApiAnswer(c.req.path) ? api(c, next) : pages(c, next));
}
