/** Each wizard's seed-compatible endpoint (ui.json `endpoint`), answering exactly like POST /api/forms/:id. */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import type { SubmitHandler } from './submit';

export function createAliasRoutes(
  { registry }: Pick<AppDeps, 'registry'>,
  submit: SubmitHandler,
  rateLimit: MiddlewareHandler,
): Hono {
  const app = new Hono();
  for (const wizard of registry.list()) {
    app.post(wizard.ui.endpoint, rateLimit, (c) => submit(c, wizard));
  }
  return app;
}
