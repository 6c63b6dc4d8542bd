/** /api/forms: the wizards' list, their schemas, dry-run validation and submission, for any folder in forms/. */
import { Hono, type MiddlewareHandler } from 'hono';
import { portableSchema } from '../../schemas/portable-schema';
import type { AppDeps } from '../deps';
import { datedJson, datedJsonRevalidation } from '../http/dated-json';
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
  // The published schema, which a stock Ajv compiles; the server validates with the schema as written.
  const schemaOf = new Map(
    registry.list().map((wizard) => [wizard.id, datedJson((now) => portableSchema(wizard.schema, now))]),
  );

  return new Hono()
    .get('/', (c) =>
      c.json(registry.list().map(({ id, ui }) => ({ id, title: ui.title, endpoint: ui.endpoint }))),
    )
    .get('/:id/schema', datedJsonRevalidation, (c, next) => {
      const serve = schemaOf.get(c.req.param('id'));
      return serve ? serve(c, next) : c.json(notFound, 404);
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
