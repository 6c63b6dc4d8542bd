/**
 * The outbox table's operations: queueing e-mails inside the caller's transaction, and the worker's claim / sent /
 * failed steps. Every time is the database's `now()`, so replicas with drifting clocks still agree on what is due
 * and on whose lease has expired.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { attachments, outbox } from '../db/schema';
import type { DataCipher } from '../privacy/data-cipher';
import type { EmailContent } from './email-layout';

export interface QueuedEmail extends EmailContent {
  kind: string;
  to: string;
  replyTo?: string;
  /** Attach the files of the submission the e-mail is queued with. */
  withAttachments?: boolean;
}

/**
 * Writes the e-mails in the caller's transaction: they exist exactly when their cause does. The bodies (plain text and
 * HTML) are encrypted: the agency's notification repeats every field, licence numbers and dates of birth included.
 * Recipient, subject and kind stay readable for the worker and the outbox viewer. The bodies are rendered now, not
 * when sent, so the worker needs neither the wizard registry nor the schema as it is then: what was queued is what is
 * sent. `about` ties them to a wizard submission (whose files the `withAttachments` ones carry when sent) or a contact
 * message, and they are deleted with it.
 */
export async function queueEmails(
  tx: Tx | Db,
  emails: readonly QueuedEmail[],
  cipher: DataCipher,
  about: { submissionId?: string; contactMessageId?: string } = {},
): Promise<void> {
  if (emails.length === 0) return;
  const { submissionId = null, contactMessageId = null } = about;
  await tx.insert(outbox).values(emails.map((email) => ({ ...outboxRow(email, cipher), submissionId, contactMessageId })));
}

/**
 * How a deflated body starts once decrypted. No body an e-mail template writes starts with a NUL character, so a
 * body that does was stored deflated; any other (a short one, or one queued before bodies were deflated) is as written.
 */
const DEFLATED_BODY = '\u0000deflate-raw;base64,';

/**
 * From this length on a body is stored deflated. The agency's notification of a quote repeats the same inline styles
 * on every row, and deflates to a small fraction of its size; every byte less is a byte PostgreSQL does not parse,
 * write ahead and store for each submission. Below this length, the compressor's set-up costs more than the few
 * kilobytes save.
 */
export const DEFLATE_FROM_CHARS = 8 * 1024;

/** A body as sealed: deflated (base64, behind DEFLATED_BODY) when that makes it shorter. */
export function packBody(body: string): string {
  if (body.length < DEFLATE_FROM_CHARS) return body;
  const packed = DEFLATED_BODY + deflateRawSync(body, { level: 1 }).toString('base64');
  return packed.length < body.length ? packed : body;
}

/** The body packBody was given. */
export function unpackBody(stored: string): string {
  if (!stored.startsWith(DEFLATED_BODY)) return stored;
  return inflateRawSync(Buffer.from(stored.slice(DEFLATED_BODY.length), 'base64')).toString('utf8');
}

/** The columns an e-mail is queued with. */
export function outboxRow(email: QueuedEmail, cipher: DataCipher) {
  return {
    kind: email.kind,
    to: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    text: cipher.encryptText(packBody(email.text)),
    html: email.html === undefined ? null : cipher.encryptText(packBody(email.html)),
    withAttachments: email.withAttachments ?? false,
  };
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * A row with its bodies decrypted and inflated (what is sent and shown); a body written before encryption existed is
 * as stored.
 */
export function decryptEmail<T extends Pick<OutboxRow, 'text' | 'html'>>(row: T, cipher: DataCipher): T {
  const open = (value: string) => unpackBody(cipher.textKeyId(value) === undefined ? value : cipher.decryptText(value));
  return { ...row, text: open(row.text), html: row.html === null ? null : open(row.html) };
}

const after = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

export interface ClaimOptions {
  limit: number;
  leaseMs: number;
  maxAttempts: number;
}

export interface Claimed {
  /** Rows this worker now holds until its lease ends; `attempts` already counts the try about to be made. */
  rows: OutboxRow[];
  /** Rows found due with every try used up (their last try never reported back): marked dead, not sent. */
  exhausted: number;
}

/**
 * Claims due rows in one short transaction: `FOR UPDATE SKIP LOCKED` keeps two workers from reading the same row at
 * the same moment, and the lease written before the commit keeps every other worker off it while it is sent. No
 * transaction stays open during the SMTP conversation.
 */
export async function claimDueEmails(db: Db, { limit, leaseMs, maxAttempts }: ClaimOptions): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id, attempts: outbox.attempts })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const exhausted = due.filter((row) => row.attempts >= maxAttempts).map((row) => row.id);
    const sendable = due.filter((row) => row.attempts < maxAttempts).map((row) => row.id);
    if (exhausted.length > 0) {
      await tx
        .update(outbox)
        .set({
          status: 'dead',
          lockedUntil: null,
          lastError: sql`coalesce(${outbox.lastError} || ' / ', '') || 'the last try never reported back (process stopped?)'`,
        })
        .where(inArray(outbox.id, exhausted));
    }
    if (sendable.length === 0) return { rows: [], exhausted: exhausted.length };
    const rows = await tx
      .update(outbox)
      .set({ lockedUntil: after(leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, sendable))
      .returning();
    return { rows, exhausted: exhausted.length };
  });
}

/**
 * Renews the lease of rows still being sent, so a slow send is never taken over by another worker while it is alive;
 * a worker that died stops renewing, and its rows are claimed again when the lease ends.
 */
export async function renewLease(db: Db, ids: readonly string[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ lockedUntil: after(leaseMs) })
    .where(and(inArray(outbox.id, [...ids]), eq(outbox.status, 'pending')));
}

/** Right after the SMTP server accepted the message: the shorter this gap, the smaller the duplicate window. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null })
    .where(eq(outbox.id, id));
}

export type FailureOutcome = { dead: true } | { dead: false; retryInMs: number };

export async function markFailed(db: Db, id: string, error: string, outcome: FailureOutcome): Promise<void> {
  const lastError = error.slice(0, 2000);
  await db
    .update(outbox)
    .set(
      outcome.dead
        ? { status: 'dead', lockedUntil: null, lastError }
        : { nextAttemptAt: after(outcome.retryInMs), lockedUntil: null, lastError },
    )
    .where(eq(outbox.id, id));
}

export interface StoredFile {
  name: string;
  type: string;
  content: Buffer;
}

/** A submission's files in the order the visitor listed them (pointer order, list indexes compared as numbers). */
export async function loadSubmissionFiles(db: Db, submissionId: string, cipher: DataCipher): Promise<StoredFile[]> {
  const rows = await db
    .select({ pointer: attachments.pointer, name: attachments.name, type: attachments.type, content: attachments.content })
    .from(attachments)
    .where(eq(attachments.submissionId, submissionId));
  return rows
    .sort((a, b) => a.pointer.localeCompare(b.pointer, 'en', { numeric: true }))
    .map((row) => ({
      name: row.name,
      type: row.type,
      content: storedFileContent(row.content, cipher),
    }));
}

/** The bytes of a stored file: decrypted, or as stored for a file written before encryption existed. */
export function storedFileContent(stored: Uint8Array, cipher: DataCipher): Buffer {
  // PGlite hands back a Uint8Array, postgres-js a Buffer: both views of the same bytes.
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  return cipher.bytesKeyId(bytes) === undefined ? bytes : cipher.decryptBytes(bytes);
}
