/**
 * The audit trail of the staff inbox: who viewed, revealed, downloaded, exported, moved, assigned, annotated or
 * deleted which request, and who invited, changed or removed whom. Entries are only ever added (the table's trigger
 * refuses any change or removal). They are written in the transaction of what they record, so an action and its entry
 * exist together; a read (a view, a reveal, a download) writes its entry before the data is answered.
 *
 * An entry holds no personal data of the visitor: a request by its ids, a field by its JSON Pointer, a file by its id,
 * an export by its filters (a search by whether there was one, not what it was).
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { auditLog, type AuditAction } from '../db/schema';
import type { AuditEntryView } from '../../schemas/staff-api';

export interface AuditActor {
  /** The staff member; null for the server's command line. */
  id: string | null;
  name: string;
}

/** Who acts from the server's command line (npm run staff:invite). */
export const COMMAND_LINE: AuditActor = { id: null, name: 'Server command line' };

export interface AuditEntry {
  action: AuditAction;
  /** The inbox row the entry is about. */
  inboxRequestId?: string | null;
  /** Its request id, or the staff member acted on. */
  subject?: string | null;
  kind?: string | null;
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    inboxRequestId: entry.inboxRequestId ?? null,
    subject: entry.subject ?? null,
    kind: entry.kind ?? null,
    detail: entry.detail ?? {},
  });
}

function view(row: typeof auditLog.$inferSelect): AuditEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorName: row.actorName,
    action: row.action,
    kind: row.kind,
    subject: row.subject,
    inboxRequestId: row.inboxRequestId,
    detail: (row.detail ?? {}) as Record<string, unknown>,
  };
}

/** The entries of one request, oldest first. */
export async function requestAudit(db: Db, inboxRequestId: string): Promise<AuditEntryView[]> {
  const rows = await db.select().from(auditLog).where(eq(auditLog.inboxRequestId, inboxRequestId)).orderBy(auditLog.id);
  return rows.map(view);
}

export const AUDIT_PAGE_SIZE = 100;

/** The log, newest first, a page at a time: `before` is the id of the last entry of the page already shown. */
export async function auditPage(db: Db, { before, action }: { before?: number; action?: AuditAction } = {}): Promise<{ entries: AuditEntryView[]; next: number | null }> {
  const conditions: SQL[] = [];
  if (before !== undefined) conditions.push(lt(auditLog.id, before));
  if (action !== undefined) conditions.push(eq(auditLog.action, action));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map(view);
  return { entries, next: rows.length > AUDIT_PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null };
}
