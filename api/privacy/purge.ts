/**
 * The retention rule (`npm run purge -- --older-than 365d`): wizard submissions with their files and e-mails, contact
 * messages, and the notification e-mails of contact messages and newsletter signups are deleted once older than the
 * cutoff. Newsletter subscriptions are kept until the subscriber leaves: they are the proof of consent, and the
 * address is all they hold. Used captcha solutions past their expiry go too, saved drafts past theirs (30 days
 * after they were saved, whatever the cutoff), and idempotency keys past their 24 hours.
 */
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deleteExpiredDrafts } from '../drafts/draft-store';
import { attachments, captchaSolutions, contactMessages, inboxRequests, outbox, submissions, webhookEvents } from '../db/schema';
import { CONTACT_KIND } from '../inbox/request-kinds';
import { forgetRequestEvents, queueWebhookEvent } from '../webhooks/webhook-events';
import type { DataCipher } from './data-cipher';
import { purgeExpiredIdempotencyKeys } from '../submissions/idempotency';

export interface PurgeCounts {
  submissions: number;
  attachments: number;
  emails: number;
  contactMessages: number;
  captchaSolutions: number;
  drafts: number;
  idempotencyKeys: number;
}

export class PurgeUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PurgeUsageError';
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `365d`, `30d`, `12w`: a retention period in days. */
export function parseRetention(text: string): number {
  const match = /^(\d{1,5})(d|w)$/.exec(text.trim());
  const amount = Number(match?.[1]);
  if (!match || amount < 1) {
    throw new PurgeUsageError(`"${text}" is not a period: write a number of days or weeks, e.g. 365d, 30d or 12w.`);
  }
  return match[2] === 'w' ? amount * 7 : amount;
}

export interface PurgeOptions {
  days: number;
  dryRun: boolean;
}

export const PURGE_USAGE = `Usage: npm run purge -- [--older-than 365d] [--dry-run]

Deletes the wizard submissions (with their files and e-mails), the contact messages and the notification e-mails
received before the cutoff (now minus --older-than; default: RETENTION_DAYS days) and the saved drafts past their
30 days, and prints how many of each.
Newsletter subscriptions are kept until the subscriber leaves. --dry-run counts without deleting. The database is the
server's: DATABASE_URL, or the PGlite database in DATA_DIR (stop the server first: PGlite allows one process at a time).`;

export function parsePurgeArgs(args: readonly string[], defaultDays: number): PurgeOptions | 'help' {
  const options: PurgeOptions = { days: defaultDays, dryRun: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--dry-run') {
      options.dryRun = true;
      continue;
    }
    const match = /^--older-than(?:=(.*))?$/.exec(arg);
    if (!match) throw new PurgeUsageError(`Unknown argument "${arg}".`);
    const value = match[1] ?? args[++index];
    if (value === undefined || value === '') throw new PurgeUsageError('--older-than needs a value, e.g. 365d.');
    options.days = parseRetention(value);
  }
  return options;
}

export function purgeCutoff(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

class DryRun extends Error {
  constructor(readonly counts: PurgeCounts) {
    super('dry run');
  }
}

/**
 * Deletes everything received before `cutoff` in one transaction; with `dryRun` it is rolled back. The webhook
 * endpoints hear of each request that goes (`request.deleted`, reason `retention`), and no event older than the
 * cutoff is kept: their payloads hold what the requests held.
 */
export async function purgeOlderThan(db: Db, cipher: DataCipher, cutoff: Date, { dryRun = false } = {}): Promise<PurgeCounts> {
  try {
    return await db.transaction(async (tx) => {
      const leaving = await tx
        .select({ id: inboxRequests.id, requestId: inboxRequests.requestId, kind: inboxRequests.kind, receivedAt: inboxRequests.receivedAt, status: inboxRequests.status })
        .from(inboxRequests)
        .leftJoin(submissions, eq(submissions.id, inboxRequests.submissionId))
        .leftJoin(contactMessages, eq(contactMessages.id, inboxRequests.contactMessageId))
        .where(or(lt(submissions.createdAt, cutoff), lt(contactMessages.createdAt, cutoff)));
      await forgetRequestEvents(tx, leaving.map((request) => request.id));
      await tx.delete(webhookEvents).where(lt(webhookEvents.createdAt, cutoff));
      const deletedAt = new Date().toISOString();
      for (const request of leaving) {
        await queueWebhookEvent(tx, cipher, {
          type: 'request.deleted',
          request: { ...request, wizardId: request.kind === CONTACT_KIND ? null : request.kind, schemaVersion: null },
          extra: { deletedAt, reason: 'retention' },
        });
      }
      const old = tx.select({ id: submissions.id }).from(submissions).where(lt(submissions.createdAt, cutoff));
      const files = await tx.delete(attachments).where(inArray(attachments.submissionId, old)).returning({ id: attachments.id });
      const emails = await tx
        .delete(outbox)
        .where(or(inArray(outbox.submissionId, old), and(isNull(outbox.submissionId), lt(outbox.createdAt, cutoff))))
        .returning({ id: outbox.id });
      const removed = await tx.delete(submissions).where(lt(submissions.createdAt, cutoff)).returning({ id: submissions.id });
      const messages = await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, cutoff))
        .returning({ id: contactMessages.id });
      const solutions = await tx
        .delete(captchaSolutions)
        .where(lt(captchaSolutions.expiresAt, new Date()))
        .returning({ key: captchaSolutions.key });
      const expiredDrafts = await deleteExpiredDrafts(tx);
      const keys = await purgeExpiredIdempotencyKeys(tx);
      const counts: PurgeCounts = {
        submissions: removed.length,
        attachments: files.length,
        emails: emails.length,
        contactMessages: messages.length,
        captchaSolutions: solutions.length,
        drafts: expiredDrafts,
        idempotencyKeys: keys,
      };
      if (dryRun) throw new DryRun(counts);
      return counts;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.counts;
    throw error;
  }
}
