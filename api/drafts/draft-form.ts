/**
 * POST /api/drafts as a submission form (api/submissions/submission-service.ts): the same checks as every public
 * form (JSON shape, schema, storable text, the captcha: the request sends an e-mail to any address it names), then
 * ONE transaction storing the draft and queueing the e-mail with its resume link.
 *
 * The answers themselves are not validated against the wizard's schema: a draft is unfinished by nature. The browser
 * validates them again when the link is opened, and the submission is checked in full like any other.
 */
import { RESUME_PARAMETER } from '../../engine/drafts';
import { reviewIndex, parseSteps } from '../../engine/wizard-ui';
import { compileShared } from '../../schemas/ajv';
import { bundleSchema, type JsonSchema } from '../../schemas/bundle';
import type { AppDeps } from '../deps';
import { DRAFT_LINK_KIND, draftLinkEmail } from '../mail/draft-link';
import { queueEmails } from '../mail/outbox-store';
import type { SubmissionForm } from '../submissions/submission-service';
import { createAttachmentFinder } from '../uploads/find-attachments';
import type { WizardRegistry } from '../wizards/registry';
import { createDraftToken, insertDraft } from './draft-store';

export interface DraftRequest {
  wizardId: string;
  email: string;
  step: number;
  data: Record<string, unknown>;
  schemaVersion: string;
  captchaToken?: string;
}

/** The body of POST /api/drafts, for the wizards of the registry: a step within the wizard's steps before its end. */
export function draftRequestSchema(registry: WizardRegistry): JsonSchema {
  const wizards = registry.list();
  return bundleSchema({
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Saved draft',
    type: 'object',
    additionalProperties: false,
    required: ['wizardId', 'email', 'step', 'data', 'schemaVersion'],
    properties: {
      wizardId: { type: 'string', enum: wizards.map((wizard) => wizard.id), errorMessage: 'There is no form with this id.' },
      email: { $ref: '/schemas/common.schema.json#/definitions/email' },
      step: { type: 'integer', minimum: 0, errorMessage: 'Invalid input.' },
      data: { type: 'object', errorMessage: 'Invalid input.' },
      schemaVersion: { type: 'string', pattern: '^[0-9a-f]{1,64}$', errorMessage: 'Invalid input.' },
      captchaToken: { $ref: '/schemas/common.schema.json#/definitions/captchaToken' },
    },
    allOf: wizards.map((wizard) => ({
      if: { properties: { wizardId: { const: wizard.id } }, required: ['wizardId'] },
      then: {
        properties: {
          step: { type: 'integer', maximum: reviewIndex(parseSteps(wizard.ui.steps)), errorMessage: 'This form has no such step.' },
        },
      },
    })),
    errorMessage: { required: 'This field is required.' },
  });
}

export function draftForm({ env, cipher, registry }: Pick<AppDeps, 'env' | 'cipher' | 'registry'>): SubmissionForm<DraftRequest> {
  const schema = draftRequestSchema(registry);
  return {
    endpoint: '/api/drafts',
    validate: compileShared<DraftRequest>(schema),
    findAttachments: createAttachmentFinder(schema),
    async store(tx, { payload, receivedAt }) {
      const wizard = registry.get(payload.wizardId);
      if (!wizard) throw new Error(`the draft schema let an unknown wizard through: ${payload.wizardId}`);
      const token = createDraftToken();
      const { step, data, schemaVersion } = payload;
      const expiresAt = await insertDraft(tx, cipher, {
        token,
        wizardId: wizard.id,
        content: { step, data, schemaVersion },
        savedAt: receivedAt,
      });
      const link = `${env.PUBLIC_URL}${wizard.ui.route}?${RESUME_PARAMETER}=${token}`;
      await queueEmails(tx, [{ kind: DRAFT_LINK_KIND, to: payload.email, ...draftLinkEmail({ ui: wizard.ui, link, expiresAt }) }], cipher);
      return {
        answer: { expiresAt: expiresAt.toISOString() },
        emailsQueued: 1,
        logLine: `draft saved: ${wizard.id} on step ${step + 1}, resume link queued`,
      };
    },
  };
}
