/**
 * Retries under an `Idempotency-Key`, through the app on both back ends: the first answer comes back and nothing more
 * is stored, whatever happened to the captcha solution since; another payload under the key is refused; a key being
 * stored is refused until it is done; keys past their 24 hours are forgotten and purged.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSolutions, contactMessages, idempotencyKeys, submissions } from '../../api/db/schema';
import { purgeOlderThan } from '../../api/privacy/purge';
import { IDEMPOTENCY_MESSAGES, lockKey } from '../../api/submissions/idempotency';
import { testBackends, type OpenedBackend } from './support/backends';
import { solveCaptcha } from './support/captcha';
import { readFixture, type Payload } from './support/payloads';
import { buildTestApp, testCipher } from './support/test-app';

describe.each(testBackends)('Idempotency-Key on $name', (backend) => {
  let opened: OpenedBackend;
  let app: Hono;

  beforeAll(async () => {
    opened = await backend.open();
    app = buildTestApp(opened.database);
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  const token = () => solveCaptcha(async () => app.request('/api/captcha/challenge'));
  const post = async (path: string, payload: Payload, key?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (key !== undefined) headers['idempotency-key'] = key;
    const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(payload) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const countOf = async (table: typeof submissions | typeof contactMessages | typeof captchaSolutions) =>
    (await opened.database.db.select({ n: count() }).from(table))[0]?.n ?? -1;

  it('answers a retry with the first answer, even with its captcha solution used, and stores nothing more', async () => {
    const payload = { ...readFixture('auto-quote'), captchaToken: await token() };
    const before = await countOf(submissions);
    const first = await post('/api/quotes/auto', payload, 'retry-0001-same-token');
    expect(first.status).toBe(201);
    // The same request again, through the wizard's other endpoint: one form, one key.
    const retry = await post('/api/forms/auto-quote', payload, 'retry-0001-same-token');
    expect(retry).toEqual(first);
    expect(await countOf(submissions)).toBe(before + 1);
    const [row] = await opened.database.db
      .select({ submissionId: idempotencyKeys.submissionId, endpoint: idempotencyKeys.endpoint })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'retry-0001-same-token'));
    const [stored] = await opened.database.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.requestId, String(first.body.requestId)));
    expect(row).toEqual({ submissionId: stored?.id, endpoint: '/api/forms/auto-quote' });
    // Without the key, the used solution is refused as ever.
    expect((await post('/api/forms/auto-quote', payload)).status).toBe(403);
  });

  it('takes a retry carrying a new captcha token as the same request, and leaves that token unused', async () => {
    const fixture = readFixture('address-change');
    const first = await post('/api/policy-change/address', { ...fixture, captchaToken: await token() }, '"quoted-key-0002"');
    expect(first.status).toBe(201);
    const solutions = await countOf(captchaSolutions);
    const fresh = await token();
    // The quoted form of the draft and the bare value name the same key.
    const retry = await post('/api/policy-change/address', { ...fixture, captchaToken: fresh }, 'quoted-key-0002');
    expect(retry).toEqual(first);
    expect(await countOf(captchaSolutions)).toBe(solutions);
    const other = await post('/api/policy-change/address', { ...fixture, captchaToken: fresh });
    expect(other.status).toBe(201);
    expect(other.body.requestId).not.toBe(first.body.requestId);
  });

  it('refuses the key with another payload (422) and stores nothing', async () => {
    const fixture = readFixture('address-change');
    expect((await post('/api/forms/address-change', { ...fixture, captchaToken: await token() }, 'key-0003')).status).toBe(201);
    const before = await countOf(submissions);
    const changed = await post('/api/forms/address-change', { ...fixture, fullName: 'Maria Lopez', captchaToken: await token() }, 'key-0003');
    expect(changed).toEqual({ status: 422, body: { error: 'idempotency_key_reused', message: IDEMPOTENCY_MESSAGES.reused } });
    expect(await countOf(submissions)).toBe(before);
  });

  it('keeps keys apart per endpoint', async () => {
    const contact = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '4085550100', message: 'Call me.' };
    const first = await post('/api/contact', { ...contact, captchaToken: await token() }, 'key-0004');
    expect(first).toEqual({ status: 201, body: { status: 'received' } });
    const messages = await countOf(contactMessages);
    expect(await post('/api/contact', { ...contact, captchaToken: await token() }, 'key-0004')).toEqual(first);
    expect(await countOf(contactMessages)).toBe(messages);
    const newsletter = await post('/api/newsletter', { email: 'ana@example.com', captchaToken: await token() }, 'key-0004');
    expect(newsletter).toEqual({ status: 201, body: { status: 'subscribed' } });
  });

  it('refuses a second request while the first with its key is being stored (409)', async () => {
    const payload = { ...readFixture('home-quote'), captchaToken: await token() };
    const before = await countOf(submissions);
    const answers = await Promise.all([post('/api/quotes/home', payload, 'key-0005'), post('/api/quotes/home', payload, 'key-0005')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      error: 'idempotency_key_in_use',
      message: IDEMPOTENCY_MESSAGES.inFlight,
    });
    expect(await countOf(submissions)).toBe(before + 1);
    // Once it is stored, the retry gets its answer.
    expect(await post('/api/quotes/home', payload, 'key-0005')).toEqual(answers.find((answer) => answer.status === 201));
  });

  // Only PostgreSQL has other servers: PGlite's one connection cannot hold a lock while the request waits on it.
  if (backend.name === 'postgres') {
    it('refuses a key whose lock another server holds (409)', async () => {
      const payload = { ...readFixture('home-quote'), captchaToken: await token() };
      // Another replica storing a request with this key holds its lock until it commits.
      const answer = await opened.database.db.transaction(async (tx) => {
        expect(await lockKey(tx, '/api/forms/home-quote', 'key-0006')).toBe(true);
        return post('/api/quotes/home', payload, 'key-0006');
      });
      expect(answer.status).toBe(409);
      expect((await post('/api/quotes/home', payload, 'key-0006')).status).toBe(201);
    });
  }

  it('refuses a malformed key (400) before reading the body', async () => {
    for (const key of ['', 'has space', 'é-accent', 'x'.repeat(256), '"unclosed']) {
      const answer = await post('/api/forms/address-change', readFixture('address-change'), key);
      expect(answer.status, key).toBe(400);
      expect(answer.body.error, key).toBe('invalid_idempotency_key');
    }
  });

  it('forgets a key after 24 hours, and the retention purge deletes it', async () => {
    const fixture = readFixture('address-change');
    expect((await post('/api/forms/address-change', { ...fixture, captchaToken: await token() }, 'key-0007')).status).toBe(201);
    await opened.database.db.execute(sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = 'key-0007'`);
    const reused = await post('/api/forms/address-change', { ...fixture, fullName: 'Maria Lopez', captchaToken: await token() }, 'key-0007');
    expect(reused.status).toBe(201);
    const [row] = await opened.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-0007'));
    expect(row?.answer).toEqual(reused.body);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());

    await opened.database.db.execute(sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = 'key-0007'`);
    const counts = await purgeOlderThan(opened.database.db, testCipher(), new Date(0));
    expect(counts.idempotencyKeys).toBe(1);
    expect(await opened.database.db.$count(idempotencyKeys, eq(idempotencyKeys.key, 'key-0007'))).toBe(0);
  });
});
