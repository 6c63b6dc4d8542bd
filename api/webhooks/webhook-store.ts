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
  const claimed = db.$with('claimed').as(
    db
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
      .returning({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts, eventId: webhookDeliveries.eventId, endpointId: webhookDeliveries.endpointId }),
  );
  // The claim answers what it sends with it, in the same statement: one round trip a pass.
  return db
    .with(claimed)
    .select({
      id: claimed.id,
      attempts: claimed.attempts,
      event: {
        id: webhookEvents.id,
        type: webhookEvents.type,
        payload: webhookEvents.payload,
        sensitivePointers: webhookEvents.sensitivePointers,
        fileIds: webhookEvents.fileIds,
        createdAt: webhookEvents.createdAt,
      },
      endpoint: {
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
        includeSensitive: webhookEndpoints.includeSensitive,
      },
    })
    .from(claimed)
    .innerJoin(webhookEvents, eq(webhookEvents.id, claimed.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, claimed.endpointId));
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

export interface Try {
  delivery: ClaimedDelivery;
  answer: WebhookAnswer;
}

/**
 * Records tries in the log and their outcomes on their deliveries, in one statement however many there are: the
 * sender hands over every try that finished since its last record, so a busy sender writes once for many sends. A 410
 * is not recorded here (recordGone).
 */
export async function recordTries(db: Db | Tx, tries: readonly Try[]): Promise<Outcome[]> {
  const outcomes = tries.map(({ delivery, answer }) => outcomeOf(answer, delivery.attempts));
  if (outcomes.includes('gone')) throw new Error('a 410 is recorded with its endpoint turned off (recordGone)');
  if (tries.length === 0) return outcomes;
  const rows = tries.map(
    ({ delivery, answer }, index) =>
      sql`(${delivery.id}::uuid, ${delivery.endpoint.id}::uuid, ${answer.status}::int, ${answer.durationMs}::int, ${answer.error}::text,
        ${answer.response}::text, ${outcomes[index]}::text, ${nextTryInMs(delivery.attempts, answer) / 1000}::float8)`,
  );
  // A delivery deleted meanwhile (its request was) is left out, and the others recorded: `present` holds each one
  // still there until the statement ends.
  await db.execute(sql`with tried (delivery_id, endpoint_id, status, duration_ms, error, response, outcome, retry_seconds) as (
      values ${sql.join(rows, sql`, `)}),
    present as (
      select tried.* from tried join ${webhookDeliveries} kept on kept.id = tried.delivery_id for key share of kept),
    logged as (
      insert into ${webhookAttempts} (delivery_id, endpoint_id, status, duration_ms, error, response)
      select delivery_id, endpoint_id, status, duration_ms, error, response from present)
    update ${webhookDeliveries} d set
      status = case present.outcome when 'delivered' then 'delivered' when 'failed' then 'failed' else d.status end,
      delivered_at = case present.outcome when 'delivered' then now() else d.delivered_at end,
      next_attempt_at = case present.outcome when 'retry' then now() + make_interval(secs => present.retry_seconds) else d.next_attempt_at end,
      locked_until = null
    from present where d.id = present.delivery_id`);
  return outcomes;
}

/**
 * Records a try the receiver answered 410: the endpoint is turned off with it, in one transaction, and `onGone` adds to
 * it what else must follow (the owners' e-mail).
 */
export async function recordGone(db: Db, { delivery, answer }: Try, onGone: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      endpointId: delivery.endpoint.id,
      status: answer.status,
      durationMs: answer.durationMs,
      error: answer.error,
      response: answer.response,
    });
    await tx.update(webhookDeliveries).set({ status: 'failed', lockedUntil: null }).where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'The receiver answered 410 Gone: it no longer takes these webhooks.', updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, delivery.endpoint.id));
    await onGone(tx);
  });
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
