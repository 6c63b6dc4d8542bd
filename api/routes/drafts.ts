/**
 * /api/drafts: "Save and finish later". POST stores a wizard's unfinished answers and e-mails a link to them;
 * GET /:token reads them back for that link. There is no listing: a draft is reached by its token only.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { DRAFT_LIFETIME_DAYS, DRAFT_TOKEN_HEADER, RESUME_PARAMETER } from '../../engine/drafts';
import { dereferenceSchema } from '../../schemas/bundle';
import { portableSchema } from '../../schemas/portable-schema';
import type { AppDeps } from '../deps';
import { draftRequestSchema } from '../drafts/draft-form';
import { readDraft } from '../drafts/draft-store';
import { storingRefusals } from '../openapi/submission-operation';
import { errorBody, jsonContent, ref, responseRef, type Json } from '../openapi/openapi-parts';
import type { DescribeContext, RouteDescription } from '../openapi/route-description';
import type { SubmissionHandler } from './submission-handlers';

export const DRAFTS_PATH = '/api/drafts';

export const DRAFT_NOT_FOUND = {
  error: 'not_found',
  message: 'There are no saved answers at this address: the link has expired, or the request was sent.',
} as const;

export function createDraftRoutes(
  { database, cipher }: Pick<AppDeps, 'database' | 'cipher'>,
  save: SubmissionHandler,
  rateLimit: MiddlewareHandler,
): Hono {
  return new Hono()
    .post('/', rateLimit, save)
    .get('/:token', rateLimit, async (c) => {
      // The answers may hold licence numbers and dates of birth: no cache keeps them.
      c.header('Cache-Control', 'no-store');
      const draft = await readDraft(database.db, cipher, c.req.param('token'));
      if (!draft) return c.json(DRAFT_NOT_FOUND, 404);
      return c.json({
        wizardId: draft.wizardId,
        step: draft.step,
        data: draft.data,
        schemaVersion: draft.schemaVersion,
        savedAt: draft.savedAt.toISOString(),
        expiresAt: draft.expiresAt.toISOString(),
      });
    });
}

const TOKEN_SCHEMA = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', description: '256 random bits, base64url.' };

const EXAMPLE_TOKEN = 'b0PGX3yS3cOHqHf8bW6V5n6y0o2m4q5r6s7t8u9v0wx';

/** A wizard submission completing a draft names its token here; the draft is deleted with the stored submission. */
export const draftTokenParameter: Json = {
  name: DRAFT_TOKEN_HEADER,
  in: 'header',
  required: false,
  description: 'The token of the saved draft this submission completes: deleted in the same transaction when stored.',
  schema: TOKEN_SCHEMA,
  example: EXAMPLE_TOKEN,
};

/**
 * The two operations and their schemas. They refer to the document's shared responses (SubmissionRefused,
 * CaptchaFailed, PayloadTooLarge, UnsupportedMediaType) by name.
 */
export function describeDraftRoutes(context: DescribeContext): RouteDescription {
  const limited = context.rateLimited('drafts');
  // Any wizard the server has: the API names none of them itself.
  const exampleWizardId = context.registry.list()[0]?.id ?? 'a-wizard';
  return {
    paths: {
      [DRAFTS_PATH]: {
        post: {
          tags: ['Site'],
          operationId: 'saveDraft',
          summary: 'Save a wizard’s unfinished answers and e-mail a link to finish later',
          description:
            `Stores the step and the answers (files included), encrypted, for ${DRAFT_LIFETIME_DAYS} days, and queues an ` +
            `e-mail to \`email\` with the link \`<wizard route>?${RESUME_PARAMETER}=<token>\`. The answers are not validated ` +
            'against the wizard’s schema (they are unfinished); the browser validates them again when the link is opened. ' +
            `Needs a captcha solution, accepted once.${context.bodyLimitNote(DRAFTS_PATH)}${limited.note}`,
          parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { allOf: [ref('DraftRequest')], required: ['captchaToken'] },
                examples: {
                  draft: {
                    value: {
                      wizardId: exampleWizardId,
                      email: 'jane.doe@example.com',
                      step: 1,
                      data: {},
                      schemaVersion: 'c0ffee',
                      captchaToken: 'eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319',
                    },
                  },
                },
              },
            },
          },
          responses: {
            201: { description: 'Saved; the e-mail is queued.', content: jsonContent(ref('DraftSaved')) },
            ...storingRefusals(limited),
          },
        },
      },
      [`${DRAFTS_PATH}/{token}`]: {
        get: {
          tags: ['Site'],
          operationId: 'openDraft',
          summary: 'The saved answers of a resume link',
          description:
            'Answered with `Cache-Control: no-store`. There is no way to list drafts: each is reached by its token only.' +
            limited.note,
          parameters: [{ name: 'token', in: 'path', required: true, schema: TOKEN_SCHEMA, example: EXAMPLE_TOKEN }],
          responses: {
            200: { description: 'The draft.', content: jsonContent(ref('Draft')) },
            404: {
              description: 'No draft has this token: never saved, expired, or completed by a submission.',
              content: jsonContent(errorBody('not_found')),
            },
            ...limited.responses,
            503: responseRef('Unavailable'),
          },
        },
      },
    },
    schemas: draftSchemas(context),
  };
}

/** `now` dates the published request schema like the wizards' (it holds no date bound today). */
function draftSchemas({ registry, now }: DescribeContext): Json {
  const { $schema: _dialect, definitions: _definitions, ...request } = dereferenceSchema(draftRequestSchema(registry));
  const instant = { type: 'string', format: 'date-time' };
  return {
    DraftRequest: portableSchema(request, now),
    DraftSaved: {
      type: 'object',
      required: ['expiresAt'],
      properties: { expiresAt: { ...instant, description: `${DRAFT_LIFETIME_DAYS} days after saving: the link works until then.` } },
    },
    Draft: {
      type: 'object',
      required: ['wizardId', 'step', 'data', 'schemaVersion', 'savedAt', 'expiresAt'],
      properties: {
        wizardId: { type: 'string' },
        step: { type: 'integer', minimum: 0, description: 'The 0-based step the answers were saved on.' },
        data: { type: 'object', description: 'The answers as saved.' },
        schemaVersion: { type: 'string', description: 'The version of the wizard’s schema the browser saved them with.' },
        savedAt: instant,
        expiresAt: instant,
      },
    },
  };
}
