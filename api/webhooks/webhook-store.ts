/**
 * The deliveries' operations: the sender's claim of the ones that are due, the outcome of a try, and the owners'
 * redelivery and replay. As for e-mails (api/mail/outbox-store.ts), a delivery is claimed with a lease on the
 * database's clock, so a sender that dies holding one releases it when the lease ends, and replicas never send one
 * twice at once.
 */
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { DELIVERY_PAGE_SIZE, type WebhookDeliveryView } from '../../schemas/staff-api';
import type { WebhookAnswer } from './webhook-sender';

/**
 * When a failed try is tried again, after the first (which is immediate): Standard Webhooks' schedule, eight tries
 * in all over about a day.
 */
export const RETRY_SCHEDULE_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000];
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;
/** The longest a receiver's Retry-After may push the next try back. */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

export interface ClaimedDelivery {
  id: string;
  attempts: number;
  event: { id: string; type: string; payload: string; sensitivePointers: string[]; fileIds: string[]; createdAt: Date };
  endpoint: { id: string; url: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null; includeSensitive: boolean };
}

/**
 * The most sends in flight to one endpoint, across every replica: a receiver that never answers holds this many for
 * their 15 seconds, and the others' deliveries keep going in the rest.
 */
export const MAX_IN_FLIGHT_PER_ENDPOINT = 4;

/**
 * Claims up to `limit` due deliveries of enabled endpoints, oldest first, counting a try for each; no endpoint gets more
 * than its share (MAX_IN_FLIGHT_PER_ENDPOINT, less what it already has in flight).
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const claimed = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(
      inArray(
        webhookDeliveries.id,
        // Each enabled endpoint's oldest due deliveries, as many as its share leaves room for; the oldest of those.
        // Taken per endpoint, so that a backlog of one that never answers cannot hide the others' deliveries.
        sql`(select due.id from ${webhookEndpoints} e
          cross join lateral (select count(*) as in_flight from ${webhookDeliveries} busy
            where busy.endpoint_id = e.id and busy.status = 'pending' and busy.locked_until > now()) share
          cross join lateral (select d.id, d.next_attempt_at from ${webhookDeliveries} d
            where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until <= now())
            order by d.next_attempt_at limit greatest(0, ${MAX_IN_FLIGHT_PER_ENDPOINT} - share.in_flight) for update of d skip locked) due
          where e.enabled
          order by due.next_attempt_at limit ${limit})`,
      ),
    )
    .returning({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts, eventId: webhookDeliveries.eventId, endpointId: webhookDeliveries.endpointId });
  if (claimed.length === 0) return [];
  const [events, endpoints] = await Promise.all([
    db.select().from(webhookEvents).where(inArray(webhookEvents.id, [...new Set(claimed.map((row) => row.eventId))])),
    db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))])),
  ]);
  const eventOf = new Map(events.map((event) => [event.id, event]));
  const endpointOf = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed.flatMap((row) => {
    const event = eventOf.get(row.eventId);
    const endpoint = endpointOf.get(row.endpointId);
    return event && endpoint ? [{ id: row.id, attempts: row.attempts, event, endpoint }] : [];
  });
}

export type Outcome = 'delivered' | 'retry' | 'failed' | 'gone';

/** What a try's answer means for its delivery: delivered, tried again, failed for good, or the endpoint gone (410). */
export function outcomeOf(answer: WebhookAnswer, attempts: number): Outcome {
  if (answer.status !== null && answer.status >= 200 && answer.status < 300) return 'delivered';
  if (answer.status === 410) return 'gone';
  return attempts >= MAX_ATTEMPTS ? 'failed' : 'retry';
}

/** Milliseconds before the next try after `attempts` tries: the schedule's, or longer when the receiver asks. */
export function nextTryInMs(attempts: number, answer: WebhookAnswer): number {
  const scheduled = RETRY_SCHEDULE_MS[Math.min(attempts, RETRY_SCHEDULE_MS.length) - 1] ?? RETRY_SCHEDULE_MS[0] ?? 5_000;
  const asked = answer.retryAfterSeconds === null ? 0 : Math.min(answer.retryAfterSeconds * 1000, MAX_RETRY_AFTER_MS);
  return Math.max(scheduled, asked);
}

/**
 * Records a try in the log and its outcome on the delivery: one statement, as every delivery's try comes through here;
 * a 410 disables the endpoint too, in one transaction, and `onGone` adds to it what else must follow (the owners'
 * e-mail).
 */
export async function recordTry(db: Db, delivery: ClaimedDelivery, answer: WebhookAnswer, onGone: (tx: Tx) => Promise<void>): Promise<Outcome> {
  const outcome = outcomeOf(answer, delivery.attempts);
  const change =
    outcome === 'delivered'
      ? sql`status = 'delivered', delivered_at = now(), locked_until = null`
      : outcome === 'retry'
        ? sql`next_attempt_at = now() + make_interval(secs => ${nextTryInMs(delivery.attempts, answer) / 1000}), locked_until = null`
        : sql`status = 'failed', locked_until = null`;
  const record = (on: Db | Tx) =>
    on.execute(sql`with logged as (
        insert into ${webhookAttempts} (delivery_id, endpoint_id, status, duration_ms, error, response)
        values (${delivery.id}, ${delivery.endpoint.id}, ${answer.status}, ${answer.durationMs}, ${answer.error}, ${answer.response}))
      update ${webhookDeliveries} set ${change} where id = ${delivery.id}`);
  if (outcome !== 'gone') {
    await record(db);
    return outcome;
  }
  await db.transaction(async (tx) => {
    await record(tx);
    await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'The receiver answered 410 Gone: it no longer takes these webhooks.', updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, delivery.endpoint.id));
    await onGone(tx);
  });
  return outcome;
}

/** Sends a delivery again, with the same `webhook-id` and a fresh schedule. */
export async function redeliver(db: Db, endpointId: string, deliveryId: string): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Sends again every failed delivery of an endpoint since `since`; answers how many. */
export async function replayFailed(db: Db, endpointId: string, since: Date): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'failed'), gte(webhookDeliveries.createdAt, since)))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** An endpoint's deliveries, newest first, each with its tries: the delivery log. */
export async function deliveryLog(db: Db, endpointId: string, { before }: { before?: Date } = {}): Promise<WebhookDeliveryView[]> {
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      type: webhookEvents.type,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, endpointId), before ? lt(webhookDeliveries.createdAt, before) : undefined))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(DELIVERY_PAGE_SIZE);
  const tries =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, deliveries.map((delivery) => delivery.id)))
          .orderBy(webhookAttempts.id);
  return deliveries.map((delivery) => ({
    ...delivery,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    tries: tries
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map((attempt) => ({
        at: attempt.attemptedAt.toISOString(),
        status: attempt.status,
        durationMs: attempt.durationMs,
        error: attempt.error,
        response: attempt.response,
      })),
  }));
}
