/**
 * One request as the staff work it: opened (its review, files, notes and history), a sensitive field revealed, a file
 * read, its status, owner and notes changed, and (by an owner) deleted. Every one of these writes its audit entry in
 * the same transaction as what it does or reads.
 *
 * A wizard's request reads as the visitor confirmed it and as the agency's e-mail shows it: the same review builder
 * (engine/review), over the payload as stored. Its sensitive fields (`x-encrypt`) are stored encrypted and stay masked
 * until a staff member reveals one: only that value is decrypted.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { displayPhone } from '../../text/phone';
import type {
  InboxRow,
  RequestDetail,
  RequestFile,
  RequestNote,
  ReviewBlockView,
  ReviewRowView,
  ReviewSectionDetail,
} from '../../schemas/staff-api';
import { recordAudit, requestAudit, type AuditActor } from '../audit/audit-log';
import type { Db, Tx } from '../db/database';
import { attachments, contactMessages, inboxNotes, inboxRequests, staffUsers, submissions } from '../db/schema';
import { notificationSections } from '../mail/submission-notification';
import type { DataCipher } from '../privacy/data-cipher';
import { ciphertextPointers, decryptValue, replaceValues } from '../privacy/sensitive-fields';
import { forgetRequestEvents, queueWebhookEvent, type QueuedEvent } from '../webhooks/webhook-events';
import { NEW_STATUS } from '../../config/request-pipelines';
import { isRecord } from '../../json/json-value';
import { isUuid } from '../http/json-body';
import { getAtPointer } from '../../json/json-pointer';
import { kindView, isClosing, type RequestKind, type RequestKinds } from './request-kinds';
import { rowColumns, toInboxRow } from './inbox-query';

/** How a sensitive value reads until it is revealed. */
export const MASK = '••••••••';

/** Whether an id from a path can be an inbox row's. */
export const isInboxId = isUuid;

interface Located {
  row: InboxRow;
  kind: RequestKind;
  submissionId: string | null;
  contactMessageId: string | null;
}

async function locate(db: Db | Tx, kinds: RequestKinds, id: string): Promise<Located | null> {
  if (!isInboxId(id)) return null;
  const [found] = await db
    .select({ ...rowColumns, submissionId: inboxRequests.submissionId, contactMessageId: inboxRequests.contactMessageId })
    .from(inboxRequests)
    .leftJoin(staffUsers, eq(staffUsers.id, inboxRequests.ownerId))
    .where(eq(inboxRequests.id, id));
  if (!found) return null;
  const kind = kinds.get(found.kind);
  if (!kind) return null;
  return { row: toInboxRow(found), kind, submissionId: found.submissionId, contactMessageId: found.contactMessageId };
}

function masked(rows: readonly { pointer: string; label: string; values: string[] }[], hidden: ReadonlySet<string>): ReviewRowView[] {
  return rows.map((row) => (hidden.has(row.pointer) ? { ...row, values: [MASK], masked: true } : { ...row }));
}

/** The review of a wizard's stored payload, its sensitive values masked. */
function wizardSections(kind: RequestKind, stored: unknown): ReviewSectionDetail[] {
  const wizard = kind.wizard;
  if (!wizard || !isRecord(stored)) return [];
  const hidden = ciphertextPointers(stored);
  const shown = replaceValues(stored, hidden, MASK);
  return notificationSections(wizard.schema, wizard.ui, shown).map((section) => ({
    title: section.title,
    blocks: section.blocks.map(
      (block): ReviewBlockView =>
        block.kind === 'rows'
          ? { kind: 'rows', rows: masked(block.rows, hidden) }
          : { kind: 'grid', label: block.label, items: block.items.map((item) => ({ title: item.title, rows: masked(item.rows, hidden) })) },
    ),
  }));
}

function contactSections(message: { name: string; email: string; phone: string; message: string }): ReviewSectionDetail[] {
  return [
    {
      title: 'Message',
      blocks: [
        {
          kind: 'rows',
          rows: [
            { pointer: '/name', label: 'Name', values: [message.name] },
            { pointer: '/email', label: 'E-mail', values: [message.email] },
            { pointer: '/phone', label: 'Phone', values: [displayPhone(message.phone)] },
            { pointer: '/message', label: 'Message', values: [message.message] },
          ],
        },
      ],
    },
  ];
}

function replyLink(row: InboxRow, title: string): string | null {
  if (row.email === '') return null;
  return `mailto:${encodeURIComponent(row.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${title} ${row.requestId}`)}`;
}

export async function requestExists(db: Db, id: string): Promise<boolean> {
  if (!isInboxId(id)) return false;
  const [row] = await db.select({ id: inboxRequests.id }).from(inboxRequests).where(eq(inboxRequests.id, id));
  return row !== undefined;
}

/** Opens a request: marks it read, records the view, and answers everything the request page shows. */
export async function openRequest(db: Db, kinds: RequestKinds, id: string, actor: AuditActor): Promise<RequestDetail | null> {
  const located = await db.transaction(async (tx) => {
    const found = await locate(tx, kinds, id);
    if (!found) return null;
    await tx
      .update(inboxRequests)
      .set({ firstOpenedAt: sql`coalesce(${inboxRequests.firstOpenedAt}, now())` })
      .where(eq(inboxRequests.id, id));
    await recordAudit(tx, actor, { action: 'viewed', inboxRequestId: id, subject: found.row.requestId, kind: found.row.kind });
    return found;
  });
  if (!located) return null;
  const { row, kind } = located;

  let sections: ReviewSectionDetail[] = [];
  let files: RequestFile[] = [];
  if (located.submissionId) {
    const [submission] = await db.select({ payload: submissions.payload }).from(submissions).where(eq(submissions.id, located.submissionId));
    sections = wizardSections(kind, submission?.payload);
    files = await db
      .select({ id: attachments.id, name: attachments.name, type: attachments.type, size: attachments.size })
      .from(attachments)
      .where(eq(attachments.submissionId, located.submissionId))
      .orderBy(asc(attachments.pointer));
  } else if (located.contactMessageId) {
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, located.contactMessageId));
    if (message) sections = contactSections(message);
  }
  const [notes, audit] = await Promise.all([requestNotes(db, id), requestAudit(db, id)]);
  return {
    row: { ...row, unread: false },
    title: kind.title,
    sections,
    files,
    notes,
    audit,
    pipeline: kindView(kind).pipeline,
    replyLink: replyLink(row, kind.title),
  };
}

async function requestNotes(db: Db, id: string): Promise<RequestNote[]> {
  const rows = await db
    .select({ id: inboxNotes.id, authorName: inboxNotes.authorName, body: inboxNotes.body, createdAt: inboxNotes.createdAt })
    .from(inboxNotes)
    .where(eq(inboxNotes.inboxRequestId, id))
    .orderBy(asc(inboxNotes.createdAt));
  return rows.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() }));
}

export type RevealResult = { ok: true; values: string[] } | { ok: false; reason: 'not_found' | 'not_sensitive' };

/** One sensitive value, decrypted and read as the review reads it; the reveal is recorded first. */
export async function revealField(
  db: Db,
  kinds: RequestKinds,
  cipher: DataCipher,
  id: string,
  pointer: string,
  actor: AuditActor,
): Promise<RevealResult> {
  return db.transaction(async (tx) => {
    const found = await locate(tx, kinds, id);
    if (!found?.submissionId || !found.kind.wizard) return { ok: false, reason: 'not_found' };
    const [submission] = await tx.select({ payload: submissions.payload }).from(submissions).where(eq(submissions.id, found.submissionId));
    const stored = submission?.payload;
    const hidden = ciphertextPointers(stored);
    if (!isRecord(stored) || !hidden.has(pointer)) return { ok: false, reason: 'not_sensitive' };
    hidden.delete(pointer);
    // The whole review is built with this one value in clear, so it reads exactly as the visitor's review did.
    const decrypted = replaceValues(stored, new Set([pointer]), cipher.decryptText(String(getAtPointer(stored, pointer))));
    const shown = replaceValues(decrypted, hidden, MASK);
    const rows = notificationSections(found.kind.wizard.schema, found.kind.wizard.ui, shown).flatMap((section) => section.rows);
    const row = rows.find((candidate) => candidate.pointer === pointer);
    const label = row?.label ?? pointer;
    await recordAudit(tx, actor, {
      action: 'revealed',
      inboxRequestId: id,
      subject: found.row.requestId,
      kind: found.row.kind,
      detail: { pointer, field: label },
    });
    return { ok: true, values: row?.values ?? [String(getAtPointer(decrypted, pointer))] };
  });
}

export interface FileContent {
  name: string;
  type: string;
  content: Buffer;
}

/** A file of the request, decrypted; the download is recorded first. */
export async function readRequestFile(
  db: Db,
  kinds: RequestKinds,
  cipher: DataCipher,
  id: string,
  fileId: string,
  actor: AuditActor,
  disposition: 'inline' | 'attachment',
): Promise<FileContent | null> {
  if (!isInboxId(fileId)) return null;
  return db.transaction(async (tx) => {
    const found = await locate(tx, kinds, id);
    if (!found?.submissionId) return null;
    const [file] = await tx
      .select()
      .from(attachments)
      .where(and(eq(attachments.id, fileId), eq(attachments.submissionId, found.submissionId)));
    if (!file) return null;
    await recordAudit(tx, actor, {
      action: 'downloaded',
      inboxRequestId: id,
      subject: found.row.requestId,
      kind: found.row.kind,
      detail: { fileId, type: file.type, disposition },
    });
    return { name: file.name, type: file.type, content: cipher.decryptBytes(file.content) };
  });
}

export type ChangeResult = { ok: true; row: InboxRow } | { ok: false; reason: 'not_found' | 'unknown_status' | 'unknown_owner' };

/** What a request's webhook events say of it while it is stored: its facts, its payload and its files. */
async function eventFacts(tx: Tx, found: Located, cipher: DataCipher, status: string): Promise<Omit<QueuedEvent, 'type'>> {
  const { row, kind } = found;
  const request = {
    id: row.id,
    requestId: row.requestId,
    kind: row.kind,
    wizardId: kind.wizard?.id ?? null,
    schemaVersion: kind.wizard?.schemaVersion ?? null,
    receivedAt: new Date(row.receivedAt),
    status,
  };
  if (found.contactMessageId) {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, found.contactMessageId));
    const payload = message ? { name: message.name, email: message.email, phone: message.phone, message: message.message } : undefined;
    return { request, payload, inboxRequestId: row.id };
  }
  if (!found.submissionId || !kind.wizard) return { request, inboxRequestId: row.id };
  const [submission] = await tx.select({ payload: submissions.payload }).from(submissions).where(eq(submissions.id, found.submissionId));
  const stored = isRecord(submission?.payload) ? submission.payload : {};
  const files = await tx
    .select({ id: attachments.id, name: attachments.name, type: attachments.type, size: attachments.size })
    .from(attachments)
    .where(eq(attachments.submissionId, found.submissionId))
    .orderBy(asc(attachments.pointer));
  return { request, payload: decryptValue(stored, cipher), sensitiveFields: ciphertextPointers(stored), files, inboxRequestId: row.id };
}

/** Moves a request to a status of its pipeline; the first move out of New is its first response. */
export async function changeStatus(db: Db, kinds: RequestKinds, cipher: DataCipher, id: string, status: string, actor: AuditActor): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const found = await locate(tx, kinds, id);
    if (!found) return { ok: false, reason: 'not_found' };
    if (!found.kind.pipeline.some((entry) => entry.key === status)) return { ok: false, reason: 'unknown_status' };
    if (found.row.status === status) return { ok: true, row: found.row };
    await tx
      .update(inboxRequests)
      .set({
        status,
        open: !isClosing(found.kind.pipeline, status),
        statusChangedAt: sql`now()`,
        firstResponseAt: status === NEW_STATUS ? inboxRequests.firstResponseAt : sql`coalesce(${inboxRequests.firstResponseAt}, now())`,
      })
      .where(eq(inboxRequests.id, id));
    await recordAudit(tx, actor, {
      action: 'status',
      inboxRequestId: id,
      subject: found.row.requestId,
      kind: found.row.kind,
      detail: { from: found.row.status, to: status },
    });
    const facts = await eventFacts(tx, found, cipher, status);
    await queueWebhookEvent(tx, cipher, { type: 'request.status_changed', ...facts, extra: { previousStatus: found.row.status, changedBy: actor.name } });
    const changed = await locate(tx, kinds, id);
    return changed ? { ok: true, row: changed.row } : { ok: false, reason: 'not_found' };
  });
}

/** Gives a request an owner (a staff member's id), or none. */
export async function changeOwner(db: Db, kinds: RequestKinds, id: string, ownerId: string | null, actor: AuditActor): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const found = await locate(tx, kinds, id);
    if (!found) return { ok: false, reason: 'not_found' };
    let owner: { id: string; name: string } | null = null;
    if (ownerId !== null) {
      const [member] = await tx.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, ownerId));
      if (!member) return { ok: false, reason: 'unknown_owner' };
      owner = member;
    }
    if (found.row.ownerId === ownerId) return { ok: true, row: found.row };
    await tx.update(inboxRequests).set({ ownerId }).where(eq(inboxRequests.id, id));
    await recordAudit(tx, actor, {
      action: 'owner',
      inboxRequestId: id,
      subject: found.row.requestId,
      kind: found.row.kind,
      detail: {
        from: found.row.ownerId ? { id: found.row.ownerId, name: found.row.ownerName } : null,
        to: owner,
      },
    });
    const changed = await locate(tx, kinds, id);
    return changed ? { ok: true, row: changed.row } : { ok: false, reason: 'not_found' };
  });
}

export async function addNote(db: Db, kinds: RequestKinds, id: string, body: string, actor: AuditActor): Promise<RequestNote | null> {
  return db.transaction(async (tx) => {
    const found = await locate(tx, kinds, id);
    if (!found) return null;
    const [note] = await tx
      .insert(inboxNotes)
      .values({ inboxRequestId: id, authorId: actor.id, authorName: actor.name, body: body.trim() })
      .returning();
    if (!note) throw new Error('the note insert returned no row');
    await recordAudit(tx, actor, { action: 'note', inboxRequestId: id, subject: found.row.requestId, kind: found.row.kind, detail: { noteId: note.id } });
    return { id: note.id, authorName: note.authorName, body: note.body, createdAt: note.createdAt.toISOString() };
  });
}

/**
 * Deletes a request with everything of it: the submission (its files, e-mails and idempotency key go with it) or the
 * contact message, the inbox row, its notes. The audit keeps that it was deleted, by whom.
 */
export async function deleteRequest(db: Db, kinds: RequestKinds, cipher: DataCipher, id: string, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await locate(tx, kinds, id);
    if (!found) return false;
    if (found.submissionId) await tx.delete(submissions).where(eq(submissions.id, found.submissionId));
    if (found.contactMessageId) await tx.delete(contactMessages).where(eq(contactMessages.id, found.contactMessageId));
    await recordAudit(tx, actor, { action: 'deleted', inboxRequestId: id, subject: found.row.requestId, kind: found.row.kind });
    await forgetRequestEvents(tx, id);
    await queueWebhookEvent(tx, cipher, {
      type: 'request.deleted',
      request: { ...(await eventFacts(tx, found, cipher, found.row.status)).request },
      extra: { deletedAt: new Date().toISOString(), reason: 'deleted' },
    });
    return true;
  });
}
