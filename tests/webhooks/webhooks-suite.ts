/**
 * Webhooks end to end in-process, run once per database back end (webhooks-pglite.test.ts, webhooks-postgres.test.ts):
 * an owner adds an endpoint in the inbox; a receiver on loopback that verifies with the `standardwebhooks` library gets
 * every event (a wizard's request, a contact message, a subscriber, a status change, a deletion) as documented; a
 * receiver that refuses the first four tries still gets each event once accepted, under one `webhook-id`; a 410 turns
 * the endpoint off and tells the owners; the log, the redelivery, the replay and the rotation do what they say.
 */
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkLoop } from '../../api/background/work-loop';
import { outbox, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../api/db/schema';
import { createLogger } from '../../api/logger';
import { WEBHOOK_DISABLED_KIND } from '../../api/mail/webhook-disabled';
import { DEVELOPMENT_AUTH_SECRET } from '../../api/staff/auth-secret';
import { fileLinkSigner } from '../../api/webhooks/file-links';
import { queueWebhookEvent } from '../../api/webhooks/webhook-events';
import { MAX_IN_FLIGHT_PER_ENDPOINT, recordTries } from '../../api/webhooks/webhook-store';
import { startWebhookWorker } from '../../api/webhooks/webhook-worker';
import type { InboxPage } from '../../schemas/staff-api';
import type { Backend, OpenedBackend } from '../api/support/backends';
import { readFixture } from '../api/support/payloads';
import { enrolledStaff, type StaffClient } from '../api/support/staff-client';
import { submitWithCaptcha } from '../api/support/submit';
import { buildTestApp, testCipher } from '../api/support/test-app';
import { startReceiver, type Receiver } from './support/webhook-receiver';
import { documentedPayloads, type DocumentedPayload } from './support/webhook-schemas';

const PUBLIC_URL = 'https://www.example.test';
const WAIT = { timeout: 15_000, interval: 25 };

export function defineWebhooksSuite(backend: Backend): void {
  describe(`webhooks on ${backend.name}`, () => {
    let opened: OpenedBackend;
    let app: Hono;
    let worker: WorkLoop;
    let owner: StaffClient;
    let receiver: Receiver;
    let endpointId: string;
    let documentedPayload: DocumentedPayload;
    const notifier = { queued: () => worker.queued() };

    beforeAll(async () => {
      opened = await backend.open();
      app = buildTestApp(opened.database, { PUBLIC_URL, TRUST_PROXY: 'true', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }, { webhooks: notifier });
      worker = startWebhookWorker({
        db: opened.database.db,
        cipher: testCipher(),
        log: createLogger('silent'),
        links: fileLinkSigner(DEVELOPMENT_AUTH_SECRET, PUBLIC_URL),
        publicUrl: PUBLIC_URL,
        allowPrivate: true,
        pollMs: 50,
        onEmailQueued: () => {},
      });
      owner = await enrolledStaff(app, opened.database, PUBLIC_URL, { email: 'olivia@example.test', role: 'owner', name: 'Olivia Owner' });
      documentedPayload = documentedPayloads((await (await app.request('/api/openapi.json')).json()) as { components: { schemas: unknown } });
    });
    afterAll(async () => {
      await worker?.stop();
      await receiver?.close();
      await opened?.dispose();
    });

    /** Makes the next try of every pending delivery due now, as if its wait were over. */
    const fastForward = () => opened.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.status, 'pending'));

    async function addEndpoint(body: Record<string, unknown>): Promise<{ id: string; secret: string }> {
      const created = await owner.post<{ id: string; secret: string }>('/api/staff/webhooks', body);
      expect(created.status).toBe(201);
      return created.body;
    }

    beforeEach(async () => {
      await receiver?.close();
      await opened.database.db.delete(webhookEndpoints);
      receiver = await startReceiver('whsec_placeholder0000000000000000');
      const created = await addEndpoint({ url: receiver.url, events: ['request.received', 'request.status_changed', 'request.deleted'] });
      endpointId = created.id;
      receiver.secrets = [created.secret];
    });

    it('makes an endpoint whose secret is shown once, and refuses addresses it may not send to', async () => {
      expect(receiver.secrets[0]).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      const listed = await owner.get<{ id: string; url: string; secret?: string }[]>('/api/staff/webhooks');
      expect(listed.body).toEqual([expect.objectContaining({ id: endpointId, url: receiver.url, enabled: true, includeSensitive: false })]);
      expect(JSON.stringify(listed.body)).not.toContain('whsec_');
      expect((await owner.post('/api/staff/webhooks', { url: 'ftp://example.test/x', events: ['request.received'] })).status).toBe(400);
      expect((await owner.post('/api/staff/webhooks', { url: 'https://example.test/x', events: [] })).status).toBe(400);
    });

    it('delivers a request as documented, signed, without its sensitive fields and with its files as links', async () => {
      const requestId = (await submitWithCaptcha(app, '/api/forms/driver-change', readFixture('driver-change'))).body.requestId;
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(1), WAIT);
      const [delivery] = receiver.accepted();
      expect(delivery?.verified).toBe(true);
      expect(delivery?.id).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(delivery?.headers['user-agent']).toBe('Bay Valley Insurance webhooks');
      const payload = delivery?.payload;
      expect(payload).toMatchObject({
        type: 'request.received',
        data: { requestId, kind: 'driver-change', wizardId: 'driver-change', status: 'new', schemaVersion: expect.stringMatching(/^[0-9a-f]{16}$/) },
      });
      const documented = documentedPayload('driver-change.webhookReceived');
      expect(documented(payload), JSON.stringify(documented.errors)).toBe(true);
      const data = payload?.data as { payload: { additionalData: Record<string, unknown> }; files: { url: string; name: string }[] };
      expect(data.payload.additionalData.driverName).toBe('Daniel Lopez-Nguyen');
      expect(data.payload.additionalData).not.toHaveProperty('licenseNumber');
      expect(data.payload.additionalData).not.toHaveProperty('dateOfBirth');
      expect(delivery?.body).not.toContain('/9j/4AAQ');
      const [file] = data.files;
      expect(file?.name).toBe('daniel-license-front.jpg');
      const link = new URL(file?.url ?? '');
      expect(link.origin).toBe(PUBLIC_URL);
      const download = await app.request(`${link.pathname}${link.search}`);
      expect(download.status).toBe(200);
      const uploaded = ((readFixture('driver-change').additionalData as Record<string, unknown>).attachments as { content: string }[])[0];
      expect(Buffer.from(await download.arrayBuffer()).toString('base64')).toBe(uploaded?.content);
      // A link altered, or for another file, gets nothing.
      const altered = new URLSearchParams(link.search);
      const signature = altered.get('signature') ?? '';
      altered.set('signature', `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`);
      expect((await app.request(`${link.pathname}?${altered}`)).status).toBe(404);
      altered.set('signature', signature);
      altered.set('expires', String(Number(altered.get('expires')) + 3600));
      expect((await app.request(`${link.pathname}?${altered}`)).status).toBe(404);
    });

    it('carries the sensitive fields to an endpoint that opted in', async () => {
      await owner.request('PATCH', `/api/staff/webhooks/${endpointId}`, { includeSensitive: true });
      await submitWithCaptcha(app, '/api/forms/driver-change', readFixture('driver-change'));
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(1), WAIT);
      const data = receiver.accepted()[0]?.payload?.data as { payload: { additionalData: Record<string, unknown> } };
      expect(data.payload.additionalData.licenseNumber).toBe('Y7654321');
      expect(documentedPayload('driver-change.webhookReceived')(receiver.accepted()[0]?.payload)).toBe(true);
    });

    it('sends the contact form, the newsletter, a status change and a deletion', async () => {
      await submitWithCaptcha(app, '/api/contact', { name: 'Carla Contact', email: 'carla@example.com', phone: '4085550177', message: 'Call me.' });
      await submitWithCaptcha(app, '/api/newsletter', { email: 'reader@example.com' });
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(2), WAIT);
      const contact = (await owner.get<InboxPage>('/api/staff/requests?kind=contact')).body.rows[0];
      await owner.post(`/api/staff/requests/${contact?.id}/status`, { status: 'answered' });
      // Delivered before the deletion: deleting a request drops whatever of it has not been sent yet.
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(3), WAIT);
      await owner.request('DELETE', `/api/staff/requests/${contact?.id}`);
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(4), WAIT);
      const [received, subscribed, changed, deleted] = receiver.accepted().map((entry) => entry.payload);
      expect(received).toMatchObject({ type: 'request.received', data: { kind: 'contact', payload: { name: 'Carla Contact', message: 'Call me.' } } });
      expect(subscribed).toMatchObject({ type: 'request.received', data: { kind: 'newsletter', requestId: null, status: 'subscribed', payload: { email: 'reader@example.com' } } });
      expect(changed).toMatchObject({ type: 'request.status_changed', data: { id: contact?.id, status: 'answered', previousStatus: 'new', changedBy: 'Olivia Owner' } });
      expect(deleted).toMatchObject({ type: 'request.deleted', data: { id: contact?.id, requestId: contact?.requestId, reason: 'deleted' } });
      expect(deleted?.data).not.toHaveProperty('payload');
      for (const [component, payload] of [
        ['contact.webhookReceived', received],
        ['newsletter.webhookReceived', subscribed],
        ['contact.webhookStatusChanged', changed],
        ['WebhookDeleted', deleted],
      ] as const) {
        const documented = documentedPayload(component);
        expect(documented(payload), `${component}: ${JSON.stringify(documented.errors)}`).toBe(true);
      }
    });

    it('tells the receiver when a subscriber is removed, and sends nothing more of their signup', async () => {
      receiver.refuse(1);
      await submitWithCaptcha(app, '/api/newsletter', { email: 'leaving@example.com' });
      await vi.waitFor(() => expect(receiver.tries).toHaveLength(1), WAIT);
      const subscriber = (await owner.get<{ rows: { id: string }[] }>('/api/staff/newsletter?q=leaving')).body.rows[0];
      expect((await owner.request('DELETE', `/api/staff/newsletter/${subscriber?.id}`)).status).toBe(204);
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(1), WAIT);
      const removed = receiver.accepted()[0]?.payload;
      expect(removed).toMatchObject({ type: 'request.deleted', data: { id: subscriber?.id, kind: 'newsletter', requestId: null, reason: 'deleted' } });
      expect(documentedPayload('WebhookDeleted')(removed)).toBe(true);
      // The signup's retry, due in 5 s, is gone with it: nothing of the address is left to send.
      await fastForward();
      // The removal's own delivery is recorded a moment after the receiver took it.
      await vi.waitFor(async () => expect(await opened.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'))).toEqual([]), WAIT);
      expect(JSON.stringify(receiver.tries.slice(1).map((entry) => entry.body))).not.toContain('leaving@example.com');
    });

    it('keeps trying a refusing receiver with the same webhook-id until it takes the event, and logs every try', async () => {
      receiver.refuse(4);
      await submitWithCaptcha(app, '/api/forms/auto-quote', readFixture('auto-quote'));
      for (let refused = 1; refused <= 4; refused += 1) {
        await vi.waitFor(() => expect(receiver.tries).toHaveLength(refused), WAIT);
        // The schedule's wait (5 s, then 5 min, 30 min, 2 h) is skipped: the test makes the next try due at once.
        await vi.waitFor(async () => {
          const [pending] = await opened.database.db.select().from(webhookDeliveries);
          expect(pending?.lockedUntil).toBeNull();
        }, WAIT);
        await fastForward();
      }
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(1), WAIT);
      expect(receiver.tries).toHaveLength(5);
      expect(new Set(receiver.tries.map((entry) => entry.id)).size).toBe(1);
      const log = await owner.get<{ status: string; attempts: number; tries: { status: number | null; response: string | null }[] }[]>(`/api/staff/webhooks/${endpointId}/deliveries`);
      expect(log.body[0]).toMatchObject({ status: 'delivered', attempts: 5 });
      expect(log.body[0]?.tries.map((entry) => entry.status)).toEqual([500, 500, 500, 500, 200]);
      expect(log.body[0]?.tries[0]?.response).toBe('refused with 500');
    });

    it('turns an endpoint off at a 410 and tells the owners; it can be turned on and its events replayed', async () => {
      receiver.gone();
      await submitWithCaptcha(app, '/api/forms/home-quote', readFixture('home-quote'));
      await vi.waitFor(async () => {
        const [endpoint] = await opened.database.db.select().from(webhookEndpoints);
        expect(endpoint?.enabled).toBe(false);
      }, WAIT);
      const [endpoint] = (await owner.get<{ enabled: boolean; disabledReason: string; deliveries: { failed: number } }[]>('/api/staff/webhooks')).body;
      expect(endpoint).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('410'), deliveries: { failed: 1 } });
      const [email] = await opened.database.db.select().from(outbox).where(eq(outbox.kind, WEBHOOK_DISABLED_KIND));
      expect(email?.to).toBe('olivia@example.test');
      // While it is off, nothing is queued for it.
      await submitWithCaptcha(app, '/api/forms/home-quote', readFixture('home-quote'));
      expect(await opened.database.db.select().from(webhookDeliveries)).toHaveLength(1);

      await receiver.close();
      receiver = await startReceiver(receiver.secrets[0] ?? '');
      await owner.request('PATCH', `/api/staff/webhooks/${endpointId}`, { url: receiver.url, enabled: true });
      // Turned on again, the failed delivery goes once it is replayed, with the webhook-id it had.
      const replay = await owner.post<{ replayed: number }>(`/api/staff/webhooks/${endpointId}/replay`, { since: new Date(Date.now() - 60_000).toISOString() });
      expect(replay.body).toEqual({ replayed: 1 });
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(1), WAIT);
      const [delivery] = await opened.database.db.select().from(webhookDeliveries);
      expect(receiver.accepted()[0]?.id).toBe(delivery?.eventId);
    });

    it('redelivers one event with its webhook-id, and signs with both secrets while a rotation lasts', async () => {
      await submitWithCaptcha(app, '/api/forms/misc-quote', readFixture('misc-quote'));
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(1), WAIT);
      const [first] = receiver.accepted();
      const oldSecret = receiver.secrets[0] ?? '';
      const rotated = await owner.post<{ secret: string; previousSecretUntil: string }>(`/api/staff/webhooks/${endpointId}/rotate`, { graceHours: 1 });
      expect(rotated.body.secret).not.toBe(oldSecret);
      const log = await owner.get<{ id: string }[]>(`/api/staff/webhooks/${endpointId}/deliveries`);
      expect((await owner.post(`/api/staff/webhooks/${endpointId}/deliveries/${log.body[0]?.id}/redeliver`)).status).toBe(202);
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(2), WAIT);
      const again = receiver.accepted()[1];
      expect(again?.id).toBe(first?.id);
      const signatures = String(again?.headers['webhook-signature']).split(' ');
      expect(signatures).toHaveLength(2);
      // A receiver that knows only the new secret verifies it, and one that knows only the old.
      for (const secret of [rotated.body.secret, oldSecret]) {
        receiver.secrets = [secret];
        expect((await owner.post(`/api/staff/webhooks/${endpointId}/test`)).status).toBe(202);
      }
      await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(4), WAIT);
      expect(receiver.accepted()[3]?.payload).toMatchObject({ type: 'webhook.test' });
    });

    it("keeps delivering to every endpoint while one never answers: that one holds only its share of the sends", async () => {
      const stuck = await startReceiver('whsec_placeholder0000000000000000');
      stuck.silent();
      try {
        const created = await addEndpoint({ url: stuck.url, events: ['request.received'] });
        const requests = 24;
        for (let index = 0; index < requests; index += 1) {
          await submitWithCaptcha(app, '/api/contact', { name: 'Carla Contact', email: `carla${index}@example.com`, phone: '4085550177', message: 'Call me.' });
        }
        // Every request reaches the receiver that answers, well before the stuck one's first sends time out (15 s).
        await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(requests), { timeout: 8_000, interval: 25 });
        const inFlight = await opened.database.db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(sql`${webhookDeliveries.endpointId} = ${created.id} and ${webhookDeliveries.lockedUntil} > now()`);
        expect(inFlight).toHaveLength(MAX_IN_FLIGHT_PER_ENDPOINT);
        expect(stuck.tries).toHaveLength(MAX_IN_FLIGHT_PER_ENDPOINT);
      } finally {
        await stuck.close();
      }
    });

    it('delivers to the endpoints that answer while the one that never does has a backlog of hundreds, all older', async () => {
      const stuck = await startReceiver('whsec_placeholder0000000000000000');
      stuck.silent();
      try {
        const created = await addEndpoint({ url: stuck.url, events: ['request.received'] });
        await submitWithCaptcha(app, '/api/contact', { name: 'Carla Contact', email: 'carla@example.com', phone: '4085550177', message: 'Call me.' });
        await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(1), WAIT);
        // Its backlog: copies of that event, an hour overdue for it alone, more than a claim ever looks at in one place.
        await opened.database.db.execute(sql`
          with copies as (
            insert into webhook_events (id, type, payload)
            select 'msg_backlog' || lpad(n::text, 28, '0'), type, payload from webhook_events, generate_series(1, 300) n
            where id = (select event_id from webhook_deliveries where endpoint_id = ${created.id} limit 1)
            returning id)
          insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
          select id, ${created.id}, now() - interval '1 hour' from copies`);
        const requests = 6;
        for (let index = 0; index < requests; index += 1) {
          await submitWithCaptcha(app, '/api/contact', { name: 'Carla Contact', email: `carla${index}@example.com`, phone: '4085550177', message: 'Call me.' });
        }
        await vi.waitFor(() => expect(receiver.accepted()).toHaveLength(1 + requests), { timeout: 8_000, interval: 25 });
        expect(stuck.tries.length).toBeLessThanOrEqual(MAX_IN_FLIGHT_PER_ENDPOINT);
      } finally {
        await stuck.close();
      }
    });

    it('records the tries of one write although a delivery among them was deleted meanwhile', async () => {
      const db = opened.database.db;
      // An endpoint turned off: the running sender leaves its deliveries alone.
      const [endpoint] = await db.insert(webhookEndpoints).values({ url: 'https://hooks.example.test/off', events: ['request.received'], secret: testCipher().encryptText('whsec_x'), enabled: false }).returning();
      const queued = await queueWebhookEvent(db, testCipher(), { type: 'webhook.test', endpointId: endpoint?.id, request: { id: 'r', requestId: null, kind: 'test', wizardId: null, schemaVersion: null, receivedAt: new Date(), status: 'new' } });
      const queuedAgain = await queueWebhookEvent(db, testCipher(), { type: 'webhook.test', endpointId: endpoint?.id, request: { id: 'r', requestId: null, kind: 'test', wizardId: null, schemaVersion: null, receivedAt: new Date(), status: 'new' } });
      const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint?.id ?? ''));
      expect(rows.map((row) => row.eventId).sort()).toEqual([queued, queuedAgain].sort());
      const [kept, deleted] = rows;
      await db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, deleted?.id ?? ''));
      const answer = { status: 200, durationMs: 3, error: null, response: 'ok', retryAfterSeconds: null };
      const claimed = (row: typeof kept) => ({ id: row?.id ?? '', attempts: 1, event: {} as never, endpoint: { id: endpoint?.id ?? '' } as never });
      await expect(recordTries(db, [{ delivery: claimed(deleted), answer }, { delivery: claimed(kept), answer }])).resolves.toEqual(['delivered', 'delivered']);
      const [after] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint?.id ?? ''));
      expect(after).toMatchObject({ id: kept?.id, status: 'delivered' });
      expect(await db.select().from(webhookAttempts).where(eq(webhookAttempts.endpointId, endpoint?.id ?? ''))).toEqual([expect.objectContaining({ deliveryId: kept?.id, status: 200 })]);
    });
  });
}
