/** /api/forms: the wizards' list, their schemas, dry-run validation and submission, for any folder in forms/. */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import type { SubmissionHandler } from './submission-handlers';

/** A wizard's two handlers (routes/submission-handlers.ts), also behind its alias endpoint. */
export interface WizardHandlers {
  submit: SubmissionHandler;
  validate: SubmissionHandler;
}

export function createFormsRoutes(
  { registry }: Pick<AppDeps, 'registry'>,
  handlersOf: ReadonlyMap<string, WizardHandlers>,
  rateLimits: { submissions: MiddlewareHandler; validation: MiddlewareHandler },
): Hono {
  const notFound = { error: 'not_found', message: 'There is no form with this id.' } as const;

  return new Hono()
    .get('/', (c) =>
      c.json(registry.list().map(({ id, ui }) => ({ id, title: ui.title, endpoint: ui.endpoint }))),
    )
    .get('/:id/schema', (c) => {
      const wizard = registry.get(c.req.param('id'));
      return wizard ? c.json(wizard.schema) : c.json(notFound, 404);
    })
    .post('/:id/validate', rateLimits.validation, (c) => {
      const handlers = handlersOf.get(c.req.param('id'));
      return handlers ? handlers.validate(c) : c.json(notFound, 404);
    })
    .post('/:id', rateLimits.submissions, (c) => {
      const handlers = handlersOf.get(c.req.param('id'));
      return handlers ? handlers.submit(c) : c.json(notFound, 404);
    });
}
