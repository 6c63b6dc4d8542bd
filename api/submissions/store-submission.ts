/**
 * Stores accepted submissions: captcha consumption, payload, files and the e-mails about it commit together or not
 * at all, so an acknowledged submission always has its confirmation and notification queued.
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
  /** Queued in the same statement; `withAttachments` rows get this submission's files when sent. */
  emails: readonly QueuedEmail[];
}

/** A submission as it is written: its id chosen, and everything sensitive in it (payload fields, files, e-mail bodies) encrypted. */
export interface SealedSubmission {
  id: string;
  wizardId: string;
  requestId: string;
  captcha: NewSubmission['captcha'];
  /** The stored payload as JSON text: the files' contents left out, the marked fields encrypted. */
  payloadJson: string;
  clientIp: string | null;
  receivedAt: Date;
  /** Each with its content encrypted. */
  files: DecodedAttachment[];
  /** The outbox columns of its e-mails, the bodies sealed. */
  emails: ReturnType<typeof outboxRow>[];
}

/**
 * Encrypts the marked fields, the files and the e-mail bodies with `cipher`: nothing of them reaches the database in
 * clear. Done by the caller, before a submission waits for its turn to be written.
 */
export function sealSubmission(submission: NewSubmission, cipher: DataCipher): SealedSubmission {
  const payload = encryptPayload(
    redactPayload(
      submission.payload,
      submission.files.map((file) => file.pointer),
    ),
    submission.sensitiveFields,
    cipher,
  );
  return {
    id: randomUUID(),
    wizardId: submission.wizardId,
    requestId: submission.requestId,
    captcha: submission.captcha,
    payloadJson: JSON.stringify(payload),
    clientIp: submission.clientIp,
    receivedAt: submission.receivedAt,
    files: submission.files.map((file) => ({ ...file, content: cipher.encryptBytes(file.content) })),
    emails: submission.emails.map((email) => outboxRow(email, cipher)),
  };
}

/**
 * Writes several sealed submissions in one statement and answers the ids of those stored; a submission whose captcha
 * solution was already used is left out, with everything of it. The captcha keys of one call must differ (the writer
 * sees to it): two rows of one statement would both read the one solution row they share.
 *
 * Each insert is a data-modifying CTE: the submissions' reads the captcha solutions' (a replayed solution, which ON
 * CONFLICT DO NOTHING leaves out, stores no submission), and the files' and the e-mails' read the submissions'. A
 * single statement is atomic without a transaction: it commits whole or not at all, in one round trip. Foreign keys
 * are checked at the end of the statement, when the submissions exist.
 */
export async function storeSealedSubmissions(db: Db, batch: readonly SealedSubmission[]): Promise<Set<string>> {
  const inputRows = batch.map(
    (submission) =>
      sql`(${submission.id}::uuid, ${submission.captcha.key}::text, ${submission.captcha.expiresAt.toISOString()}::timestamptz,
        ${submission.wizardId}::text, ${submission.requestId}::text, ${submission.payloadJson}::jsonb,
        ${submission.clientIp}::text, ${submission.receivedAt.toISOString()}::timestamptz)`,
  );
  const fileRows = batch.flatMap((submission) =>
    submission.files.map(
      (file) =>
        sql`(${submission.id}::uuid, ${file.pointer}::text, ${file.name}::text, ${file.type}::text, ${file.size}::integer, ${file.content}::bytea)`,
    ),
  );
  const emailRows = batch.flatMap((submission) =>
    submission.emails.map(
      (email) =>
        sql`(${submission.id}::uuid, ${email.kind}::text, ${email.to}::text, ${email.replyTo}::text, ${email.subject}::text, ${email.text}::text, ${email.html}::text, ${email.withAttachments}::boolean)`,
    ),
  );
  const filesStep =
    fileRows.length === 0
      ? sql``
      : sql`, files as (
          insert into attachments (submission_id, pointer, name, type, size, content)
          select file.submission_id, file.pointer, file.name, file.type, file.size, file.content
          from (values ${sql.join(fileRows, sql`, `)}) as file (submission_id, pointer, name, type, size, content)
          join submission on submission.id = file.submission_id
        )`;
  const emailsStep =
    emailRows.length === 0
      ? sql``
      : sql`, emails as (
          insert into outbox (submission_id, kind, "to", reply_to, subject, text, html, with_attachments)
          select email.submission_id, email.kind, email."to", email.reply_to, email.subject, email.text, email.html, email.with_attachments
          from (values ${sql.join(emailRows, sql`, `)}) as email (submission_id, kind, "to", reply_to, subject, text, html, with_attachments)
          join submission on submission.id = email.submission_id
        )`;
  const result = await db.execute(sql`
    with input (id, key, expires_at, wizard_id, request_id, payload, client_ip, created_at) as (
      values ${sql.join(inputRows, sql`, `)}
    ), solution as (
      insert into captcha_solutions (key, expires_at)
      select key, expires_at from input
      on conflict do nothing
      returning key
    ), submission as (
      insert into submissions (id, wizard_id, request_id, payload, client_ip, created_at)
      select input.id, input.wizard_id, input.request_id, input.payload, input.client_ip, input.created_at
      from input join solution on solution.key = input.key
      returning id
    )${filesStep}${emailsStep}
    select id from submission`);
  return new Set(resultRows<{ id: string }>(result).map((row) => row.id));
}
