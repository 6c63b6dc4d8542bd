/**
 * POST /api/newsletter and POST /api/contact, run once per database back end (site-forms-pglite.test.ts,
 * site-forms-postgres.test.ts): what a client sees, and what got stored.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscriptions, outbox } from '../../api/db/schema';
import { CONTACT_NOTIFICATION_KIND } from '../../api/mail/contact-notification';
import { decryptEmail } from '../../api/mail/outbox-store';
import { NEWSLETTER_CONSENT_TEXT } from '../../schemas/site-forms';
import type { Backend, OpenedBackend } from './support/backends';
import { solveCaptcha } from './support/captcha';
import { captureLog, type CapturedLog } from './support/captured-log';
import { buildTestApp, testCipher } from './support/test-app';

const INVALID_EMAIL = 'Please enter a valid email address';
const AGENCY_EMAIL = 'agency-inbox@example.test';

export function defineSiteFormsSuite(backend: Backend): void {
  describe(`newsletter and contact on ${backend.name}`, () => {
    let opened: OpenedBackend;
    let app: Hono;
    let captured: CapturedLog;

    beforeAll(async () => {
      opened = await backend.open();
      captured = captureLog();
      app = buildTestApp(opened.database, { AGENCY_EMAIL }, { log: captured.log });
    });
    afterAll(async () => {
      await opened?.dispose();
    });
    beforeEach(async () => {
      const { db } = opened.database;
      await db.delete(newsletterSubscriptions);
      await db.delete(contactMessages);
      await db.delete(outbox);
    });

    const send = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const token = () => solveCaptcha(async () => app.request('/api/captcha/challenge'));
    const rowCount = async (table: typeof newsletterSubscriptions | typeof contactMessages | typeof outbox) => {
      const [row] = await opened.database.db.select({ n: count() }).from(table);
      return row?.n ?? 0;
    };

    describe('POST /api/newsletter', () => {
      it('stores a signup with the consent text and answers 201', async () => {
        const response = await send('/api/newsletter', { email: 'Reader@Example.com', captchaToken: await token() });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({ status: 'subscribed' });
        const rows = await opened.database.db.select().from(newsletterSubscriptions);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ email: 'Reader@Example.com', consentText: NEWSLETTER_CONSENT_TEXT });
        expect(rows[0]?.createdAt).toBeInstanceOf(Date);
      });

      it('keeps one row for a repeated address in another case and answers the same', async () => {
        const first = await send('/api/newsletter', { email: 'reader@example.com', captchaToken: await token() });
        const second = await send('/api/newsletter', { email: 'READER@example.COM', captchaToken: await token() });
        expect(second.status).toBe(first.status);
        expect(await second.json()).toEqual(await first.json());
        expect(await rowCount(newsletterSubscriptions)).toBe(1);
      });

      it.each([
        ['no @', 'reader.example.com'],
        ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
        ['255 characters', `${'a'.repeat(60)}@${'b'.repeat(190)}.com`],
      ])('refuses an address with %s', async (_label, email) => {
        const response = await send('/api/newsletter', { email, captchaToken: await token() });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: 'validation_failed',
          errors: [{ path: '/email', message: INVALID_EMAIL }],
        });
        expect(await rowCount(newsletterSubscriptions)).toBe(0);
      });

      it('accepts 64 characters of local part and 254 overall', async () => {
        const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
        expect(email).toHaveLength(254);
        expect((await send('/api/newsletter', { email, captchaToken: await token() })).status).toBe(201);
      });

      it('refuses an unknown property', async () => {
        const response = await send('/api/newsletter', { email: 'a@example.com', captchaToken: await token(), name: 'x' });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ errors: [{ path: '/name', message: 'This field is not allowed.' }] });
      });

      it('answers 403 without a captcha token or with a used one, storing nothing more', async () => {
        expect((await send('/api/newsletter', { email: 'a@example.com' })).status).toBe(403);
        expect(await rowCount(newsletterSubscriptions)).toBe(0);
        const captchaToken = await token();
        expect((await send('/api/newsletter', { email: 'a@example.com', captchaToken })).status).toBe(201);
        const replay = await send('/api/newsletter', { email: 'b@example.com', captchaToken });
        expect(replay.status).toBe(403);
        expect(await replay.json()).toMatchObject({ error: 'captcha_failed' });
        expect(await rowCount(newsletterSubscriptions)).toBe(1);
      });

      it('answers 400 invalid_json for a body that is not JSON', async () => {
        const response = await send('/api/newsletter', '{oops');
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'invalid_json' });
      });
    });

    describe('POST /api/contact', () => {
      const message = {
        name: 'José Núñez',
        email: 'jose@example.com',
        phone: '4085550142',
        message: 'Please call me about <b>bundling</b> home & auto.',
      };

      it('stores the message and queues one agency e-mail, escaped, in the outbox', async () => {
        const response = await send('/api/contact', { ...message, captchaToken: await token() });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({ status: 'received' });
        const [stored] = await opened.database.db.select().from(contactMessages);
        expect(stored).toMatchObject(message);
        const mails = await opened.database.db.select().from(outbox);
        expect(mails).toHaveLength(1);
        const [storedMail] = mails;
        // The bodies are stored encrypted, and read back decrypted.
        expect(storedMail?.text).toMatch(/^enc:v1:/);
        expect(storedMail?.html).not.toContain('bundling');
        const mail = storedMail && decryptEmail(storedMail, testCipher());
        expect(mail).toMatchObject({
          kind: CONTACT_NOTIFICATION_KIND,
          to: AGENCY_EMAIL,
          subject: 'New contact message from José Núñez',
          sentAt: null,
          attempts: 0,
          lastError: null,
        });
        expect(mail?.text).toContain(message.message);
        expect(mail?.html).toContain('&lt;b&gt;bundling&lt;/b&gt; home &amp; auto.');
        expect(mail?.html).not.toContain('<b>bundling');
      });

      it('stores neither the message nor the captcha use when queueing the e-mail fails', async () => {
        // Without the outbox table the route's second insert fails: the message written before it must roll back.
        const { db } = opened.database;
        const captchaToken = await token();
        await db.execute(sql`alter table outbox rename to outbox_away`);
        const errorsBefore = captured.messages('error').length;
        try {
          expect((await send('/api/contact', { ...message, captchaToken })).status).toBe(500);
        } finally {
          await db.execute(sql`alter table outbox_away rename to outbox`);
        }
        const errors = captured.entries().filter((entry) => entry.level === 'error').slice(errorsBefore);
        expect(errors).toEqual([
          expect.objectContaining({ msg: 'unhandled error', err: expect.objectContaining({ cause: expect.objectContaining({ code: '42P01' }) }) }),
          expect.objectContaining({ msg: 'request failed', route: '/api/contact', status: 500 }),
        ]);
        expect(await rowCount(contactMessages)).toBe(0);
        // The solution was not used up either, so the visitor's retry goes through.
        expect((await send('/api/contact', { ...message, captchaToken })).status).toBe(201);
        expect(await rowCount(contactMessages)).toBe(1);
        expect(await rowCount(outbox)).toBe(1);
      });

      it('reports every invalid field with its message', async () => {
        const response = await send('/api/contact', {
          name: 'J',
          email: 'jose',
          phone: '555',
          message: '   ',
          captchaToken: await token(),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: 'validation_failed',
          errors: [
            { path: '/name', message: 'Must be 2 to 50 characters.' },
            { path: '/email', message: 'Please enter a valid email address.' },
            { path: '/phone', message: 'Invalid format.' },
            { path: '/message', message: 'This field is required.' },
          ],
        });
      });

      it('calls an empty e-mail address or phone number required, not badly formatted', async () => {
        const response = await send('/api/contact', { name: 'Jose Diaz', email: '', phone: '', message: 'Please call me.', captchaToken: await token() });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: 'validation_failed',
          errors: [
            { path: '/email', message: 'This field is required.' },
            { path: '/phone', message: 'This field is required.' },
          ],
        });
      });

      it('requires every field and refuses unknown ones', async () => {
        const response = await send('/api/contact', { your_company_name: 'x', captchaToken: await token() });
        expect(response.status).toBe(400);
        const body: { errors: { path: string; message: string }[] } = await response.json();
        expect(body.errors).toEqual(
          expect.arrayContaining([
            { path: '/name', message: 'This field is required.' },
            { path: '/email', message: 'This field is required.' },
            { path: '/phone', message: 'This field is required.' },
            { path: '/message', message: 'This field is required.' },
            { path: '/your_company_name', message: 'This field is not allowed.' },
          ]),
        );
      });

      it('refuses a message over 5,000 characters', async () => {
        const response = await send('/api/contact', { ...message, message: 'x'.repeat(5001), captchaToken: await token() });
        expect(await response.json()).toMatchObject({ errors: [{ path: '/message', message: 'Must be at most 5,000 characters.' }] });
      });

      it('answers 403 without or with a replayed captcha, storing nothing more', async () => {
        expect((await send('/api/contact', message)).status).toBe(403);
        const captchaToken = await token();
        expect((await send('/api/contact', { ...message, captchaToken })).status).toBe(201);
        expect((await send('/api/contact', { ...message, captchaToken })).status).toBe(403);
        expect(await rowCount(contactMessages)).toBe(1);
        const [row] = await opened.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, CONTACT_NOTIFICATION_KIND));
        expect(row?.n).toBe(1);
      });
    });
  });
}
