/** Each wizard's seed-compatible endpoint (ui.json `endpoint`), answering exactly like POST /api/forms/:id. */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import type { DescribeContext, RouteDescription } from '../openapi/route-description';
import { operationName } from '../openapi/submission-operation';
import { FORMS_PATH, wizardSubmissionOperation, type WizardHandlers } from './forms';

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

export function describeAliasRoutes(context: DescribeContext): RouteDescription {
  return {
    paths: Object.fromEntries(
      context.registry.list().map((wizard) => [
        wizard.ui.endpoint,
        {
          post: wizardSubmissionOperation(context, wizard, {
            path: wizard.ui.endpoint,
            operationId: `submit${operationName(wizard)}Alias`,
            summary: `Submit: ${wizard.ui.title} (alias of ${FORMS_PATH}/${wizard.id})`,
          }),
        },
      ]),
    ),
  };
}
