/**
 * A wizard as a submission form: its record is a row of `submissions` (the payload without the captcha token and the
 * files' contents, its `x-encrypt` fields encrypted), a row of `attachments` per file (encrypted; stored once, and
 * read, exported or deleted on its own), and two e-mails: the visitor's confirmation and the agency's notification,
 * which links to the request's row in the staff inbox. The inbox row is written, and the saved draft the request
 * completes (if any) deleted, in the same transaction.
 */
import { attachments, submissions } from '../db/schema';
import { addToInbox, contactFieldsOf } from '../inbox/inbox-entry';
import { queueWebhookEvent } from '../webhooks/webhook-events';
import { NEW_STATUS } from '../../config/request-pipelines';
import { staffRequestLink } from '../staff/staff-paths';
import { deleteDraft } from '../drafts/draft-store';
import type { AppDeps } from '../deps';
import { queueEmails } from '../mail/outbox-store';
import { wizardEmails } from '../mail/wizard-emails';
import { encryptPayload } from '../privacy/sensitive-fields';
import type { Wizard } from '../wizards/registry';
import { redactPayload } from './redact-payload';
import { createRequestId } from './request-id';
import type { SubmissionForm } from './submission-service';

export function wizardForm(wizard: Wizard, { env, cipher }: Pick<AppDeps, 'env' | 'cipher'>): SubmissionForm {
  return {
    endpoint: `/api/forms/${wizard.id}`,
    validate: wizard.validate,
    findAttachments: wizard.findAttachments,
    async store(tx, { payload, files, clientIp, receivedAt, draftToken }) {
      const requestId = createRequestId(wizard.ui.requestIdPrefix);
      const sensitiveFields = wizard.findSensitiveFields(payload);
      // Redacted once: encrypting copies it, so the event below gets the same plain form.
      const redacted = redactPayload(
        payload,
        files.map((file) => file.pointer),
      );
      const stored = encryptPayload(redacted, sensitiveFields, cipher);
      const [row] = await tx
        .insert(submissions)
        .values({ wizardId: wizard.id, requestId, payload: stored, clientIp, createdAt: receivedAt })
        .returning({ id: submissions.id });
      if (!row) throw new Error('the submission insert returned no row');
      const storedFiles =
        files.length === 0
          ? []
          : await tx
              .insert(attachments)
              .values(
                files.map(({ pointer, name, type, size, content }) => ({
                  submissionId: row.id,
                  pointer,
                  name,
                  type,
                  size,
                  content: cipher.encryptBytes(content),
                })),
              )
              .returning({ id: attachments.id, name: attachments.name, type: attachments.type, size: attachments.size });
      const inboxId = await addToInbox(tx, { kind: wizard.id, requestId, receivedAt, submissionId: row.id, ...contactFieldsOf(payload) });
      const event = await queueWebhookEvent(tx, cipher, {
        type: 'request.received',
        request: { id: inboxId, requestId, kind: wizard.id, wizardId: wizard.id, schemaVersion: wizard.schemaVersion, receivedAt, status: NEW_STATUS },
        payload: redacted,
        sensitiveFields,
        files: storedFiles,
        inboxRequestId: inboxId,
      });
      const emails = wizardEmails({
        wizard,
        requestId,
        payload,
        files,
        receivedAt,
        agencyEmail: env.AGENCY_EMAIL,
        inboxLink: staffRequestLink(env.PUBLIC_URL, inboxId),
        detail: env.AGENCY_EMAIL_DETAIL,
        sensitiveFields,
      });
      await queueEmails(tx, emails, cipher, { submissionId: row.id });
      // The saved draft the request completes goes with the same write: it is never kept beside its submission.
      if (draftToken !== null) await deleteDraft(tx, draftToken, wizard.id);
      return {
        answer: { requestId },
        submissionId: row.id,
        emailsQueued: emails.length,
        eventQueued: event !== null,
        logLine: `submission stored: ${wizard.id} ${requestId} (${files.length} file(s), ${emails.length} e-mail(s) queued)`,
      };
    },
  };
}
