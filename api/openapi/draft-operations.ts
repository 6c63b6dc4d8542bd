/**
 * The OpenAPI description of "Save and finish later" (api/routes/drafts.ts): the two paths, their component
 * schemas, and the header a wizard submission names its draft with. They refer to the document's shared responses
 * (SubmissionRefused, CaptchaFailed, PayloadTooLarge, UnsupportedMediaType) by name; api/openapi/openapi-document.ts
 * puts them in.
 */
import { DRAFT_LIFETIME_DAYS, DRAFT_TOKEN_HEADER, RESUME_PARAMETER } from '../../engine/drafts';
import { dereferenceSchema } from '../../schemas/bundle';
import { portableSchema } from '../../schemas/portable-schema';
import { draftRequestSchema } from '../drafts/draft-form';
import type { WizardRegistry } from '../wizards/registry';
import { SUBMISSION_RESPONSES } from './http-fragments';
import { errorBody, jsonContent, ref, responseRef, type Json } from './openapi-parts';


const TOKEN_SCHEMA = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', description: '256 random bits, base64url.' };

/** What the document gives the draft operations: the drafts family's rate limit and the body limit of a save. */
export interface DraftOperationLimits {
  /** The 429 answer when the drafts family is limited, and the sentence stating the limit. */
  rateLimited: { responses: Json; note: string };
  /** The sentence stating the body limit of `POST /api/drafts`. */
  bodyLimitNote: string;
}

const EXAMPLE_TOKEN = 'b0PGX3yS3cOHqHf8bW6V5n6y0o2m4q5r6s7t8u9v0wx';

export function draftPaths(limits: DraftOperationLimits): Json {
  return {
    '/api/drafts': {
      post: {
        tags: ['Site'],
        operationId: 'saveDraft',
        summary: 'Save a wizard’s unfinished answers and e-mail a link to finish later',
        description:
          `Stores the step and the answers (files included), encrypted, for ${DRAFT_LIFETIME_DAYS} days, and queues an ` +
          `e-mail to \`email\` with the link \`<wizard route>?${RESUME_PARAMETER}=<token>\`. The answers are not validated ` +
          'against the wizard’s schema (they are unfinished); the browser validates them again when the link is opened. ' +
          `Needs a captcha solution, accepted once.${limits.bodyLimitNote}${limits.rateLimited.note}`,
        parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { allOf: [ref('DraftRequest')], required: ['captchaToken'] },
              examples: {
                draft: {
                  value: {
                    wizardId: 'auto-quote',
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
          400: responseRef('SubmissionRefused'),
          403: responseRef('CaptchaFailed'),
          413: responseRef('PayloadTooLarge'),
          415: responseRef('UnsupportedMediaType'),
          ...SUBMISSION_RESPONSES,
          ...limits.rateLimited.responses,
        },
      },
    },
    '/api/drafts/{token}': {
      get: {
        tags: ['Site'],
        operationId: 'openDraft',
        summary: 'The saved answers of a resume link',
        description:
          'Answered with `Cache-Control: no-store`. There is no way to list drafts: each is reached by its token only.' +
          limits.rateLimited.note,
        parameters: [{ name: 'token', in: 'path', required: true, schema: TOKEN_SCHEMA, example: EXAMPLE_TOKEN }],
        responses: {
          200: { description: 'The draft.', content: jsonContent(ref('Draft')) },
          404: {
            description: 'No draft has this token: never saved, expired, or completed by a submission.',
            content: jsonContent(errorBody('not_found')),
          },
          ...limits.rateLimited.responses,
          503: responseRef('Unavailable'),
        },
      },
    },
  };
}

/** A wizard submission completing a draft names its token here; the draft is deleted with the stored submission. */
export const draftTokenParameter: Json = {
  name: DRAFT_TOKEN_HEADER,
  in: 'header',
  required: false,
  description: 'The token of the saved draft this submission completes: deleted in the same transaction when stored.',
  schema: TOKEN_SCHEMA,
  example: EXAMPLE_TOKEN,
};

/** `now` dates the published request schema like the wizards' (it holds no date bound today). */
export function draftComponentSchemas(registry: WizardRegistry, now: Date): Json {
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
