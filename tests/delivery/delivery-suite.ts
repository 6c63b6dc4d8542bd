/**
 * E-mail delivery, in process, run once per database back end (delivery-pglite.test.ts, delivery-postgres.test.ts):
 * real submissions through the app, the real worker, a real SMTP server on loopback. What arrives, what happens
 * while the server is down, when a recipient keeps failing, and with two workers on one database.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxRequests, outbox, submissions } from '../../api/db/schema';
import { loadEnv } from '../../api/env';
import { createLogger } from '../../api/logger';
import { CONTACT_NOTIFICATION_KIND } from '../../api/mail/contact-notification';
import { CUSTOMER_CONFIRMATION_KIND } from '../../api/mail/customer-confirmation';
import { NEWSLETTER_NOTIFICATION_KIND } from '../../api/mail/newsletter-notification';
import { queueEmails } from '../../api/mail/outbox-store';
import { outboxWorkerFromEnv, type OutboxWorker } from '../../api/mail/outbox-worker';
import { SUBMISSION_NOTIFICATION_KIND } from '../../api/mail/submission-notification';
import { agency } from '../../config/agency';
import type { Backend, OpenedBackend } from '../api/support/backends';
import { addressChangeWith, attachment, PDF_BYTES, PNG_BYTES, readFixture } from '../api/support/payloads';
import { buildTestApp, testCipher } from '../api/support/test-app';
import {
  AGENCY_EMAIL,
  clearTables,
  EMAILS_PER_MIXED_ROUND,
  FAST_MAIL_SETTINGS,
  MAIL_FROM,
  mixedRequests,
  outboxRows,
  post,
  startDelivery,
  type Delivery,
} from './support/delivery-harness';
import { addresses, countByMessageId, createSmtpSink, SMTP_USER, type ReceivedMail, type SmtpSink } from './support/smtp-sink';

const WAIT = { timeout: 45_000, interval: 50 };
const HOSTILE = '<script>alert("x")</script> & <b>bold</b>';
const HOSTILE_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;';

function only<T>(items: readonly T[], what: string): T {
  expect(items, what).toHaveLength(1);
  const [item] = items;
  if (item === undefined) throw new Error(what);
  return item;
}

const htmlOf = (mail: ReceivedMail) => (typeof mail.parsed.html === 'string' ? mail.parsed.html : '');

export function defineDeliverySuite(backend: Backend): void {
  describe(`e-mail delivery on ${backend.name}`, () => {
    let opened: OpenedBackend;
    let sink: SmtpSink | undefined;
    const workers: OutboxWorker[] = [];

    const deliver = async (smtpUrl: string, settings: Record<string, string> = {}): Promise<Delivery> => {
      const delivery = await startDelivery(opened.database, opened.envSource, smtpUrl, settings);
      workers.push(delivery.worker);
      return delivery;
    };

    beforeAll(async () => {
      opened = await backend.open();
    });
    afterAll(async () => {
      await opened?.dispose();
    });
    beforeEach(async () => {
      await clearTables(opened.database);
    });
    afterEach(async () => {
      // A test that failed while the server held messages must not leave the workers waiting for them.
      sink?.release();
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      await sink?.stop();
      sink = undefined;
    });

    const allSent = async () => {
      const rows = await outboxRows(opened.database);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
      return rows;
    };

    it('sends the wizard confirmation and, in full, the agency notification with its files, escaped, from MAIL_FROM', async () => {
      sink = await createSmtpSink();
      await sink.start();
      const { app } = await deliver(sink.url, { AGENCY_EMAIL_DETAIL: 'full' });
      const payload = {
        ...addressChangeWith([
          attachment('lease.pdf', 'application/pdf', PDF_BYTES),
          attachment('new-home.png', 'image/png', PNG_BYTES),
        ]),
        fullName: "Maria O'Brien-Lopez",
        additionalInfo: HOSTILE,
      };
      const response = await post(app, '/api/policy-change/address', payload);
      expect(response.status).toBe(201);
      const requestId = String(response.body.requestId);
      const rows = await vi.waitFor(allSent, WAIT);
      expect(rows.map((row) => row.kind).sort()).toEqual([SUBMISSION_NOTIFICATION_KIND, CUSTOMER_CONFIRMATION_KIND].sort());

      const received = sink.received;
      expect(received).toHaveLength(2);
      for (const mail of received) {
        expect(mail.user).toBe(SMTP_USER);
        expect(addresses(mail.parsed.from)).toEqual(['mailer@bayvalley.example']);
        expect(mail.envelopeFrom).toBe('mailer@bayvalley.example');
        // The Message-ID names the outbox row, so a copy sent twice would be recognisably the same message.
        expect(rows.map((row) => `${row.id}@bayvalley.example`)).toContain(mail.messageId);
        expect(mail.parsed.text).toBeTruthy();
        expect(htmlOf(mail)).toContain('<!doctype html>');
      }

      const confirmation = only(received.filter((mail) => mail.envelopeTo.includes('maria.lopez@example.com')), 'one confirmation');
      expect(addresses(confirmation.parsed.to)).toEqual(['maria.lopez@example.com']);
      expect(confirmation.parsed.subject).toBe(`We received your Address Change Request (${requestId})`);
      expect(confirmation.parsed.attachments).toEqual([]);
      for (const body of [confirmation.parsed.text ?? '', htmlOf(confirmation)]) {
        expect(body).toContain(requestId);
        expect(body).toContain('1-2 business days');
        expect(body).toContain(agency.phone.display);
        expect(body).toContain(agency.email.address);
        expect(body).toContain('Monday - Friday 10:00 AM - 6:00 PM');
        // The visitor's details are not repeated back to an unverified address.
        expect(body).not.toContain('AG-12345678');
      }
      expect(htmlOf(confirmation)).toContain('Dear Maria O&#39;Brien-Lopez,');

      const notification = only(received.filter((mail) => mail.envelopeTo.includes(AGENCY_EMAIL)), 'one notification');
      expect(addresses(notification.parsed.to)).toEqual([AGENCY_EMAIL]);
      expect(addresses(notification.parsed.replyTo)).toEqual(['maria.lopez@example.com']);
      expect(notification.parsed.subject).toBe(`New Address Change Request ${requestId} from Maria O'Brien-Lopez`);
      const html = htmlOf(notification);
      // Its HTML (over 8 KB) was queued deflated and sealed, and the worker sent it whole.
      const queuedHtml = rows.find((row) => row.kind === SUBMISSION_NOTIFICATION_KIND)?.html ?? '';
      expect(html.length).toBeGreaterThan(8 * 1024);
      expect(queuedHtml.length).toBeLessThan(html.length / 2);
      expect(html).toContain(HOSTILE_ESCAPED);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>bold');
      expect(notification.parsed.text).toContain(HOSTILE);
      // Grouped as the review step groups them, with the review's labels and formatting.
      for (const title of ['Contact Information', 'Current Address', 'New Address', 'Move Details', 'Documents']) {
        expect(html).toContain(`>${title}</h2>`);
        expect(notification.parsed.text).toContain(`== ${title} ==`);
      }
      expect(notification.parsed.text).toContain('Policy Number: AG-12345678');
      expect(notification.parsed.text).toContain('Phone Number: (408) 555-0123');
      expect(notification.parsed.text).toContain('December 15, 2026');
      expect(
        notification.parsed.attachments.map((file) => [file.filename, file.contentType, Buffer.from(file.content).toString('hex')]),
      ).toEqual([
        ['lease.pdf', 'application/pdf', PDF_BYTES.toString('hex')],
        ['new-home.png', 'image/png', PNG_BYTES.toString('hex')],
      ]);
    });

    it('sends a summary by default: the link to the request in the inbox, without its sensitive fields or files', async () => {
      sink = await createSmtpSink();
      await sink.start();
      const { app } = await deliver(sink.url);
      const payload = readFixture('driver-change');
      const response = await post(app, '/api/policy-change/driver', payload);
      expect(response.status).toBe(201);
      await vi.waitFor(allSent, WAIT);
      const notification = only(sink.received.filter((mail) => mail.envelopeTo.includes(AGENCY_EMAIL)), 'one notification');
      const [inbox] = await opened.database.db.select({ id: inboxRequests.id }).from(inboxRequests);
      for (const body of [notification.parsed.text ?? '', htmlOf(notification)]) {
        expect(body).toContain(`/staff/requests/${inbox?.id}`);
        expect(body).not.toContain('Y7654321');
        expect(body).not.toContain('April 18, 2009');
        expect(body).not.toContain('daniel-license-front.jpg');
      }
      expect(notification.parsed.text).toContain("Driver's Full Name: Daniel Lopez-Nguyen");
      expect(notification.parsed.text).toContain("Driver's License Number: Hidden: open the request in the inbox");
      expect(notification.parsed.attachments).toEqual([]);
    });

    it('notifies the agency of a contact message, answering to the visitor, with the message escaped', async () => {
      sink = await createSmtpSink();
      await sink.start();
      const { app } = await deliver(sink.url);
      const message = { name: "Sean O'Neil", email: 'sean@example.com', phone: '4085550142', message: HOSTILE };
      expect((await post(app, '/api/contact', message)).status).toBe(201);
      const [row] = await vi.waitFor(allSent, WAIT);
      expect(row?.kind).toBe(CONTACT_NOTIFICATION_KIND);
      const mail = only(sink.received, 'one e-mail');
      expect(mail.envelopeTo).toEqual([AGENCY_EMAIL]);
      expect(addresses(mail.parsed.replyTo)).toEqual(['sean@example.com']);
      expect(mail.parsed.subject).toBe("New contact message from Sean O'Neil");
      expect(htmlOf(mail)).toContain(HOSTILE_ESCAPED);
      expect(htmlOf(mail)).toContain('Sean O&#39;Neil');
      expect(htmlOf(mail)).not.toContain('<script>');
      expect(mail.parsed.text).toContain(HOSTILE);
      expect(mail.parsed.text).toContain('Phone: (408) 555-0142');
    });

    it('notifies the agency of a new newsletter subscriber once, and sends the subscriber nothing', async () => {
      sink = await createSmtpSink();
      await sink.start();
      const { app, worker } = await deliver(sink.url);
      expect((await post(app, '/api/newsletter', { email: 'Reader@Example.com' })).status).toBe(201);
      expect((await post(app, '/api/newsletter', { email: 'reader@example.COM' })).status).toBe(201);
      const rows = await vi.waitFor(allSent, WAIT);
      expect(rows.map((row) => row.kind)).toEqual([NEWSLETTER_NOTIFICATION_KIND]);
      await worker.stop();
      const mail = only(sink.received, 'one e-mail');
      expect(mail.envelopeTo).toEqual([AGENCY_EMAIL]);
      expect(mail.parsed.subject).toBe('New newsletter subscriber: Reader@Example.com');
      expect(mail.parsed.text).toContain('Consent the subscriber agreed to');
    });

    it('acknowledges a burst while the SMTP server is down and delivers every e-mail once when it is back', async () => {
      // The address the worker sends to, with nothing listening on it yet.
      sink = await createSmtpSink();
      const { app, worker, log } = await deliver(sink.url);
      const rounds = 4;
      const requests = Array.from({ length: rounds }, (_, round) => mixedRequests(round)).flat();
      const responses = await Promise.all(requests.map(([path, body]) => post(app, path, body)));
      expect(responses.map((response) => response.status)).toEqual(requests.map(() => 201));

      const queued = rounds * EMAILS_PER_MIXED_ROUND;
      // Every e-mail has been tried and has failed, and is still waiting.
      const failed = await vi.waitFor(async () => {
        const rows = await outboxRows(opened.database);
        expect(rows).toHaveLength(queued);
        for (const row of rows) {
          expect(row.status).toBe('pending');
          expect(row.attempts).toBeGreaterThanOrEqual(1);
          expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
        }
        return rows;
      }, WAIT);
      expect(sink.received).toHaveLength(0);
      expect(log.messages('warn')).toContainEqual(expect.stringMatching(/^mail \S+ \(wizard\.agency-notification\) try 1 of 100 failed, next in/));

      await sink.start();
      const rows = await vi.waitFor(allSent, WAIT);
      // Stopping waits for sends in flight: nothing can arrive after the count below.
      await worker.stop();
      expect(rows.map((row) => row.id).sort()).toEqual(failed.map((row) => row.id).sort());
      const counts = countByMessageId(sink.received);
      expect(sink.received).toHaveLength(queued);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect([...counts.keys()].sort()).toEqual(rows.map((row) => `${row.id}@bayvalley.example`).sort());
    });

    it('marks an e-mail dead after MAIL_MAX_ATTEMPTS temporary refusals, and at once after a permanent one', async () => {
      sink = await createSmtpSink();
      sink.refuse.set('busy@example.com', 450);
      sink.refuse.set('nobody@example.com', 550);
      await sink.start();
      const { app, log } = await deliver(sink.url, { MAIL_MAX_ATTEMPTS: '3' });
      for (const email of ['busy@example.com', 'nobody@example.com']) {
        expect((await post(app, '/api/forms/general-change', { ...generalChange(), email })).status).toBe(201);
      }
      const rows = await vi.waitFor(async () => {
        const all = await outboxRows(opened.database);
        expect(all).toHaveLength(4);
        expect(all.filter((row) => row.status === 'pending')).toEqual([]);
        return all;
      }, WAIT);
      const byRecipient = new Map(rows.map((row) => [row.to, row]));
      expect(byRecipient.get('busy@example.com')).toMatchObject({ status: 'dead', attempts: 3, sentAt: null });
      expect(byRecipient.get('busy@example.com')?.lastError).toContain('450');
      expect(byRecipient.get('nobody@example.com')).toMatchObject({ status: 'dead', attempts: 1, sentAt: null });
      expect(byRecipient.get('nobody@example.com')?.lastError).toContain('550');
      const dead = log.messages('error');
      expect(dead).toHaveLength(2);
      expect(dead).toContainEqual(expect.stringMatching(/^mail \S+ \(wizard\.customer-confirmation\) is dead after 3 tries: .*450/));
      expect(dead).toContainEqual(expect.stringMatching(/^mail \S+ \(wizard\.customer-confirmation\) is dead after 1 tries: .*550/));
      // The agency's notifications of both requests went out regardless.
      const notifications = rows.filter((row) => row.to === AGENCY_EMAIL);
      expect(notifications.map((row) => row.status)).toEqual(['sent', 'sent']);
      expect(sink.received.map((mail) => mail.envelopeTo)).toEqual([[AGENCY_EMAIL], [AGENCY_EMAIL]]);
    });

    it('finishes the send in flight when stopped, and records it as sent', async () => {
      sink = await createSmtpSink();
      sink.hold();
      await sink.start();
      const { app, worker } = await deliver(sink.url);
      expect((await post(app, '/api/contact', { name: 'Ana Ruiz', email: 'ana@example.com', phone: '4085550100', message: 'Hi' })).status).toBe(201);
      // The server has the message and holds its answer: the send is in flight.
      await vi.waitFor(async () => {
        const [row] = await outboxRows(opened.database);
        expect(row?.attempts).toBe(1);
        expect(row?.lockedUntil).not.toBeNull();
      }, WAIT);
      let stopped = false;
      const stopping = worker.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stopped).toBe(false);
      sink.release();
      await stopping;
      const [row] = await outboxRows(opened.database);
      expect(row).toMatchObject({ status: 'sent', lockedUntil: null });
      expect(sink.received).toHaveLength(1);
    });

    it('sends every e-mail exactly once with two workers claiming from the same database', async () => {
      sink = await createSmtpSink();
      // The first worker's sends are held open, so the second one claims while they are in flight.
      sink.hold();
      await sink.start();
      const total = 60;
      // One statement each, so every row has its own queue time: the oldest are due first, for both workers.
      for (let index = 0; index < total; index += 1) {
        await queueEmails(opened.database.db, [
          { kind: 'test.parallel', to: `reader${index}@example.com`, subject: `Message ${index}`, text: `Message ${index}`, html: `<p>${index}</p>` },
        ], testCipher());
      }
      const env = loadEnv({ ...opened.envSource, SMTP_URL: sink.url, MAIL_FROM, ...FAST_MAIL_SETTINGS });
      const startWorker = async () => {
        const worker = await outboxWorkerFromEnv(env, opened.database.db, createLogger('silent'), testCipher());
        if (!worker) throw new Error('no worker');
        workers.push(worker);
      };
      const triesStarted = async () => (await outboxRows(opened.database)).reduce((sum, row) => sum + row.attempts, 0);
      await startWorker();
      await vi.waitFor(async () => expect(await triesStarted()).toBe(10), WAIT);
      await startWorker();
      // The second worker has claimed a batch too: other rows, or (were the claim unsafe) the same ones again.
      await vi.waitFor(async () => expect(await triesStarted()).toBe(20), WAIT);
      sink.release();
      const rows = await vi.waitFor(async () => {
        const all = await allSent();
        expect(all).toHaveLength(total);
        return all;
      }, WAIT);
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
      const counts = countByMessageId(sink.received);
      expect(counts.size).toBe(total);
      expect(sink.received).toHaveLength(total);
    });

    it('keeps a slow send to itself past the first lease by renewing it', async () => {
      sink = await createSmtpSink();
      sink.hold();
      await sink.start();
      const env = loadEnv({ ...opened.envSource, SMTP_URL: sink.url, MAIL_FROM, ...FAST_MAIL_SETTINGS, MAIL_LEASE_MS: '3000' });
      const startWorker = async () => {
        const worker = await outboxWorkerFromEnv(env, opened.database.db, createLogger('silent'), testCipher());
        if (!worker) throw new Error('no worker');
        workers.push(worker);
      };
      const queue = (subject: string) =>
        queueEmails(opened.database.db, [{ kind: 'test.slow', to: 'slow@example.com', subject, text: subject, html: `<p>${subject}</p>` }], testCipher());
      const row = async (subject: string) => (await outboxRows(opened.database)).find((candidate) => candidate.subject === subject);

      await queue('first');
      await startWorker();
      const claimed = await vi.waitFor(async () => {
        const first = await row('first');
        expect(first?.attempts).toBe(1);
        return first;
      }, WAIT);
      // Wait, by the database clock, until the first lease would have run out had it not been renewed.
      await vi.waitFor(async () => {
        const result = await opened.database.db
          .select({ past: sql<boolean>`now() > ${claimed?.lockedUntil?.toISOString()}::timestamptz` })
          .from(outbox)
          .limit(1);
        expect(result[0]?.past).toBe(true);
      }, WAIT);
      // A second worker's claim takes the new e-mail, which proves it looked, and must leave the first one alone.
      await startWorker();
      await queue('second');
      await vi.waitFor(async () => expect((await row('second'))?.attempts).toBe(1), WAIT);
      expect((await row('first'))?.attempts).toBe(1);
      sink.release();
      await vi.waitFor(allSent, WAIT);
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      expect(sink.received.map((mail) => mail.parsed.subject).sort()).toEqual(['first', 'second']);
    });

    it('without SMTP_URL runs no worker and keeps the e-mails pending; they go with their submission', async () => {
      const env = loadEnv({ ...opened.envSource, LOG_LEVEL: 'silent' });
      expect(await outboxWorkerFromEnv(env, opened.database.db, createLogger('silent'), testCipher())).toBeUndefined();
      const app = buildTestApp(opened.database, { AGENCY_EMAIL });
      expect((await post(app, '/api/forms/general-change', generalChange())).status).toBe(201);
      const rows = await outboxRows(opened.database);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 0],
        ['pending', 0],
      ]);
      // Deleting a submission (a data-removal request) also drops its unsent e-mails.
      const [stored] = await opened.database.db.select().from(submissions);
      expect(rows.every((row) => row.submissionId === stored?.id)).toBe(true);
      await opened.database.db.delete(submissions).where(eq(submissions.id, String(stored?.id)));
      expect(await outboxRows(opened.database)).toEqual([]);
    });
  });
}

/** The general change fixture, as a visitor would send it. */
function generalChange() {
  return mixedRequests(0).find(([path]) => path === '/api/forms/general-change')?.[1] ?? {};
}
