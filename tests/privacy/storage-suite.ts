/**
 * Encryption at rest and retention, on each database back end: what a submission leaves in the tables (read with
 * raw SQL, as someone holding a copy of the database would), the decryption for e-mails and export, the key rotation,
 * tampering, and the purge.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database';
import { attachments, contactMessages, newsletterSubscriptions, outbox, submissions } from '../../api/db/schema';
import { loadSubmissions } from '../../api/export/export-submissions';
import { decryptEmail, loadSubmissionFiles } from '../../api/mail/outbox-store';
import { DecryptionError, generateKeySpec } from '../../api/privacy/data-cipher';
import { purgeCutoff, purgeOlderThan } from '../../api/privacy/purge';
import { rotateKeys } from '../../api/privacy/rotate-keys';
import type { Backend, OpenedBackend } from '../api/support/backends';
import { attachment, PDF_BYTES, readFixture, type Payload } from '../api/support/payloads';
import { isRecord } from '../../json/json-value';
import { submitWithCaptcha } from '../api/support/submit';
import { buildTestApp, testCipher, testRegistry } from '../api/support/test-app';

export const MARKERS = {
  license: 'Q9081726354',
  birthDate: '1977-07-17',
  fileBytes: '/Type /Catalog',
} as const;

/** The driver change fixture carrying the markers: a licence number, a date of birth and a PDF. */
export function driverChangeWithMarkers(): Payload {
  const payload = readFixture('driver-change');
  const details = payload.additionalData;
  if (!isRecord(details)) throw new Error('fixture without additionalData');
  return {
    ...payload,
    additionalData: {
      ...details,
      licenseNumber: MARKERS.license,
      dateOfBirth: MARKERS.birthDate,
      attachments: [attachment('license.pdf', 'application/pdf', PDF_BYTES)],
    },
  };
}

async function rows(database: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await database.db.execute(query);
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  if (isRecord(result) && Array.isArray(result.rows)) return result.rows as Record<string, unknown>[];
  throw new Error('unexpected result shape');
}

/** Every stored byte that could hold a visitor's data, as text (bytea as hex). */
async function everythingStored(database: Database): Promise<string> {
  const parts = await Promise.all([
    rows(database, sql`select payload::text as v from submissions`),
    rows(database, sql`select encode(content, 'hex') as v from attachments`),
    rows(database, sql`select concat_ws(' ', subject, text, html) as v from outbox`),
  ]);
  return parts.flat().map((row) => String(row.v)).join('\n');
}

const hex = (text: string) => Buffer.from(text).toString('hex');
const REPO = fileURLToPath(new URL('../..', import.meta.url));

function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(join(REPO, 'node_modules', '.bin', 'tsx'), [script, ...args], { cwd: REPO, env: { PATH: process.env.PATH ?? '', ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

export function defineStorageSuite(backend: Backend): void {
  describe(`privacy at rest on ${backend.name}`, () => {
    let opened: OpenedBackend;
    const keyA = generateKeySpec('a');
    const keyB = generateKeySpec('b');
    const registry = testRegistry();

    beforeAll(async () => {
      opened = await backend.open();
    });
    afterAll(async () => {
      await opened.dispose();
    });
    beforeEach(async () => {
      const { db } = opened.database;
      await db.delete(outbox);
      await db.delete(submissions);
      await db.delete(contactMessages);
      await db.delete(newsletterSubscriptions);
    });

    async function submit(keys: string, settings: Record<string, string> = {}) {
      const app = buildTestApp(opened.database, { ...opened.envSource, DATA_ENCRYPTION_KEYS: keys, ...settings });
      const response = await submitWithCaptcha(app, '/api/forms/driver-change', driverChangeWithMarkers());
      expect(response.status).toBe(201);
      return String(response.body.requestId);
    }

    it('stores no licence number, date of birth or file bytes in clear, and decrypts them for e-mails and export', async () => {
      // A notification in full repeats every field: the one whose body must be sealed.
      await submit(keyA, { AGENCY_EMAIL_DETAIL: 'full' });
      const stored = await everythingStored(opened.database);
      expect(stored).toContain('enc:v1:a:');
      expect(stored).not.toContain(MARKERS.license);
      expect(stored).not.toContain(MARKERS.birthDate);
      expect(stored).not.toContain(hex(MARKERS.fileBytes));
      expect(stored).not.toContain(hex('%PDF'));

      const cipher = testCipher({ DATA_ENCRYPTION_KEYS: keyA });
      const [submission] = await opened.database.db.select().from(submissions);
      const files = await loadSubmissionFiles(opened.database.db, String(submission?.id), cipher);
      expect(files.map((file) => file.content.equals(PDF_BYTES))).toEqual([true]);
      const notification = (await opened.database.db.select().from(outbox)).find((row) => row.kind.includes('agency'));
      const readable = decryptEmail(notification ?? { text: '', html: null }, cipher);
      expect(readable.text).toContain(MARKERS.license);
      expect(readable.html).toContain(MARKERS.license);

      const [exported] = await loadSubmissions(opened.database.db, { since: new Date(0) }, cipher, new Map());
      expect(exported?.fields['additionalData.licenseNumber']).toBe(MARKERS.license);
      expect(exported?.fields['additionalData.dateOfBirth']).toBe(MARKERS.birthDate);
    });

    it('rotates: rows of the old key decrypt with both listed, are rewritten under the new one, then need only it', async () => {
      await submit(keyA);
      const rotated = testCipher({ DATA_ENCRYPTION_KEYS: `${keyB},${keyA}` });
      const counts = await rotateKeys(opened.database.db, rotated, registry, { batchSize: 1 });
      expect(counts).toEqual({ submissions: 1, attachments: 1, emails: 2, drafts: 0 });
      const stored = await everythingStored(opened.database);
      expect(stored).toContain('enc:v1:b:');
      expect(stored).not.toContain('enc:v1:a:');
      expect(stored).not.toContain(hex('\0ENC\u0001\u0001a'));
      expect(stored).toContain(hex('\0ENC\u0001\u0001b'));
      expect(await rotateKeys(opened.database.db, rotated, registry)).toEqual({ submissions: 0, attachments: 0, emails: 0, drafts: 0 });

      const onlyNew = testCipher({ DATA_ENCRYPTION_KEYS: keyB });
      const [exported] = await loadSubmissions(opened.database.db, { since: new Date(0) }, onlyNew, new Map());
      expect(exported?.fields['additionalData.licenseNumber']).toBe(MARKERS.license);
      const [submission] = await opened.database.db.select().from(submissions);
      const files = await loadSubmissionFiles(opened.database.db, String(submission?.id), onlyNew);
      expect(files[0]?.content.equals(PDF_BYTES)).toBe(true);
      for (const row of await opened.database.db.select().from(outbox)) {
        expect(decryptEmail(row, onlyNew).text).not.toMatch(/^enc:/);
      }
    });

    it('encrypts, when rotating, values stored in clear before encryption existed', async () => {
      await submit(keyA);
      const cipher = testCipher({ DATA_ENCRYPTION_KEYS: keyA });
      const [submission] = await opened.database.db.select().from(submissions);
      // As an older version wrote them: the fields, one file and one e-mail body in clear.
      const payload = driverChangeWithMarkers();
      delete payload.captchaToken;
      const details = payload.additionalData;
      if (isRecord(details) && Array.isArray(details.attachments)) {
        for (const file of details.attachments) if (isRecord(file)) delete file.content;
      }
      await opened.database.db.update(submissions).set({ payload }).where(eq(submissions.id, String(submission?.id)));
      await opened.database.db.update(attachments).set({ content: PDF_BYTES });
      await opened.database.db.update(outbox).set({ text: `plain ${MARKERS.license}` });
      expect(await everythingStored(opened.database)).toContain(MARKERS.license);

      const counts = await rotateKeys(opened.database.db, cipher, registry);
      expect(counts).toEqual({ submissions: 1, attachments: 1, emails: 2, drafts: 0 });
      const stored = await everythingStored(opened.database);
      expect(stored).not.toContain(MARKERS.license);
      expect(stored).not.toContain(MARKERS.birthDate);
      expect(stored).not.toContain(hex(MARKERS.fileBytes));
    });

    it('fails loudly when a stored ciphertext was altered', async () => {
      await submit(keyA);
      const cipher = testCipher({ DATA_ENCRYPTION_KEYS: keyA });
      await opened.database.db.execute(
        sql`update submissions set payload = jsonb_set(payload, '{additionalData,licenseNumber}', to_jsonb(overlay(payload->'additionalData'->>'licenseNumber' placing 'AAAA' from 30 for 4)))`,
      );
      await expect(loadSubmissions(opened.database.db, { since: new Date(0) }, cipher, new Map())).rejects.toThrow(DecryptionError);
      await opened.database.db.execute(sql`update attachments set content = overlay(content placing '\\x00000000'::bytea from 40 for 4)`);
      const [submission] = await opened.database.db.select().from(submissions);
      await expect(loadSubmissionFiles(opened.database.db, String(submission?.id), cipher)).rejects.toThrow(DecryptionError);
    });

    it('purges submissions, files, e-mails and contact messages past the retention, and keeps newsletter subscribers', async () => {
      const app = buildTestApp(opened.database, opened.envSource);
      for (let index = 0; index < 2; index += 1) {
        expect((await submitWithCaptcha(app, '/api/forms/driver-change', driverChangeWithMarkers())).status).toBe(201);
      }
      expect(
        (await submitWithCaptcha(app, '/api/contact', { name: 'Old Contact', email: 'old@example.com', phone: '4085550100', message: 'Hello there, an old message.' }))
          .status,
      ).toBe(201);
      expect((await submitWithCaptcha(app, '/api/newsletter', { email: 'reader@example.com' })).status).toBe(201);
      // Age everything but one submission and its e-mails by 400 days.
      const [keep] = await opened.database.db.select().from(submissions).limit(1);
      const past = sql`now() - interval '400 days'`;
      await opened.database.db.execute(sql`update submissions set created_at = ${past} where id <> ${keep?.id}`);
      await opened.database.db.execute(sql`update outbox set created_at = ${past} where submission_id is distinct from ${keep?.id}`);
      await opened.database.db.execute(sql`update contact_messages set created_at = ${past}`);
      await opened.database.db.execute(sql`update newsletter_subscriptions set created_at = ${past}`);

      const dry = await purgeOlderThan(opened.database.db, testCipher(), purgeCutoff(365), { dryRun: true });
      expect(dry).toMatchObject({ submissions: 1, attachments: 1, emails: 4, contactMessages: 1 });
      expect(await opened.database.db.$count(submissions)).toBe(2);

      const counts = await purgeOlderThan(opened.database.db, testCipher(), purgeCutoff(365));
      expect(counts).toEqual(dry);
      const left = await opened.database.db.select({ id: submissions.id }).from(submissions);
      expect(left).toEqual([{ id: keep?.id }]);
      expect(await opened.database.db.$count(attachments)).toBe(1);
      expect((await opened.database.db.select().from(outbox)).every((row) => row.submissionId === keep?.id)).toBe(true);
      expect(await opened.database.db.$count(contactMessages)).toBe(0);
      expect(await opened.database.db.$count(newsletterSubscriptions)).toBe(1);
      expect(await purgeOlderThan(opened.database.db, testCipher(), purgeCutoff(365))).toMatchObject({ submissions: 0, emails: 0 });
    });
  });

  describe(`npm run rotate-key on ${backend.name}`, () => {
    it('re-encrypts with the first key, then has nothing left to do', async () => {
      const oldKey = generateKeySpec('old');
      const newKey = generateKeySpec('new');
      const store = await backend.createDurableStore();
      try {
        const database = await store.open();
        try {
          const app = buildTestApp(database, { ...store.envSource, DATA_ENCRYPTION_KEYS: oldKey });
          expect((await submitWithCaptcha(app, '/api/forms/driver-change', driverChangeWithMarkers())).status).toBe(201);
        } finally {
          await database.close();
        }
        const env = { ...store.envSource, DATA_ENCRYPTION_KEYS: `${newKey},${oldKey}` };
        const first = await runScript('scripts/rotate-key.ts', [], env);
        expect(first.code).toBe(0);
        expect(first.stdout).toContain('Re-encrypted with key "new": 1 submission(s), 1 file(s), 2 e-mail(s), 0 draft(s).');
        const second = await runScript('scripts/rotate-key.ts', [], env);
        expect(second.stdout).toContain('Re-encrypted with key "new": 0 submission(s), 0 file(s), 0 e-mail(s), 0 draft(s).');
        const refused = await runScript('scripts/rotate-key.ts', [], { ...store.envSource, NODE_ENV: 'production' });
        expect(refused.code).toBe(2);
        expect(refused.stderr).toContain('DATA_ENCRYPTION_KEYS is required in production');
      } finally {
        await store.dispose();
      }
    }, 60_000);
  });

  describe(`npm run purge on ${backend.name}`, () => {
    it('deletes past --older-than, prints the counts, and refuses a bad period', async () => {
      const store = await backend.createDurableStore();
      try {
        const database = await store.open();
        try {
          const app = buildTestApp(database, store.envSource);
          expect((await submitWithCaptcha(app, '/api/forms/driver-change', driverChangeWithMarkers())).status).toBe(201);
          await database.db.execute(sql`update submissions set created_at = now() - interval '31 days'`);
        } finally {
          await database.close();
        }
        const kept = await runScript('scripts/purge.ts', ['--older-than', '60d'], store.envSource);
        expect(kept.code).toBe(0);
        expect(kept.stdout).toMatch(/\(60 days\): deleted 0 submission\(s\), 0 file\(s\), 0 e-mail\(s\), 0 contact message\(s\)/);
        const purged = await runScript('scripts/purge.ts', ['--older-than=30d'], store.envSource);
        expect(purged.code).toBe(0);
        expect(purged.stdout).toMatch(/\(30 days\): deleted 1 submission\(s\), 1 file\(s\), 2 e-mail\(s\), 0 contact message\(s\)/);
        const bad = await runScript('scripts/purge.ts', ['--older-than', 'a year'], store.envSource);
        expect(bad.code).toBe(2);
        expect(bad.stderr).toContain('is not a period');
      } finally {
        await store.dispose();
      }
    }, 60_000);
  });
}
