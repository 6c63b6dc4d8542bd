/**
 * Speed to lead: a request still New after STAFF_NEW_ALERT_HOURS business hours (the agency's opening hours) is
 * e-mailed to the owners, once. The server looks every minute. Requests are claimed by a conditional update of their
 * `alerted_at`, in the transaction that queues the e-mails, so of several replicas looking at once one sends it.
 *
 * The candidates are the requests in New, not alerted, received at least the threshold's length of wall-clock time
 * ago (business hours never pass faster than the clock); each is then judged in business hours.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inboxRequests } from '../db/schema';
import type { Logger } from '../logger';
import { queueEmails } from '../mail/outbox-store';
import { NEW_REQUEST_ALERT_KIND, newRequestAlert } from '../mail/new-request-alert';
import type { DataCipher } from '../privacy/data-cipher';
import { NEW_STATUS } from '../../config/request-pipelines';
import { businessHoursBetween, type OfficeCalendar, AGENCY_OFFICE } from '../calendar/agency-calendar';
import { ownerEmails } from '../staff/staff-members';
import { staffRequestLink } from '../staff/staff-paths';
import type { RequestKinds } from './request-kinds';

export const ALERT_INTERVAL_MS = 60_000;
/** Requests judged per look; the oldest first. */
const CANDIDATES = 200;

export interface AlertOptions {
  db: Db;
  cipher: DataCipher;
  kinds: RequestKinds;
  publicUrl: string;
  thresholdHours: number;
  office?: OfficeCalendar;
}

/** Alerts the owners about every request that has waited too long; answers how many requests were alerted. */
export async function alertWaitingRequests({ db, cipher, kinds, publicUrl, thresholdHours, office = AGENCY_OFFICE }: AlertOptions, now: Date = new Date()): Promise<number> {
  const candidates = await db
    .select({
      id: inboxRequests.id,
      kind: inboxRequests.kind,
      requestId: inboxRequests.requestId,
      name: inboxRequests.name,
      receivedAt: inboxRequests.receivedAt,
    })
    .from(inboxRequests)
    .where(
      and(
        eq(inboxRequests.status, NEW_STATUS),
        isNull(inboxRequests.alertedAt),
        lte(inboxRequests.receivedAt, new Date(now.getTime() - thresholdHours * 3_600_000)),
      ),
    )
    .orderBy(asc(inboxRequests.receivedAt))
    .limit(CANDIDATES);
  let alerted = 0;
  for (const request of candidates) {
    const waited = businessHoursBetween(request.receivedAt, now, office);
    if (waited < thresholdHours) continue;
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(inboxRequests)
        .set({ alertedAt: sql`now()` })
        .where(and(eq(inboxRequests.id, request.id), isNull(inboxRequests.alertedAt), eq(inboxRequests.status, NEW_STATUS)))
        .returning({ id: inboxRequests.id });
      if (claimed.length === 0) return false;
      const email = newRequestAlert({
        title: kinds.get(request.kind)?.title ?? request.kind,
        requestId: request.requestId,
        name: request.name,
        receivedAt: request.receivedAt,
        waitedHours: waited,
        link: staffRequestLink(publicUrl, request.id),
      });
      const owners = await ownerEmails(tx);
      await queueEmails(tx, owners.map((to) => ({ kind: NEW_REQUEST_ALERT_KIND, to, ...email })), cipher);
      return true;
    });
    if (sent) alerted += 1;
  }
  return alerted;
}

/** Looks every minute until stopped; a failed look is logged and the next one tries again. */
export function startNewRequestAlerts(options: AlertOptions, log: Logger, onQueued: () => void): () => void {
  const timer = setInterval(() => {
    alertWaitingRequests(options).then(
      (alerted) => {
        if (alerted > 0) {
          log.info(`${alerted} request(s) waiting past ${options.thresholdHours} business hour(s): owners alerted`);
          onQueued();
        }
      },
      (error: unknown) => log.warn('the alert about waiting requests failed', error),
    );
  }, ALERT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
