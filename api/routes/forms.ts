/** /api/forms: the wizards' list, their schemas, dry-run validation and submission, for any folder in forms/. */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { readJsonBody } from '../http/read-json';
import { checkPayload, type SubmitHandler } from './submit';

export function createFormsRoutes(
  { registry }: Pick<AppDeps, 'registry'>,
  submit: SubmitHandler,
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
    .post('/:id/validate', rateLimits.validation, async (c) => {
      const wizard = registry.get(c.req.param('id'));
      if (!wizard) return c.json(notFound, 404);
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const checked = checkPayload(wizard, body.value);
      return c.json(checked.valid ? { valid: true } : { valid: false, errors: checked.errors });
    })
    .post('/:id', rateLimits.submissions, async (c) => {
      const wizard = registry.get(c.req.param('id'));
      return wizard ? submit(c, wizard) : c.json(notFound, 404);
    });
}
