/**
 * Run once every other browser test is done (playwright.config.ts, project "webhooks"): the receiver the production
 * server sends its webhooks to (tests/e2e/webhook-receiver.ts, set by configuration) verified, with the
 * `standardwebhooks` library, a delivery of every request the run's visitors sent, every status change and every
 * deletion the staff made, each as the OpenAPI document describes it and each under one `webhook-id`.
 */
import { expect, test } from '@playwright/test';
import { documentedPayloads } from '../webhooks/support/webhook-schemas';
import { e2eSql } from './e2e-database';
import { receiverReportURL } from './servers';

interface Try {
  id: string;
  verified: boolean;
  answered: number | null;
  payload?: { type: string; timestamp: string; data: { id: string; kind: string; requestId: string | null } & Record<string, unknown> };
}

test('the receiver got every request, status change and deletion of the run, verified and as documented', async ({ request }) => {
  const sql = e2eSql();
  const [requests, subscribers, changes, deletions] = await (async () => {
    try {
      return await Promise.all([
        sql`select id::text, kind, request_id from inbox_requests`,
        sql`select id::text from newsletter_subscriptions`,
        sql`select inbox_request_id::text as id, kind from audit_log where action = 'status'`,
        // A subscriber removed is named by its subscription's id.
        sql`select coalesce(inbox_request_id::text, subject) as id, kind from audit_log where action = 'deleted'`,
      ]);
    } finally {
      await sql.end();
    }
  })();
  // The run sent requests of every kind, and the staff's story changed and deleted some.
  expect(requests.length).toBeGreaterThan(10);
  expect(subscribers.length).toBeGreaterThan(0);
  expect(changes.length).toBeGreaterThan(0);
  expect(deletions.length).toBeGreaterThan(0);

  const received = async () => ((await (await request.get(`${receiverReportURL}/received`)).json()) as Try[]).filter((entry) => entry.verified && entry.answered === 200);
  const ofType = (tries: Try[], type: string) => tries.filter((entry) => entry.payload?.type === type);
  const expected = () => ({
    received: [...requests.map((row) => row.id as string), ...subscribers.map((row) => row.id as string)].sort(),
    deleted: deletions.map((row) => row.id as string).sort(),
  });
  // Every request is delivered at least once; the last of them a moment after its test ended.
  await expect
    .poll(
      async () => {
        const tries = await received();
        const got = new Set(ofType(tries, 'request.received').map((entry) => entry.payload?.data.id));
        const gone = new Set(ofType(tries, 'request.deleted').map((entry) => entry.payload?.data.id));
        return {
          received: expected().received.filter((id) => got.has(id) || gone.has(id)),
          deleted: expected().deleted.filter((id) => gone.has(id)),
        };
      },
      { timeout: 60_000 },
    )
    .toEqual(expected());

  const tries = await received();
  // A deleted request was received before it was deleted.
  const receivedIds = new Set(ofType(tries, 'request.received').map((entry) => entry.payload?.data.id));
  for (const { id } of deletions) expect(receivedIds.has(id as string), `${id} was received`).toBe(true);
  // Each status change once, under its own webhook-id.
  for (const { id } of changes) expect(ofType(tries, 'request.status_changed').some((entry) => entry.payload?.data.id === id), `status change of ${id}`).toBe(true);
  expect(new Set(ofType(tries, 'request.status_changed').map((entry) => entry.id)).size).toBe(changes.length);

  // One webhook-id per event: a request received is one id, and a retried id carries the same event.
  const idsByRequest = new Map<string, Set<string>>();
  for (const entry of ofType(tries, 'request.received')) {
    const id = entry.payload?.data.id ?? '';
    idsByRequest.set(id, (idsByRequest.get(id) ?? new Set()).add(entry.id));
  }
  for (const [id, ids] of idsByRequest) expect(ids.size, `webhook-ids of ${id}`).toBe(1);

  const document = (await (await request.get('/api/openapi.json')).json()) as { components: { schemas: unknown } };
  const documentedPayload = documentedPayloads(document);
  const compiled = new Map<string, ReturnType<typeof documentedPayload>>();
  const documented = (component: string) => {
    const validate = compiled.get(component) ?? documentedPayload(component);
    compiled.set(component, validate);
    return validate;
  };
  const kinds = new Map(requests.map((row) => [row.id as string, row.kind as string]));
  for (const entry of tries) {
    const payload = entry.payload;
    if (!payload) continue;
    const component =
      payload.type === 'request.deleted'
        ? 'WebhookDeleted'
        : `${payload.data.kind}.${payload.type === 'request.received' ? 'webhookReceived' : 'webhookStatusChanged'}`;
    const validate = documented(component);
    expect(validate(payload), `${entry.id} (${component}): ${JSON.stringify(validate.errors)}`).toBe(true);
    if (payload.type === 'request.received' && kinds.has(payload.data.id)) expect(payload.data.kind).toBe(kinds.get(payload.data.id));
  }
});
