/**
 * 405 for a known API path asked with a method it does not answer, with the methods it does answer in `Allow`
 * (RFC 9110 15.5.6). Hono routes by method and path together and has no 405 of its own, so the app's route table is
 * matched again by path alone, with Hono's own pattern router, once a request has found no route.
 */
import type { Context, Hono } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';

/** The methods answered at each path of `app`, for the paths of its own routes (middleware and catch-alls left out). */
export function allowedMethodsOf(app: Hono): (path: string) => string[] {
  let router: PatternRouter<string> | undefined;
  return (path) => {
    // Built on first use: by then every route of the app is registered.
    if (!router) {
      router = new PatternRouter<string>();
      for (const route of app.routes) {
        if (route.method !== 'ALL' && !route.path.includes('*')) router.add('ALL', route.path, route.method);
      }
    }
    const methods = new Set(router.match('GET', path)[0].map(([method]) => method));
    // Hono answers HEAD with the GET route.
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

export function methodNotAllowed(c: Context, allowed: readonly string[]): Response {
  c.header('Allow', allowed.join(', '));
  return c.json(
    { error: 'method_not_allowed', message: `This address does not answer ${c.req.method}; it answers ${allowed.join(', ')}.` },
    405,
  );
}
