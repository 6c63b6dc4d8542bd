/**
 * "Save and finish later" (POST /api/drafts, GET /api/drafts/:token, and the submission that completes a draft),
 * run once per database back end (drafts-pglite.test.ts, drafts-postgres.test.ts): what a client sees, and what
 * got stored.
 */
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drafts, outbox } from '../../api/db/schema';
import { createDraftToken, deleteExpiredDrafts, hashDraftToken, insertDraft, readDraft } from '../../api/drafts/draft-store';
import { DRAFT_LINK_KIND } from '../../api/mail/draft-link';
import { decryptEmail } from '../../api/mail/outbox-store';
import { purgeCutoff, purgeOlderThan } from '../../api/privacy/purge';
import { DRAFT_TOKEN_HEADER } from '../../engine/drafts';
import type { Backend, OpenedBackend } from './support/backends';
import { solveCaptcha } from './support/captcha';
import { readFixture, type Payload } from './support/payloads';
import { buildTestApp, testCipher } from './support/test-app';

const PUBLIC_URL = 'https://www.example.test';
const DAY_MS = 24 * 60 * 60 * 1000;

export function defineDraftsSuite(backend: Backend): void {
  describe(`saved drafts on ${backend.name}`, () => {
    let opened: OpenedBackend;
    let app: Hono;
    const cipher = testCipher();

    beforeAll(async () => {
      opened = await backend.open();
      app = buildTestApp(opened.database, { PUBLIC_URL });
    });
    afterAll(async () => {
      await opened?.dispose();
    });
    beforeEach(async () => {
      await opened.database.db.delete(drafts);
      await opened.database.db.delete(outbox);
    });

    const captcha = () => solveCaptcha(async () => app.request('/api/captcha/challenge'));
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      app.request('/api/drafts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const draftOf = (overrides: Payload = {}): Payload => ({
      wizardId: 'commercial-quote',
      email: 'dana@example.com',
      step: 4,
      data: { fullName: 'Dana Whitfield', businessName: 'Story Road Bakery' },
      schemaVersion: '0123456789abcdef',
      ...overrides,
    });

    /** Saves a draft and returns the token of the link e-mailed for it. */
    async function saveAndReadLink(body: Payload): Promise<{ token: string; link: string }> {
      const response = await post({ ...body, captchaToken: await captcha() });
      expect(response.status).toBe(201);
      const [email] = await opened.database.db.select().from(outbox).where(eq(outbox.kind, DRAFT_LINK_KIND));
      if (!email) throw new Error('no resume e-mail queued');
      const { text } = decryptEmail(email, cipher);
      const link = /https:\/\/\S+/.exec(text)?.[0] ?? '';
      const token = new URL(link).searchParams.get('resume') ?? '';
      return { token, link };
    }

    it('stores the draft encrypted, e-mails a link with a 256-bit token, and opens it by that token only', async () => {
      const response = await post({ ...draftOf(), captchaToken: await captcha() });
      expect(response.status).toBe(201);
      const { expiresAt } = (await response.json()) as { expiresAt: string };
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
      expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);

      const [email] = await opened.database.db.select().from(outbox);
      expect(email).toMatchObject({ kind: DRAFT_LINK_KIND, to: 'dana@example.com', submissionId: null });
      const { text, html } = decryptEmail(email!, cipher);
      const link = /https:\/\/\S+/.exec(text)?.[0] ?? '';
      expect(link).toMatch(/^https:\/\/www\.example\.test\/quote\/commercial\?resume=[A-Za-z0-9_-]{43}$/);
      expect(html).toContain(link);
      const token = new URL(link).searchParams.get('resume') ?? '';

      const [row] = await opened.database.db.select().from(drafts);
      expect(row?.tokenHash).toBe(hashDraftToken(token));
      expect(row?.wizardId).toBe('commercial-quote');
      // Neither the token nor any answer is readable in the row.
      const stored = Buffer.from(row!.content).toString('latin1');
      expect(stored).not.toContain('Dana');
      expect(stored).not.toContain(token);

      const opened_ = await app.request(`/api/drafts/${token}`);
      expect(opened_.status).toBe(200);
      expect(opened_.headers.get('cache-control')).toBe('no-store');
      expect(await opened_.json()).toMatchObject({
        wizardId: 'commercial-quote',
        step: 4,
        data: { fullName: 'Dana Whitfield', businessName: 'Story Road Bakery' },
        schemaVersion: '0123456789abcdef',
        expiresAt,
      });
    });

    it('answers 404 for a token of no draft and a malformed token, and lists nothing', async () => {
      await saveAndReadLink(draftOf());
      for (const path of [`/api/drafts/${createDraftToken()}`, '/api/drafts/not-a-token']) {
        const response = await app.request(path);
        expect(response.status, path).toBe(404);
      }
      // The drafts' path answers POST only: a GET gets 405 with Allow, and no draft.
      for (const path of ['/api/drafts', '/api/drafts/']) {
        const listed = await app.request(path);
        expect(listed.status, path).toBe(405);
        expect(listed.headers.get('Allow'), path).toBe('POST');
        expect(await listed.json(), path).toMatchObject({ error: 'method_not_allowed' });
      }
    });

    it('refuses a draft with field-level errors and stores nothing', async () => {
      const response = await post({
        ...draftOf({ wizardId: 'no-such-wizard', email: 'dana.example.com', step: 1.5, data: [] }),
        captchaToken: await captcha(),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; errors: { path: string; message: string }[] };
      expect(body.error).toBe('validation_failed');
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: '/wizardId', message: 'There is no form with this id.' },
          { path: '/email', message: 'Please enter a valid email address.' },
          { path: '/step', message: 'Invalid input.' },
          { path: '/data', message: 'Invalid input.' },
        ]),
      );
      expect(await opened.database.db.select().from(drafts)).toHaveLength(0);
      expect(await opened.database.db.select().from(outbox)).toHaveLength(0);
    });

    it('refuses a step past the review step of the wizard', async () => {
      // The commercial quote has six form steps, then the review (index 6) and the thank-you.
      const response = await post({ ...draftOf({ step: 7 }), captchaToken: await captcha() });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'validation_failed',
        errors: [{ path: '/step', message: 'This form has no such step.' }],
      });
      expect((await post({ ...draftOf({ step: 6 }), captchaToken: await captcha() })).status).toBe(201);
    });

    it('asks for a captcha, once per solution', async () => {
      expect((await post(draftOf())).status).toBe(403);
      const token = await captcha();
      expect((await post({ ...draftOf(), captchaToken: token })).status).toBe(201);
      expect((await post({ ...draftOf(), captchaToken: token })).status).toBe(403);
      expect(await opened.database.db.select().from(drafts)).toHaveLength(1);
    });

    it('deletes the draft with the submission that names it, and keeps it when the submission is refused', async () => {
      const { token } = await saveAndReadLink(draftOf());
      const submit = async (payload: Payload) =>
        app.request('/api/quotes/commercial', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [DRAFT_TOKEN_HEADER]: token },
          body: JSON.stringify({ ...payload, captchaToken: await captcha() }),
        });
      const refused = await submit({ ...readFixture('commercial-quote'), email: 'not an address' });
      expect(refused.status).toBe(400);
      expect((await app.request(`/api/drafts/${token}`)).status).toBe(200);

      const stored = await submit(readFixture('commercial-quote'));
      expect(stored.status).toBe(201);
      expect((await app.request(`/api/drafts/${token}`)).status).toBe(404);
      expect(await opened.database.db.select().from(drafts)).toHaveLength(0);
    });

    it('keeps a draft when another wizard’s submission names its token', async () => {
      const { token } = await saveAndReadLink(draftOf());
      const response = await app.request('/api/quotes/auto', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DRAFT_TOKEN_HEADER]: token },
        body: JSON.stringify({ ...readFixture('auto-quote'), captchaToken: await captcha() }),
      });
      expect(response.status).toBe(201);
      expect((await app.request(`/api/drafts/${token}`)).status).toBe(200);
    });

    it('refuses a draft past its 30 days, and the purge removes it', async () => {
      const { db } = opened.database;
      const oldToken = createDraftToken();
      const freshToken = createDraftToken();
      const content = { step: 1, data: { fullName: 'Dana' }, schemaVersion: 'ab' };
      await insertDraft(db, cipher, { token: oldToken, wizardId: 'auto-quote', content, savedAt: new Date(Date.now() - 31 * DAY_MS) });
      await insertDraft(db, cipher, { token: freshToken, wizardId: 'auto-quote', content, savedAt: new Date() });
      expect(await readDraft(db, cipher, oldToken)).toBeNull();
      expect((await app.request(`/api/drafts/${oldToken}`)).status).toBe(404);
      expect(await readDraft(db, cipher, freshToken)).toMatchObject({ wizardId: 'auto-quote', ...content });

      expect(await purgeOlderThan(db, testCipher(), purgeCutoff(365), { dryRun: true })).toMatchObject({ drafts: 1 });
      expect(await purgeOlderThan(db, testCipher(), purgeCutoff(365))).toMatchObject({ drafts: 1 });
      expect(await deleteExpiredDrafts(db)).toBe(0);
      expect(await db.select({ hash: drafts.tokenHash }).from(drafts)).toEqual([{ hash: hashDraftToken(freshToken) }]);
    });

    it('counts saving and opening drafts against their own rate limit', async () => {
      const limited = buildTestApp(opened.database, { PUBLIC_URL, RATE_LIMIT_DRAFTS_PER_MINUTE: '2' });
      const client = { 'x-forwarded-for': '203.0.113.9' };
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push((await limited.request(`/api/drafts/${createDraftToken()}`, { headers: client })).status);
      }
      expect(statuses.slice(0, 2)).toEqual([404, 404]);
      expect(statuses[2]).toBe(429);
    });
  });
}
