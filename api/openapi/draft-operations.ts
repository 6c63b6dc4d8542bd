/**
 * The OpenAPI fragments of "Save and finish later" (api/routes/drafts.ts), for the API's document: the two paths,
 * their component schemas, and the header a wizard submission names its draft with. They refer to the document's
 * shared responses (BadRequest, CaptchaFailed, PayloadTooLarge, UnsupportedMediaType, RateLimited) and its `Error`
 * schema by name; the document spreads `draftPaths()` into `paths`, `draftComponentSchemas(registry)` into
 * `components.schemas`, and adds `draftTokenParameter` to each wizard's submit operation.
 */
import { DRAFT_LIFETIME_DAYS, DRAFT_TOKEN_HEADER, RESUME_PARAMETER } from '../../engine/drafts';
import { dereferenceSchema } from '../../schemas/bundle';
import { draftRequestSchema } from '../drafts/draft-form';
import type { WizardRegistry } from '../wizards/registry';

type Json = { [key: string]: unknown };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const jsonContent = (schema: Json) => ({ 'application/json': { schema } });

const TOKEN_SCHEMA = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', description: '256 random bits, base64url.' };

export function draftPaths(): Json {
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
          'Needs a captcha solution, accepted once. Counted against the drafts rate limit.',
        requestBody: { required: true, content: jsonContent(ref('DraftRequest')) },
        responses: {
          201: { description: 'Saved; the e-mail is queued.', content: jsonContent(ref('DraftSaved')) },
          400: responseRef('BadRequest'),
          403: responseRef('CaptchaFailed'),
          413: responseRef('PayloadTooLarge'),
          415: responseRef('UnsupportedMediaType'),
          429: responseRef('RateLimited'),
        },
      },
    },
    '/api/drafts/{token}': {
      get: {
        tags: ['Site'],
        operationId: 'openDraft',
        summary: 'The saved answers of a resume link',
        description:
          'Answered with `Cache-Control: no-store`. There is no way to list drafts: each is reached by its token only. ' +
          'Counted against the drafts rate limit.',
        parameters: [{ name: 'token', in: 'path', required: true, schema: TOKEN_SCHEMA }],
        responses: {
          200: { description: 'The draft.', content: jsonContent(ref('Draft')) },
          404: {
            description: 'No draft has this token: never saved, expired, or completed by a submission.',
            content: jsonContent(ref('Error')),
          },
          429: responseRef('RateLimited'),
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
};

export function draftComponentSchemas(registry: WizardRegistry): Json {
  const { $schema: _dialect, definitions: _definitions, ...request } = dereferenceSchema(draftRequestSchema(registry));
  const instant = { type: 'string', format: 'date-time' };
  return {
    DraftRequest: request,
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
