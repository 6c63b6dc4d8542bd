/** Each wizard's seed-compatible endpoint (ui.json `endpoint`), answering exactly like POST /api/forms/:id. */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import type { WizardHandlers } from './forms';

export function createAliasRoutes(
  { registry }: Pick<AppDeps, 'registry'>,
  handlersOf: ReadonlyMap<string, WizardHandlers>,
  rateLimit: MiddlewareHandler,
): Hono {
  const app = new Hono();
  for (const wizard of registry.list()) {
    const handlers = handlersOf.get(wizard.id);
    if (handlers) app.post(wizard.ui.endpoint, rateLimit, handlers.submit);
  }
  return app;
}
