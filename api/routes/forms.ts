/** /api/forms: the wizards' list, their schemas, dry-run validation and submission, for any folder in forms/. */
import { Hono, type MiddlewareHandler } from 'hono';
import { portableSchema } from '../../schemas/portable-schema';
import type { AppDeps } from '../deps';
import { datedJson, datedJsonRevalidation } from '../http/dated-json';
import { CACHE_HEADERS } from '../openapi/http-fragments';
import { jsonContent, ref, responseRef, type Json } from '../openapi/openapi-parts';
import type { DescribeContext, PathItems, RouteDescription } from '../openapi/route-description';
import { fixtureExamples, operationName, submissionOperation } from '../openapi/submission-operation';
import type { Wizard } from '../wizards/registry';
import { draftTokenParameter } from './drafts';
import type { SubmissionHandler } from './submission-handlers';

export const FORMS_PATH = '/api/forms';

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

/** A wizard's submission at `path`: `/api/forms/<id>`, or its alias (api/routes/aliases.ts), which answers alike. */
export function wizardSubmissionOperation(
  context: DescribeContext,
  wizard: Wizard,
  spec: { path: string; operationId: string; summary: string },
): Json {
  return submissionOperation(context, {
    ...spec,
    family: 'submissions',
    tags: [wizard.ui.title],
    description: 'Stores the request and queues its e-mails (the confirmation to the visitor, the notification to the agency).',
    schema: wizard.id,
    created: 'SubmissionCreated',
    examples: fixtureExamples(wizard.fixtures, true),
    parameters: [draftTokenParameter],
  });
}

/**
 * One path per wizard rather than `/api/forms/{id}`: each takes its own payload schema, so a client generated from
 * the document types each wizard's body.
 */
function wizardPaths(context: DescribeContext, wizard: Wizard): PathItems {
  const name = operationName(wizard);
  const submitPath = `${FORMS_PATH}/${wizard.id}`;
  const validatePath = `${submitPath}/validate`;
  const validateLimit = context.rateLimited('validation');
  return {
    [submitPath]: {
      post: wizardSubmissionOperation(context, wizard, { path: submitPath, operationId: `submit${name}`, summary: `Submit: ${wizard.ui.title}` }),
    },
    [validatePath]: {
      post: {
        tags: [wizard.ui.title],
        operationId: `validate${name}`,
        summary: `Validate without storing: ${wizard.ui.title}`,
        description: `The checks of the submission except the captcha, in the same order; stores nothing. The field errors are those a submission would get.${context.bodyLimitNote(validatePath)}${validateLimit.note}`,
        requestBody: { required: true, content: jsonContent(ref(wizard.id), { examples: fixtureExamples(wizard.fixtures, false) }) },
        responses: {
          200: { description: 'The verdict.', content: jsonContent(ref('ValidationResult')) },
          400: responseRef('BodyUnreadable'),
          413: responseRef('PayloadTooLarge'),
          415: responseRef('UnsupportedMediaType'),
          ...validateLimit.responses,
        },
      },
    },
    [`${submitPath}/schema`]: {
      get: {
        tags: [wizard.ui.title],
        operationId: `schema${name}`,
        summary: `JSON Schema (draft-07) of the payload: ${wizard.ui.title}`,
        description:
          "The payload schema, self-contained, as components/schemas holds it: it compiles in a stock Ajv 8 in strict mode with ajv-formats. Its date bounds are written as today's values, so it changes with the date: revalidate with If-None-Match.",
        parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
        responses: {
          200: { description: 'The schema.', headers: CACHE_HEADERS, content: jsonContent(ref('JsonSchemaDocument')) },
          304: responseRef('NotModified'),
        },
      },
    },
  };
}

export function describeFormsRoutes(context: DescribeContext): RouteDescription {
  return {
    paths: {
      [FORMS_PATH]: {
        get: {
          tags: ['Site'],
          operationId: 'listForms',
          summary: 'Every wizard: id, title and alias endpoint',
          responses: {
            200: { description: 'The wizards.', content: jsonContent({ type: 'array', items: ref('FormSummary') }) },
          },
        },
      },
      ...Object.assign({}, ...context.registry.list().map((wizard) => wizardPaths(context, wizard))),
    },
    schemas: {
      FormSummary: {
        type: 'object',
        required: ['id', 'title', 'endpoint'],
        properties: { id: { type: 'string' }, title: { type: 'string' }, endpoint: { type: 'string' } },
      },
      Valid: { type: 'object', required: ['valid'], properties: { valid: { type: 'boolean', const: true } } },
      Invalid: {
        type: 'object',
        required: ['valid', 'errors'],
        properties: { valid: { type: 'boolean', const: false }, errors: { type: 'array', items: ref('FieldError') } },
      },
      ValidationResult: { oneOf: [ref('Valid'), ref('Invalid')] },
      SubmissionCreated: {
        type: 'object',
        required: ['requestId'],
        properties: {
          requestId: {
            type: 'string',
            pattern: '^[A-Z]{2,4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$',
            description: 'The reference the visitor quotes to the agency.',
            examples: ['AQ-7K3M-Q9TX-2B4N'],
          },
        },
      },
      JsonSchemaDocument: {
        type: 'object',
        description: 'A JSON Schema (draft-07) document.',
        required: ['$schema', 'type'],
        properties: { $schema: { type: 'string' }, type: { type: 'string' } },
        additionalProperties: true,
      },
    },
  };
}
