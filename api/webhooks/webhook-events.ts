/**
 * The events a request causes, and their queueing: one row of `webhook_events` (its payload encrypted) and one
 * delivery per enabled endpoint that wants its type, written in the caller's transaction, so that an event exists
 * exactly when what caused it is stored. No endpoint wanting it, nothing is written.
 *
 * The payload follows Standard Webhooks' shape, `{ type, timestamp, data }`. `data` names the request (its inbox id,
 * request id, kind, wizard id and schema version), when it was received, its status, and for a request still stored the
 * validated payload as the visitor sent it (sensitive values included here, left out at sending for an endpoint that did
 * not opt in) and its files, which a delivery links to by signed, expiring links.
 */
import { randomBytes } from 'node:crypto';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { resultRows, type Db, type Tx } from '../db/database';
import { webhookDeliveries, webhookEndpoints, webhookEvents, type WebhookEventType, WEBHOOK_TEST_EVENT } from '../db/schema';
import type { DataCipher } from '../privacy/data-cipher';

/** What a request's events say of it. */
export interface RequestFacts {
  /** The inbox row's id (a newsletter subscription's id for a subscriber). */
  id: string;
  requestId: string | null;
  kind: string;
  wizardId: string | null;
  schemaVersion: string | null;
  receivedAt: Date;
  status: string;
}

export interface EventFile {
  id: string;
  name: string;
  type: string;
  size: number;
}

export interface QueuedEvent {
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  request: RequestFacts;
  /** The validated payload, without its captcha token and its files' contents; absent for a deleted request. */
  payload?: Record<string, unknown>;
  /** Pointers of the payload's sensitive values (`x-encrypt`), as the registry finds them. */
  sensitiveFields?: ReadonlySet<string>;
  files?: readonly EventFile[];
  /** What else the event says: the status it moved from, who moved it, why the request went. */
  extra?: Record<string, unknown>;
  /** The inbox row it is about, when there is one (deleting the request deletes its events). */
  inboxRequestId?: string | null;
  /** Only this endpoint, whatever it subscribes to (a test event). */
  endpointId?: string;
}

/** `msg_` and 32 hexadecimal digits: unique, and the same for every try of every delivery of the event. */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/** The event's body as JSON; `sensitivePointers` say where in it the sensitive values are. */
export function eventBody(event: QueuedEvent, at: Date): { body: Record<string, unknown>; sensitivePointers: string[] } {
  const { request } = event;
  const data: Record<string, unknown> = {
    id: request.id,
    requestId: request.requestId,
    kind: request.kind,
    wizardId: request.wizardId,
    schemaVersion: request.schemaVersion,
    receivedAt: request.receivedAt.toISOString(),
    status: request.status,
    ...event.extra,
  };
  if (event.payload) data.payload = event.payload;
  if (event.files) data.files = event.files.map(({ id, name, type, size }) => ({ id, name, type, size }));
  const sensitivePointers = [...(event.sensitiveFields ?? [])].map((pointer) => `/data/payload${pointer}`);
  return { body: { type: event.type, timestamp: at.toISOString(), data }, sensitivePointers };
}

/** The endpoints that want an event of `type` now; a test event goes to its one endpoint. */
function receiversOf(event: QueuedEvent): SQL {
  return event.endpointId
    ? sql`select id from ${webhookEndpoints} where id = ${event.endpointId}`
    : sql`select id from ${webhookEndpoints} where enabled and events @> ${JSON.stringify([event.type])}::jsonb`;
}

/**
 * Queues `event` in the caller's transaction; answers its id, or null when no endpoint wants it. One statement: the
 * event row only when some endpoint wants it, and a delivery for each, as every request's commit waits on it.
 */
export async function queueWebhookEvent(db: Db | Tx, cipher: DataCipher, event: QueuedEvent, at: Date = new Date()): Promise<string | null> {
  const id = newEventId();
  const { body, sensitivePointers } = eventBody(event, at);
  const fileIds = (event.files ?? []).map((file) => file.id);
  const result = await db.execute(sql`with receivers as (${receiversOf(event)}),
    queued as (
      insert into ${webhookEvents} (id, type, inbox_request_id, payload, sensitive_pointers, file_ids, created_at)
      select ${id}, ${event.type}, ${event.inboxRequestId ?? null}::uuid, ${cipher.encryptText(JSON.stringify(body))},
        ${JSON.stringify(sensitivePointers)}::jsonb, ${JSON.stringify(fileIds)}::jsonb, ${at.toISOString()}::timestamptz
      where exists (select 1 from receivers)
      returning id)
    insert into ${webhookDeliveries} (event_id, endpoint_id)
    select queued.id, receivers.id from queued cross join receivers
    returning event_id`);
  return resultRows(result).length > 0 ? id : null;
}

/**
 * Deletes the events of a request that is being deleted, with their deliveries and logs: what a receiver has not yet
 * been sent of it, it is not sent. Its `request.deleted` is queued after.
 */
export async function forgetRequestEvents(db: Db | Tx, inboxRequestIds: string | readonly string[]): Promise<void> {
  const ids = typeof inboxRequestIds === 'string' ? [inboxRequestIds] : [...inboxRequestIds];
  if (ids.length === 0) return;
  await db.delete(webhookEvents).where(inArray(webhookEvents.inboxRequestId, ids));
}
