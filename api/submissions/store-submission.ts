/**
 * Stores one accepted submission: captcha consumption, payload, files and the e-mails about it commit together or
 * not at all, so an acknowledged submission always has its confirmation and notification queued.
 */
import { randomUUID } from 'node:crypto';
import { consumeCaptchaSolution } from '../captcha/captcha-store';
import type { Db } from '../db/database';
import { attachments, submissions } from '../db/schema';
import { queueEmails, type QueuedEmail } from '../mail/outbox-store';
import type { DataCipher } from '../privacy/data-cipher';
import { encryptPayload } from '../privacy/sensitive-fields';
import type { DecodedAttachment } from '../uploads/check-uploads';
import { redactPayload } from './redact-payload';

export class CaptchaReplayError extends Error {
  constructor() {
    super('Captcha solution already used');
    this.name = 'CaptchaReplayError';
  }
}

export interface NewSubmission {
  wizardId: string;
  requestId: string;
  payload: Record<string, unknown>;
  clientIp: string | null;
  captcha: { key: string; expiresAt: Date };
  files: readonly DecodedAttachment[];
  /** Pointers of the payload values encrypted at rest (the wizard's `x-encrypt` fields). */
  sensitiveFields: ReadonlySet<string>;
  receivedAt: Date;
  /** Queued in the same transaction; `withAttachments` rows get this submission's files when sent. */
  emails: readonly QueuedEmail[];
}

/**
 * The marked fields, the files and the e-mail bodies are encrypted with `cipher` before they are written: nothing of
 * them reaches the database in clear.
 *
 * Throws CaptchaReplayError, after rolling everything back, when the captcha solution was already used.
 *
 * The submission's id is made here rather than by the database, so the inserts need not wait for its answer: they go
 * in two batches (postgres-js pipelines the queries of a batch). A replayed captcha inserts nothing (ON CONFLICT DO
 * NOTHING) and the throw rolls the other rows back.
 */
export async function storeSubmission(db: Db, submission: NewSubmission, cipher: DataCipher): Promise<void> {
  const id = randomUUID();
  const payload = encryptPayload(
    redactPayload(
      submission.payload,
      submission.files.map((file) => file.pointer),
    ),
    submission.sensitiveFields,
    cipher,
  );
  await db.transaction(async (tx) => {
    // The captcha and the submission first, together; the rows that refer to the submission after it exists (not
    // every driver sends a transaction's queries in the order they were started).
    const [consumed] = await Promise.all([
      consumeCaptchaSolution(tx, submission.captcha.key, submission.captcha.expiresAt),
      tx.insert(submissions).values({
        id,
        wizardId: submission.wizardId,
        requestId: submission.requestId,
        payload,
        clientIp: submission.clientIp,
        createdAt: submission.receivedAt,
      }),
    ]);
    if (!consumed) throw new CaptchaReplayError();
    await Promise.all([
      submission.files.length > 0
        ? tx.insert(attachments).values(
            submission.files.map((file) => ({
              submissionId: id,
              pointer: file.pointer,
              name: file.name,
              type: file.type,
              size: file.size,
              content: cipher.encryptBytes(file.content),
            })),
          )
        : undefined,
      queueEmails(tx, submission.emails, cipher, id),
    ]);
  });
}
