/**
 * The API integration suite, run once per database back end (api-pglite.test.ts, api-postgres.test.ts). It talks
 * HTTP to the app built by createApp and checks what a client sees, plus what got stored.
 */
import type { AddressInfo } from 'node:net';
import { startFunnelCounter } from '../../api/funnel/funnel-counter';
import { serve, type ServerType } from '@hono/node-server';
import { count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MAX_BODY_BYTES, createApp, MAX_BODY_BYTES, NEWSLETTER_MAX_BODY_BYTES, WIZARD_MAX_BODY_BYTES } from '../../api/app';
import { createCaptchaService } from '../../api/captcha/captcha-service';
import { resultRows, type Database } from '../../api/db/database';
import { attachments, submissions } from '../../api/db/schema';
import { loadEnv, type Env } from '../../api/env';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../api/http/unavailable';
import { createLogger, type Logger } from '../../api/logger';
import { DEVELOPMENT_AUTH_SECRET } from '../../api/staff/auth-secret';
import { IDLE_NOTIFIER } from '../../api/mail/outbox-worker';
import { REQUEST_ID_PATTERN } from '../../api/submissions/request-id';
import { MAX_FILE_BYTES } from '../../api/uploads/check-uploads';
import { vehicleServiceFromEnv } from '../../api/vehicles/vehicle-service';
import type { WizardRegistry } from '../../api/wizards/registry';
import type { Backend, OpenedBackend } from './support/backends';
import { portableSchema } from '../../schemas/portable-schema';
import { testCipher, NO_RATE_LIMITS, testRegistry } from './support/test-app';
import { solveCaptcha } from './support/captcha';
import { captureLog } from './support/captured-log';
import { addressChangeWith, attachment, PDF_BYTES, PNG_BYTES, readFixture, WIZARD_IDS, type Payload } from './support/payloads';
import { isRecord } from '../../json/json-value';

const TEST_SECRET = 'integration-test-secret-0123456789abcdef';
const UNSUPPORTED = (name: string) => `File "${name}" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.`;

export function defineApiSuite(backend: Backend): void {
  describe(`API on ${backend.name}`, () => {
    let opened: OpenedBackend;
    let database: Database;
    let registry: WizardRegistry;
    let env: Env;
    let app: Hono;

    function build(overrides: Record<string, string> = {}, db: Database = database, log?: Logger): Hono {
      const appEnv = loadEnv({
        ...opened.envSource,
        CAPTCHA_HMAC_SECRET: TEST_SECRET,
        CAPTCHA_COST: '20',
        ...NO_RATE_LIMITS,
        LOG_LEVEL: 'error',
        ...overrides,
      });
      const captcha = createCaptchaService({
        secret: TEST_SECRET,
        cost: appEnv.CAPTCHA_COST,
        expiresSeconds: appEnv.CAPTCHA_EXPIRES_SECONDS,
      });
      return createApp({
        env: appEnv,
        database: db,
        registry,
        captcha,
        log: log ?? createLogger(appEnv.LOG_LEVEL),
        cipher: testCipher(),
        vehicles: vehicleServiceFromEnv(appEnv, createLogger(appEnv.LOG_LEVEL)),
        outbox: IDLE_NOTIFIER,
        funnel: startFunnelCounter({ db: db.db, log: createLogger('silent') }),
        staffAuthSecret: DEVELOPMENT_AUTH_SECRET,
      });
    }

    beforeAll(async () => {
      opened = await backend.open();
      database = opened.database;
      registry = testRegistry();
      app = build();
      env = loadEnv({ ...opened.envSource, LOG_LEVEL: 'error' });
    });

    afterAll(async () => {
      await opened?.dispose();
    });

    const send = async (path: string, body: unknown, target: Hono = app, headers: Record<string, string> = {}) =>
      target.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });

    const token = (target: Hono = app) => solveCaptcha(async () => target.request('/api/captcha/challenge'));

    async function json(response: Response): Promise<Record<string, unknown>> {
      const body: unknown = await response.json();
      if (!isRecord(body)) throw new Error(`expected a JSON object, got ${JSON.stringify(body)}`);
      return body;
    }

    async function submissionCount(): Promise<number> {
      const [row] = await database.db.select({ n: count() }).from(submissions);
      return row?.n ?? -1;
    }

    async function stored(requestId: string) {
      const [row] = await database.db.select().from(submissions).where(eq(submissions.requestId, requestId));
      if (!row) throw new Error(`no submission ${requestId}`);
      const files = await database.db.select().from(attachments).where(eq(attachments.submissionId, row.id));
      return { row, files };
    }

    /** Sends the request and checks that it stored nothing, whatever it answered. */
    async function storesNothing(request: () => Promise<Response>): Promise<Response> {
      const before = await submissionCount();
      const response = await request();
      expect(await submissionCount()).toBe(before);
      return response;
    }

    describe('health', () => {
      it('answers ok with the database kind', async () => {
        const response = await app.request('/api/health');
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: 'ok', database: backend.name });
      });

      it('answers 503 when the database is gone, and logs why', async () => {
        const other = await backend.open();
        const captured = captureLog();
        const orphan = build({}, other.database, captured.log);
        await other.database.close();
        const response = await orphan.request('/api/health');
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        expect(await response.json()).toEqual({
          error: 'unavailable',
          message: UNAVAILABLE_MESSAGE,
          status: 'error',
          database: backend.name,
        });
        expect(captured.messages('warn')).toEqual(['health check: database unreachable']);
        expect(captured.messages('error')).toEqual(['request failed']);
        await other.dispose();
      });
    });

    describe('forms list and schemas', () => {
      it('lists every folder of forms/ with title and endpoint', async () => {
        const response = await app.request('/api/forms');
        expect(response.status).toBe(200);
        const list: unknown = await response.json();
        expect(Array.isArray(list) && list.map((entry: unknown) => isRecord(entry) && entry.id).sort()).toEqual(
          WIZARD_IDS,
        );
        expect(list).toContainEqual({
          id: 'address-change',
          title: 'Address Change Request',
          endpoint: '/api/policy-change/address',
        });
      });

      it.each(WIZARD_IDS)('%s: serves the published form of the bundled, self-contained schema', async (id) => {
        const response = await app.request(`/api/forms/${id}/schema`);
        expect(response.status).toBe(200);
        const schema = await json(response);
        const bundled = registry.get(id)?.schema;
        expect(bundled).toBeDefined();
        expect(schema).toEqual(bundled && portableSchema(bundled));
        expect(JSON.stringify(schema)).not.toContain('common.schema.json#');
        expect(JSON.stringify(schema)).not.toContain('errorMessage');
      });

      it('answers 404 not_found for an unknown wizard', async () => {
        for (const response of [
          await app.request('/api/forms/no-such-wizard/schema'),
          await send('/api/forms/no-such-wizard/validate', {}),
          await send('/api/forms/no-such-wizard', {}),
        ]) {
          expect(response.status).toBe(404);
          expect(await response.json()).toEqual({ error: 'not_found', message: 'There is no form with this id.' });
        }
      });

      it('answers unknown /api paths with a JSON 404', async () => {
        const response = await app.request('/api/no/such/thing');
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'not_found', message: 'There is nothing at this address.' });
      });
    });

    describe('validate', () => {
      it.each(WIZARD_IDS)('%s: accepts the valid fixture', async (id) => {
        const response = await storesNothing(() => send(`/api/forms/${id}/validate`, readFixture(id)));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ valid: true });
      });

      it.each(WIZARD_IDS)('%s: reports each missing required top-level field at its pointer', async (id) => {
        const schema = registry.get(id)?.schema;
        const required = Array.isArray(schema?.required) ? schema.required.map(String) : [];
        expect(required.length).toBeGreaterThan(0);
        for (const field of required) {
          const { [field]: _removed, ...rest } = readFixture(id);
          const body = await json(await send(`/api/forms/${id}/validate`, rest));
          expect(body.valid).toBe(false);
          expect(body.errors).toContainEqual({ path: `/${field}`, message: expect.any(String) });
        }
      });

      it('reports every missing field of an empty payload with the spec message', async () => {
        const response = await send('/api/forms/address-change/validate', {});
        expect(response.status).toBe(200);
        const body = await json(response);
        expect(body.valid).toBe(false);
        for (const field of ['fullName', 'email', 'phone', 'policyNumber', 'changeType', 'additionalData']) {
          expect(body.errors).toContainEqual({ path: `/${field}`, message: 'This field is required.' });
        }
      });

      it('reports missing nested address fields at their own pointers', async () => {
        const payload = readFixture('address-change');
        const body = await json(
          await send('/api/forms/address-change/validate', {
            ...payload,
            additionalData: { currentAddress: {}, moveDate: '2026-12-15', addressType: 'owned' },
          }),
        );
        expect(body.valid).toBe(false);
        for (const path of [
          '/additionalData/newAddress',
          '/additionalData/currentAddress/street',
          '/additionalData/currentAddress/city',
          '/additionalData/currentAddress/state',
          '/additionalData/currentAddress/zipCode',
        ]) {
          expect(body.errors).toContainEqual({ path, message: 'This field is required.' });
        }
      });

      it("refuses a bad ZIP with 'Invalid format.' at its pointer", async () => {
        const payload = readFixture('address-change');
        const additionalData = isRecord(payload.additionalData) ? payload.additionalData : {};
        const newAddress = isRecord(additionalData.newAddress) ? additionalData.newAddress : {};
        const response = await send('/api/forms/address-change/validate', {
          ...payload,
          additionalData: { ...additionalData, newAddress: { ...newAddress, zipCode: '9511' } },
        });
        expect(await response.json()).toEqual({
          valid: false,
          errors: [{ path: '/additionalData/newAddress/zipCode', message: 'Invalid format.' }],
        });
      });

      it('refuses a property the schema does not declare', async () => {
        const response = await send('/api/forms/address-change/validate', {
          ...readFixture('address-change'),
          isAdmin: true,
        });
        expect(await response.json()).toEqual({
          valid: false,
          errors: [{ path: '/isAdmin', message: 'This field is not allowed.' }],
        });
      });

      it('applies the upload re-check too, without a captcha', async () => {
        const response = await send(
          '/api/forms/address-change/validate',
          addressChangeWith([attachment('scan.pdf', 'application/pdf', PNG_BYTES)]),
        );
        expect(await response.json()).toEqual({
          valid: false,
          errors: [{ path: '/additionalData/attachments/0', message: UNSUPPORTED('scan.pdf') }],
        });
      });

      it('answers 400 invalid_json for a body that is not JSON', async () => {
        for (const body of ['', '{"fullName":']) {
          const response = await send('/api/forms/address-change/validate', body);
          expect(response.status).toBe(400);
          expect(await json(response)).toMatchObject({ error: 'invalid_json', message: expect.any(String) });
        }
      });
    });

    describe('submit', () => {
      it.each(WIZARD_IDS)('%s: stores the valid fixture with a solved captcha and answers 201', async (id) => {
        const wizard = registry.get(id);
        const response = await send(`/api/forms/${id}`, { ...readFixture(id), captchaToken: await token() });
        expect(response.status).toBe(201);
        const body = await json(response);
        expect(Object.keys(body)).toEqual(['requestId']);
        const requestId = String(body.requestId);
        expect(requestId).toMatch(REQUEST_ID_PATTERN);
        expect(requestId.startsWith(`${wizard?.ui.requestIdPrefix}-`)).toBe(true);
        const { row } = await stored(requestId);
        expect(row.wizardId).toBe(id);
      });

      it('stores the payload without contents or token, the file bytes apart, and the client IP', async () => {
        const fixture = readFixture('address-change');
        const proxied = build({ TRUST_PROXY: 'true' });
        const response = await send(
          '/api/forms/address-change',
          { ...fixture, captchaToken: await token(proxied) },
          proxied,
          { 'x-forwarded-for': '198.51.100.20, 203.0.113.7' },
        );
        expect(response.status).toBe(201);
        const { row, files } = await stored(String((await json(response)).requestId));

        expect(row.wizardId).toBe('address-change');
        expect(row.clientIp).toBe('203.0.113.7');
        expect(row.createdAt).toBeInstanceOf(Date);
        const { additionalData, ...rest } = fixture;
        const lease =
          isRecord(additionalData) && Array.isArray(additionalData.attachments) ? additionalData.attachments[0] : null;
        if (!isRecord(additionalData) || !isRecord(lease)) throw new Error('fixture without an attachment');
        const { content, ...description } = lease;
        expect(row.payload).toEqual({ ...rest, additionalData: { ...additionalData, attachments: [description] } });
        expect(JSON.stringify(row.payload)).not.toContain('captchaToken');

        expect(files).toHaveLength(1);
        const [file] = files;
        expect(file).toMatchObject({
          name: 'lease.pdf',
          type: 'application/pdf',
          size: 218,
          pointer: '/additionalData/attachments/0',
        });
        // Stored encrypted: the bytes read back decrypt to the upload, and are not the upload themselves.
        const uploaded = Buffer.from(String(content), 'base64');
        expect(Buffer.from(file?.content ?? []).includes(uploaded.subarray(0, 16))).toBe(false);
        expect(testCipher().decryptBytes(file?.content ?? new Uint8Array()).equals(uploaded)).toBe(true);
      });

      it('answers 403 captcha_failed and stores nothing without a token', async () => {
        const response = await storesNothing(() => send('/api/forms/address-change', readFixture('address-change')));
        expect(response.status).toBe(403);
        expect(await json(response)).toMatchObject({ error: 'captcha_failed', message: expect.any(String) });
      });

      it('answers 403 for a tampered or foreign token', async () => {
        const good = await token();
        const decoded: unknown = JSON.parse(atob(good));
        if (!isRecord(decoded) || !isRecord(decoded.solution)) throw new Error('unexpected token');
        const tampered = btoa(JSON.stringify({ ...decoded, solution: { ...decoded.solution, counter: 1e6 } }));
        const foreignApp = createApp({
          env,
          database,
          registry,
          captcha: createCaptchaService({ secret: 'another-secret-0123456789abcdef0123', cost: 20, expiresSeconds: 60 }),
          log: createLogger('error'),
          cipher: testCipher(),
          vehicles: vehicleServiceFromEnv(env, createLogger('error')),
          outbox: IDLE_NOTIFIER,
          funnel: startFunnelCounter({ db: database.db, log: createLogger('silent') }),
          staffAuthSecret: DEVELOPMENT_AUTH_SECRET,
        });
        for (const captchaToken of [tampered, 'bm90IGEgdG9rZW4=', await token(foreignApp)]) {
          const response = await storesNothing(() =>
            send('/api/forms/address-change', { ...readFixture('address-change'), captchaToken }),
          );
          expect(response.status).toBe(403);
          expect(await json(response)).toMatchObject({ error: 'captcha_failed' });
        }
      });

      it('refuses a replayed token with 403 and stores nothing the second time', async () => {
        const payload = { ...readFixture('address-change'), captchaToken: await token() };
        expect((await send('/api/forms/address-change', payload)).status).toBe(201);
        const replay = await storesNothing(() => send('/api/forms/address-change', payload));
        expect(replay.status).toBe(403);
        expect(await json(replay)).toMatchObject({ error: 'captcha_failed' });
        // The alias shares the same single-use rule.
        expect((await storesNothing(() => send('/api/policy-change/address', payload))).status).toBe(403);
      });

      it('lets exactly one of two concurrent submissions with the same token through', async () => {
        const payload = { ...readFixture('address-change'), captchaToken: await token() };
        const before = await submissionCount();
        const responses = await Promise.all([
          send('/api/forms/address-change', payload),
          send('/api/policy-change/address', payload),
        ]);
        expect(responses.map((r) => r.status).sort()).toEqual([201, 403]);
        expect(await submissionCount()).toBe(before + 1);
      });

      it('keeps encrypted values uncompressed and an e-mail row in its own page (migration 0004)', async () => {
        const storage = await database.db.execute(sql`
          select attrelid::regclass::text as "table", attname as "column", attstorage as "storage" from pg_attribute
          where (attrelid, attname) in (('outbox'::regclass, 'text'), ('outbox'::regclass, 'html'), ('attachments'::regclass, 'content'))
          order by 1, 2`);
        expect(resultRows(storage)).toEqual([
          { table: 'attachments', column: 'content', storage: 'e' },
          { table: 'outbox', column: 'html', storage: 'e' },
          { table: 'outbox', column: 'text', storage: 'e' },
        ]);
        const options = await database.db.execute(sql`select reloptions from pg_class where relname = 'outbox'`);
        expect(resultRows<{ reloptions: string[] }>(options)[0]?.reloptions).toEqual(['toast_tuple_target=8160']);
      });

      it('refuses bad uploads with the exact messages, stores nothing, and leaves the token usable', async () => {
        const captchaToken = await token();
        const big = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_FILE_BYTES + 1 - PDF_BYTES.length)]);
        const cases: [unknown[], { path: string; message: string }[]][] = [
          [
            [attachment('scan.pdf', 'application/pdf', PNG_BYTES)],
            [{ path: '/additionalData/attachments/0', message: UNSUPPORTED('scan.pdf') }],
          ],
          [
            [attachment('big.pdf', 'application/pdf', big)],
            [{ path: '/additionalData/attachments/0/size', message: 'File "big.pdf" exceeds the maximum size of 2MB.' }],
          ],
          [
            [attachment('small.pdf', 'application/pdf', big, 1000)],
            [{ path: '/additionalData/attachments/0', message: 'File "small.pdf" exceeds the maximum size of 2MB.' }],
          ],
          [
            Array.from({ length: 11 }, (_, i) => attachment(`doc-${i}.pdf`, 'application/pdf', PDF_BYTES)),
            [{ path: '/additionalData/attachments', message: 'You can only upload up to 10 files.' }],
          ],
          [
            [attachment('lease.pdf', 'application/pdf', PDF_BYTES), attachment('lease.pdf', 'application/pdf', PDF_BYTES)],
            [{ path: '/additionalData/attachments/1', message: 'File "lease.pdf" is already uploaded.' }],
          ],
          [
            [attachment('lease.pdf', 'application/pdf', PDF_BYTES, PDF_BYTES.length + 3)],
            [{ path: '/additionalData/attachments/0', message: 'File "lease.pdf" could not be read.' }],
          ],
        ];
        for (const [files, errors] of cases) {
          const response = await storesNothing(() =>
            send('/api/forms/address-change', { ...addressChangeWith(files), captchaToken }),
          );
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({ error: 'validation_failed', errors });
        }
        const fixed = await send('/api/forms/address-change', { ...readFixture('address-change'), captchaToken });
        expect(fixed.status).toBe(201);
      });

      it('answers 400 validation_failed with field errors before looking at the captcha', async () => {
        const { email: _email, ...payload } = readFixture('address-change');
        const response = await storesNothing(() => send('/api/forms/address-change', { ...payload, phone: 'call me' }));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: 'validation_failed',
          errors: expect.arrayContaining([
            { path: '/email', message: 'This field is required.' },
            { path: '/phone', message: 'Invalid format.' },
          ]),
        });
      });

      it('answers 400, never 5xx, for malformed JSON and for bodies that are not objects', async () => {
        const malformed = await storesNothing(() => send('/api/forms/address-change', '{"fullName": "Maria"'));
        expect(malformed.status).toBe(400);
        expect(await json(malformed)).toMatchObject({ error: 'invalid_json' });
        for (const body of ['[]', 'null', '"x"', '42', 'true', '[{"fullName":"Maria"}]']) {
          const response = await storesNothing(() => send('/api/forms/address-change', body));
          expect(response.status, body).toBe(400);
          expect(await json(response)).toMatchObject({ error: 'validation_failed' });
        }
      });

      it('answers 413 for a body over the size limit', async () => {
        const response = await storesNothing(() => send('/api/forms/address-change', 'x'.repeat(MAX_BODY_BYTES + 1)));
        expect(response.status).toBe(413);
        expect(await json(response)).toMatchObject({ error: 'payload_too_large' });
      });

      it('answers 429 past the per-client submission limit, each route family counted apart', async () => {
        const limited = build({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '2', RATE_LIMIT_VALIDATION_PER_MINUTE: '1' });
        expect((await send('/api/forms/address-change', {}, limited)).status).toBe(400);
        expect((await send('/api/policy-change/address', {}, limited)).status).toBe(400);
        const refused = await send('/api/forms/address-change', {}, limited);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await json(refused)).toMatchObject({ error: 'rate_limited', message: expect.any(String) });
        // Dry-run validation is a family of its own.
        expect((await send('/api/forms/address-change/validate', {}, limited)).status).toBe(200);
        expect((await send('/api/forms/address-change/validate', {}, limited)).status).toBe(429);
      });
    });

    describe('rate limits of the other families', () => {
      it('limits captcha challenges, and newsletter and contact together, per client', async () => {
        const limited = build({ TRUST_PROXY: 'true', RATE_LIMIT_CAPTCHA_PER_MINUTE: '2', RATE_LIMIT_SITE_FORMS_PER_MINUTE: '2' });
        const from = (ip: string) => ({ 'x-forwarded-for': ip });
        const challenge = (ip: string) => limited.request('/api/captcha/challenge', { headers: from(ip) });
        expect((await challenge('192.0.2.10')).status).toBe(200);
        expect((await challenge('192.0.2.10')).status).toBe(200);
        const refused = await challenge('192.0.2.10');
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await challenge('192.0.2.11')).status).toBe(200);

        expect((await send('/api/newsletter', {}, limited, from('192.0.2.10'))).status).toBe(400);
        expect((await send('/api/contact', {}, limited, from('192.0.2.10'))).status).toBe(400);
        expect((await send('/api/newsletter', {}, limited, from('192.0.2.10'))).status).toBe(429);
        expect((await send('/api/contact', {}, limited, from('192.0.2.10'))).status).toBe(429);
      });
    });

    describe('request bodies per endpoint', () => {
      const padded = (payload: Payload, bytes: number) => JSON.stringify({ ...payload, padding: 'x'.repeat(bytes) });

      it('gives the newsletter and contact forms a few kilobytes, enough for the longest valid message', async () => {
        for (const [path, limit, shown] of [
          ['/api/newsletter', NEWSLETTER_MAX_BODY_BYTES, '4 KB'],
          ['/api/contact', CONTACT_MAX_BODY_BYTES, '24 KB'],
        ] as const) {
          const response = await send(path, padded({ email: 'a@example.com' }, limit));
          expect(response.status, path).toBe(413);
          expect(await json(response)).toEqual({ error: 'payload_too_large', message: expect.stringContaining(shown) });
        }
        // 5,000 characters of three bytes each: the longest message the schema allows, refused only by the captcha.
        const longest = { name: 'Zoë Ångström', email: 'zoe@example.com', phone: '4085550100', message: '€'.repeat(5000) };
        const response = await send('/api/contact', { ...longest, captchaToken: 'x'.repeat(800) });
        expect(response.status).toBe(403);
      });

      it('gives a wizard without files 256 KB and a wizard with files room for ten of them, read from each schema', async () => {
        const overSmall = padded(readFixture('auto-quote'), WIZARD_MAX_BODY_BYTES);
        for (const path of ['/api/forms/auto-quote', '/api/forms/auto-quote/validate', '/api/quotes/auto']) {
          expect((await send(path, overSmall)).status, path).toBe(413);
        }
        // The same size is well within the limit of a wizard whose schema takes attachments: refused by the schema.
        const withFiles = padded(readFixture('address-change'), WIZARD_MAX_BODY_BYTES);
        for (const path of ['/api/forms/address-change', '/api/forms/address-change/validate', '/api/policy-change/address']) {
          const response = await storesNothing(() => send(path, withFiles));
          expect(response.status, path).not.toBe(413);
        }
        // The policy changes take supporting documents; the quotes take none.
        expect(registry.list().filter((wizard) => wizard.findAttachments.acceptsFiles).map((wizard) => wizard.id)).toEqual([
          'address-change',
          'driver-change',
          'general-change',
          'vehicle-change',
        ]);
      });

      it('answers 415 for a body that is not declared as JSON, and takes JSON with a charset', async () => {
        for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
          const response = await storesNothing(() =>
            send('/api/forms/address-change', readFixture('address-change'), app, { 'content-type': contentType }),
          );
          expect(response.status, contentType).toBe(415);
          expect(await json(response)).toEqual({
            error: 'unsupported_media_type',
            message: 'Send the request body as JSON (Content-Type: application/json).',
          });
        }
        const noType = await app.request('/api/newsletter', { method: 'POST', body: '{"email":"a@example.com"}' });
        expect(noType.status).toBe(415);
        const withCharset = await send('/api/forms/address-change/validate', {}, app, {
          'content-type': 'Application/JSON; charset=utf-8',
        });
        expect(withCharset.status).toBe(200);
      });
    });

    describe('response headers', () => {
      it('puts the security headers on API answers, 404s and 413s, and HSTS only behind https', async () => {
        const answers = [
          await app.request('/api/forms'),
          await app.request('/api/nothing-here'),
          await send('/api/newsletter', 'x'.repeat(NEWSLETTER_MAX_BODY_BYTES + 1)),
        ];
        for (const response of answers) {
          // JSON loads nothing: the strictest policy there is.
          expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
          expect(response.headers.get('x-frame-options')).toBe('DENY');
          // Headers that only govern documents are left out of JSON answers.
          expect(response.headers.get('referrer-policy')).toBeNull();
          expect(response.headers.get('permissions-policy')).toBeNull();
          expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
          expect(response.headers.get('strict-transport-security')).toBeNull();
        }
        const https = build({ PUBLIC_URL: 'https://www.bayvalleyinsurance.example' });
        expect((await https.request('/api/forms')).headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      });

      it('keeps CORS closed by default and opens /api to the origins of CORS_ORIGINS', async () => {
        const preflight = (target: Hono, origin: string) =>
          target.request('/api/newsletter', {
            method: 'OPTIONS',
            headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
          });
        const closed = await preflight(app, 'https://partner.example');
        expect(closed.status).toBe(204);
        expect(closed.headers.get('access-control-allow-origin')).toBeNull();
        expect(closed.headers.get('access-control-allow-methods')).toBeNull();
        expect((await app.request('/api/forms', { headers: { origin: 'https://partner.example' } })).headers.get('access-control-allow-origin')).toBeNull();

        const open = build({ CORS_ORIGINS: 'https://partner.example, https://app.example' });
        const allowed = await preflight(open, 'https://app.example');
        expect(allowed.status).toBe(204);
        expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
        expect(allowed.headers.get('access-control-allow-methods')).toBe('GET,POST');
        expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('content-type,idempotency-key');
        const get = await open.request('/api/forms', { headers: { origin: 'https://partner.example' } });
        expect(get.headers.get('access-control-allow-origin')).toBe('https://partner.example');
        // An error answer is readable by the allowed origin too.
        const tooLarge = await send('/api/newsletter', 'x'.repeat(NEWSLETTER_MAX_BODY_BYTES + 1), open, { origin: 'https://partner.example' });
        expect(tooLarge.status).toBe(413);
        expect(tooLarge.headers.get('access-control-allow-origin')).toBe('https://partner.example');
        const other = await preflight(open, 'https://elsewhere.example');
        expect(other.headers.get('access-control-allow-origin')).toBeNull();
      });
    });

    describe('alias endpoints', () => {
      it.each(WIZARD_IDS)('%s: its ui.json endpoint stores like POST /api/forms/:id', async (id) => {
        const wizard = registry.get(id);
        const endpoint = wizard?.ui.endpoint ?? '';
        const response = await send(endpoint, { ...readFixture(id), captchaToken: await token() });
        expect(response.status).toBe(201);
        const { row } = await stored(String((await json(response)).requestId));
        expect(row.wizardId).toBe(id);
      });

      it('answers errors exactly like POST /api/forms/:id', async () => {
        const invalid: Payload = { ...readFixture('address-change'), email: 'nope' };
        const direct = await send('/api/forms/address-change', invalid);
        const alias = await send('/api/policy-change/address', invalid);
        expect(alias.status).toBe(direct.status);
        expect(await alias.json()).toEqual(await direct.json());
        const noToken = await storesNothing(() => send('/api/policy-change/address', readFixture('address-change')));
        expect(noToken.status).toBe(403);
        expect((await send('/api/policy-change/address', '{')).status).toBe(400);
      });
    });

    describe('captcha challenge', () => {
      it('is a fresh signed ALTCHA challenge that must not be cached', async () => {
        const first = await app.request('/api/captcha/challenge');
        const second = await app.request('/api/captcha/challenge');
        expect(first.status).toBe(200);
        expect(first.headers.get('cache-control')).toBe('no-store');
        const a = await json(first);
        const b = await json(second);
        expect(a).toMatchObject({
          parameters: { algorithm: 'PBKDF2/SHA-256', cost: 20, keyPrefix: '00', expiresAt: expect.any(Number) },
          signature: expect.stringMatching(/^[0-9a-f]{64}$/),
        });
        expect(a.signature).not.toBe(b.signature);
      });
    });

    describe('OpenAPI', () => {
      it('lists every wizard, its alias and the site operations', async () => {
        const response = await app.request('/api/openapi.json');
        expect(response.status).toBe(200);
        const document = await json(response);
        expect(document.openapi).toBe('3.1.0');
        const paths = isRecord(document.paths) ? Object.keys(document.paths) : [];
        const schemas =
          isRecord(document.components) && isRecord(document.components.schemas) ? document.components.schemas : {};
        expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/forms', '/api/captcha/challenge']));
        for (const wizard of registry.list()) {
          expect(paths).toEqual(
            expect.arrayContaining([
              `/api/forms/${wizard.id}`,
              `/api/forms/${wizard.id}/validate`,
              `/api/forms/${wizard.id}/schema`,
              wizard.ui.endpoint,
            ]),
          );
          expect(schemas).toHaveProperty([wizard.id]);
        }
      });

      it('carries an ETag and answers 304 to a client that holds the current copy', async () => {
        const first = await app.request('/api/openapi.json');
        expect(first.headers.get('cache-control')).toBe('no-cache');
        const etag = first.headers.get('etag') ?? '';
        expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
        const again = await app.request('/api/openapi.json', { headers: { 'if-none-match': etag } });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('no-cache');
        expect((await app.request('/api/openapi.json', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
      });
    });

    describe('over a real socket', () => {
      let server: ServerType;
      let base: string;

      beforeAll(async () => {
        base = await new Promise<string>((resolve) => {
          server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
            resolve(`http://127.0.0.1:${info.port}`),
          );
        });
      });

      afterAll(async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });

      it('serves the forms list and stores a submission with the socket address as client IP', async () => {
        const list = await fetch(`${base}/api/forms`);
        expect(list.status).toBe(200);
        expect(list.headers.get('content-type')).toContain('application/json');

        const captchaToken = await solveCaptcha(() => fetch(`${base}/api/captcha/challenge`));
        const response = await fetch(`${base}/api/policy-change/address`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...readFixture('address-change'), captchaToken }),
        });
        expect(response.status).toBe(201);
        const { row } = await stored(String((await json(response)).requestId));
        expect(row.clientIp).toBe('127.0.0.1');
      });

      it('cuts off a chunked body at the limit with 413 while it is still being sent', async () => {
        const { request } = await import('node:http');
        const outcome = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
          let sentBytes = 0;
          const req = request(`${base}/api/forms/auto-quote`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          });
          req.on('response', (response) => {
            clearInterval(timer);
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => {
              resolve({ status: response.statusCode ?? 0, body, sentBytes });
              req.destroy();
            });
          });
          req.on('error', (error) => {
            clearInterval(timer);
            reject(error);
          });
          // 64 KB every 10 ms, without end: only a server that stops reading at the limit can answer.
          const timer = setInterval(() => {
            req.write('x'.repeat(64 * 1024));
            sentBytes += 64 * 1024;
            if (sentBytes > 20 * WIZARD_MAX_BODY_BYTES) {
              clearInterval(timer);
              req.destroy(new Error('no answer while the body kept coming'));
            }
          }, 10);
        });
        expect(outcome.status).toBe(413);
        expect(JSON.parse(outcome.body)).toMatchObject({ error: 'payload_too_large' });
        expect(outcome.sentBytes).toBeLessThan(20 * WIZARD_MAX_BODY_BYTES);
      });

      it('answers 400 for malformed JSON over the wire', async () => {
        const response = await fetch(`${base}/api/forms/address-change`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{oops',
        });
        expect(response.status).toBe(400);
        expect(await json(response)).toMatchObject({ error: 'invalid_json' });
      });
    });
  });
}
