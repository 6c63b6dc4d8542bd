/**
 * Stores one accepted submission: captcha consumption, payload, files and the e-mails about it commit together or
 * not at all, so an acknowledged submission always has its confirmation and notification queued.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { resultRows, type Db } from '../db/database';
import { outboxRow, type QueuedEmail } from '../mail/outbox-store';
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
 * Throws CaptchaReplayError when the captcha solution was already used; then nothing is written.
 *
 * One statement does it all: each insert is a data-modifying CTE, the submission's only reads the captcha solution's
 * (so a replayed solution, which ON CONFLICT DO NOTHING leaves out, stores no submission), and the files' and the
 * e-mails' read the submission's. A single statement is atomic without a transaction: it commits whole or not at
 * all, in one round trip to the database instead of four (BEGIN, two batches of inserts, COMMIT), which is most of
 * what a submission waits for. Foreign keys are checked at the end of the statement, when the submission exists.
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
  const files =
    submission.files.length === 0
      ? sql``
      : sql`, files as (
          insert into attachments (submission_id, pointer, name, type, size, content)
          select submission.id, file.pointer, file.name, file.type, file.size, file.content
          from submission, (values ${sql.join(
            submission.files.map(
              (file) =>
                sql`(${file.pointer}, ${file.name}, ${file.type}, ${file.size}::integer, ${cipher.encryptBytes(file.content)}::bytea)`,
            ),
            sql`, `,
          )}) as file (pointer, name, type, size, content)
        )`;
  const emails =
    submission.emails.length === 0
      ? sql``
      : sql`, emails as (
          insert into outbox (kind, "to", reply_to, subject, text, html, submission_id, with_attachments)
          select email.kind, email."to", email.reply_to, email.subject, email.text, email.html, submission.id, email.with_attachments
          from submission, (values ${sql.join(
            submission.emails.map((email) => {
              const row = outboxRow(email, cipher);
              return sql`(${row.kind}, ${row.to}, ${row.replyTo}, ${row.subject}, ${row.text}, ${row.html}, ${row.withAttachments}::boolean)`;
            }),
            sql`, `,
          )}) as email (kind, "to", reply_to, subject, text, html, with_attachments)
        )`;
  const result = await db.execute(sql`
    with solution as (
      insert into captcha_solutions (key, expires_at)
      values (${submission.captcha.key}, ${submission.captcha.expiresAt.toISOString()}::timestamptz)
      on conflict do nothing
      returning key
    ), submission as (
      insert into submissions (id, wizard_id, request_id, payload, client_ip, created_at)
      select ${id}::uuid, ${submission.wizardId}, ${submission.requestId}, ${JSON.stringify(payload)}::jsonb,
        ${submission.clientIp}::text, ${submission.receivedAt.toISOString()}::timestamptz
      from solution
      returning id
    )${files}${emails}
    select count(*)::integer as stored from submission`);
  const [row] = resultRows<{ stored: number }>(result);
  if (row?.stored !== 1) throw new CaptchaReplayError();
}
