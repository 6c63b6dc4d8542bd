/**
 * The newsletter list, the inbox's own tab: its subscribers, searched by address and read a page at a time, removed
 * one at a time (an owner removes whoever asks to leave), and exported. A removal is audited without the address.
 */
import { count, desc, eq, ilike } from 'drizzle-orm';
import type { NewsletterRow } from '../../schemas/staff-api';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { Db } from '../db/database';
import type { DataCipher } from '../privacy/data-cipher';
import { forgetRequestEvents, queueWebhookEvent } from '../webhooks/webhook-events';
import { newsletterSubscriptions } from '../db/schema';
import { toCsv } from '../export/csv';
import { likePattern } from './inbox-query';
import { isInboxId } from './request-record';
import { NEWSLETTER_KIND } from './request-kinds';

function searchCondition(search: string | undefined) {
  if (!search) return undefined;
  return ilike(newsletterSubscriptions.email, likePattern(search));
}

export async function listSubscribers(
  db: Db,
  { search, page, pageSize }: { search?: string; page: number; pageSize: number },
): Promise<{ rows: NewsletterRow[]; total: number }> {
  const where = searchCondition(search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email, createdAt: newsletterSubscriptions.createdAt })
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { rows: rows.map((row) => ({ id: row.id, email: row.email, subscribedAt: row.createdAt.toISOString() })), total: total?.total ?? 0 };
}

/**
 * Removes a subscriber; the webhooks of their signup that were not sent yet are not sent, and the agency's tools are
 * told with a `request.deleted`, as for any request.
 */
export async function removeSubscriber(db: Db, cipher: DataCipher, id: string, actor: AuditActor): Promise<boolean> {
  if (!isInboxId(id)) return false;
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, actor, { action: 'deleted', kind: NEWSLETTER_KIND, subject: id });
    await forgetRequestEvents(tx, id);
    await queueWebhookEvent(tx, cipher, {
      type: 'request.deleted',
      request: { id, requestId: null, kind: NEWSLETTER_KIND, wizardId: null, schemaVersion: null, receivedAt: removed.createdAt, status: 'subscribed' },
      extra: { deletedAt: new Date().toISOString(), reason: 'deleted' },
    });
    return true;
  });
}

/** Every subscriber matching the search, with the consent they gave, newest first. */
export async function subscriberRecords(db: Db, search?: string) {
  const rows = await db
    .select({ email: newsletterSubscriptions.email, subscribedAt: newsletterSubscriptions.createdAt, consent: newsletterSubscriptions.consentText })
    .from(newsletterSubscriptions)
    .where(searchCondition(search))
    .orderBy(desc(newsletterSubscriptions.createdAt));
  return rows.map((row) => ({ email: row.email, subscribedAt: row.subscribedAt.toISOString(), consent: row.consent }));
}

export function subscribersCsv(records: Awaited<ReturnType<typeof subscriberRecords>>): string {
  return `\uFEFF${toCsv([['email', 'subscribedAt', 'consent'], ...records.map((row) => [row.email, row.subscribedAt, row.consent])])}`;
}
