/**
 * Two replicas of the real server (`tsx api/server.ts`, two processes) on one PostgreSQL database, with the same
 * captcha secret and one loopback SMTP server, behind a "proxy" that the test plays by setting X-Forwarded-For
 * (TRUST_PROXY): a captcha solution used on one is refused on the other, a client's rate limit is one limit across
 * both, a burst of submissions split over both has each of its e-mails delivered exactly once, and a staff member
 * signed in on one is signed in on the other, until they sign out on either.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../api/db/database';
import { outbox } from '../../api/db/schema';
import { postgresBackend, type DurableStore } from '../api/support/backends';
import { solveCaptcha } from '../api/support/captcha';
import { readFixture } from '../api/support/payloads';
import { spawnServer, type ServerProcess } from '../api/support/server-process';
import { NO_RATE_LIMITS } from '../api/support/test-app';
import { inviteToken, STAFF_PASSWORD } from '../api/support/staff-client';
import { AGENCY_EMAIL, EMAILS_PER_MIXED_ROUND, FAST_MAIL_SETTINGS, MAIL_FROM, mixedRequests } from '../delivery/support/delivery-harness';
import { countByMessageId, createSmtpSink, type SmtpSink } from '../delivery/support/smtp-sink';

const SUBMISSION_LIMIT = 4;
const SITE = 'https://www.replicas.example';
const ROUNDS = 3;
const WAIT = { timeout: 60_000, interval: 100 };

describe('two replicas on one PostgreSQL database', () => {
  let store: DurableStore;
  let database: Database;
  let sink: SmtpSink;
  let root: string;
  const servers: ServerProcess[] = [];
  let replicas: [string, string];

  beforeAll(async () => {
    store = await postgresBackend.createDurableStore();
    sink = await createSmtpSink();
    await sink.start();
    root = mkdtempSync(join(tmpdir(), 'replicas-test-'));
    const vars = {
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      STATIC_DIR: join(root, 'no-front-end'),
      CAPTCHA_HMAC_SECRET: 'replicas-test-captcha-secret-0123456789abcdef',
      CAPTCHA_COST: '20',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      // One site in front of both: the staff pages' origin, and one secret signing their sessions.
      PUBLIC_URL: SITE,
      STAFF_AUTH_SECRET: 'replicas-test-staff-secret-0123456789abcdef',
      AGENCY_EMAIL,
      MAIL_FROM,
      SMTP_URL: sink.url,
      ...FAST_MAIL_SETTINGS,
      ...NO_RATE_LIMITS,
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: String(SUBMISSION_LIMIT),
      ...store.envSource,
    };
    // The first start runs the migrations; the second then finds the database ready.
    const first = spawnServer(vars);
    servers.push(first);
    const a = await first.listening;
    const second = spawnServer(vars);
    servers.push(second);
    replicas = [a, await second.listening];
    database = await store.open();
  });

  afterAll(async () => {
    for (const server of servers) server.signal('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await sink?.stop();
    await database?.close();
    await store?.dispose();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const post = (base: string, path: string, body: unknown, client: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });

  it('refuses on one replica a captcha solution already used on the other', async () => {
    const [a, b] = replicas;
    const captchaToken = await solveCaptcha(() => fetch(`${a}/api/captcha/challenge`));
    const payload = { ...readFixture('address-change'), captchaToken };
    expect((await post(a, '/api/forms/address-change', payload, '198.51.100.1')).status).toBe(201);
    const replay = await post(b, '/api/forms/address-change', payload, '198.51.100.2');
    expect(replay.status).toBe(403);
    expect(await replay.json()).toMatchObject({ error: 'captcha_failed' });
  });

  it("applies one client's rate limit across both replicas", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SUBMISSION_LIMIT + 2; i += 1) {
      const response = await post(replicas[i % 2] ?? '', '/api/forms/auto-quote', {}, '198.51.100.77');
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Every request before the limit is answered (400: an empty payload); the rest are refused, on either replica.
    expect(statuses).toEqual([...Array<number>(SUBMISSION_LIMIT).fill(400), 429, 429]);
    // Another client is not affected.
    expect((await post(replicas[1], '/api/forms/auto-quote', {}, '198.51.100.78')).status).toBe(400);
  });

  it('delivers each e-mail of a burst split over both replicas exactly once', async () => {
    const allSent = async (count: number) => {
      const rows = await database.db.select().from(outbox);
      expect(rows).toHaveLength(count);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      return rows;
    };
    // The e-mails of the earlier tests are out first.
    const earlier = (await database.db.select().from(outbox)).length;
    await vi.waitFor(() => allSent(earlier), WAIT);

    const requests = Array.from({ length: ROUNDS }, (_, round) => mixedRequests(round + 100)).flat();
    const answers = await Promise.all(
      requests.map(async ([path, payload], index) => {
        const base = replicas[index % 2] ?? '';
        const captchaToken = await solveCaptcha(() => fetch(`${base}/api/captcha/challenge`));
        // One client per request: the submission limit is not what this test is about.
        const response = await post(base, path, { ...payload, captchaToken }, `203.0.113.${index + 1}`);
        return response.status;
      }),
    );
    expect(answers).toEqual(requests.map(() => 201));

    const total = earlier + ROUNDS * EMAILS_PER_MIXED_ROUND;
    await vi.waitFor(() => allSent(total), WAIT);
    // A late duplicate would arrive after the rows were marked sent: give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const counts = countByMessageId(sink.received);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    const rows = await allSent(total);
    expect(new Set([...counts.keys()].map((messageId) => messageId.split('@')[0]))).toEqual(new Set(rows.map((row) => row.id)));
  });

  it('shares the staff sessions: signed in on one replica, signed in on the other, and signed out of both at once', async () => {
    const token = await inviteToken(database, SITE, 'replica.owner@example.test', 'owner');
    const call = async (base: string, method: string, path: string, cookie: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { origin: SITE, 'x-forwarded-for': '198.51.100.77', cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const accepted = await call(replicas[0], 'POST', '/api/staff/auth/invitation/accept', '', { token, name: 'Rene Replica', password: STAFF_PASSWORD });
    expect(accepted.status).toBe(200);
    const cookie = accepted.headers.getSetCookie().map((set) => set.split(';')[0]).join('; ');
    expect(cookie).toMatch(/^__Host-staff\.session_token=/);
    const me = await call(replicas[1], 'GET', '/api/staff/me', cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'replica.owner@example.test', role: 'owner' });
    expect((await call(replicas[1], 'POST', '/api/staff/auth/sign-out', cookie, {})).status).toBe(200);
    expect((await call(replicas[0], 'GET', '/api/staff/me', cookie)).status).toBe(401);
  });
});
