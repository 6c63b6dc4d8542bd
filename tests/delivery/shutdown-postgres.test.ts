/**
 * Graceful shutdown of the real server process (`tsx api/server.ts`) on PostgreSQL: after SIGTERM it accepts no new
 * connection, answers the request in progress as usual, finishes the submissions whose clients have gone, lets an
 * e-mail being sent finish and records it, closes the database and exits 0; a shutdown that cannot finish ends with
 * exit 1 after SHUTDOWN_TIMEOUT_MS or a second signal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../api/db/database';
import { outbox, submissions } from '../../api/db/schema';
import { decryptEmail } from '../../api/mail/outbox-store';
import { postgresBackend, type DurableStore } from '../api/support/backends';
import { solveCaptcha } from '../api/support/captcha';
import { readFixture } from '../api/support/payloads';
import { spawnServer, type ServerProcess } from '../api/support/server-process';
import { startSlowRequest } from '../api/support/slow-request';
import { NO_RATE_LIMITS, testCipher } from '../api/support/test-app';
import { AGENCY_EMAIL, FAST_MAIL_SETTINGS, MAIL_FROM } from './support/delivery-harness';
import { createSmtpSink, type SmtpSink } from './support/smtp-sink';

const WAIT = { timeout: 20_000, interval: 50 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  let store: DurableStore;
  let database: Database;
  let sink: SmtpSink;
  let root: string;
  let vars: Record<string, string>;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    store = await postgresBackend.createDurableStore();
    database = await store.open();
    sink = await createSmtpSink();
    await sink.start();
    root = mkdtempSync(join(tmpdir(), 'shutdown-test-'));
    vars = {
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      STATIC_DIR: join(root, 'no-front-end'),
      CAPTCHA_HMAC_SECRET: 'shutdown-test-captcha-secret-0123456789abcdef',
      CAPTCHA_COST: '20',
      LOG_LEVEL: 'info',
      AGENCY_EMAIL,
      MAIL_FROM,
      SMTP_URL: sink.url,
      ...NO_RATE_LIMITS,
      ...FAST_MAIL_SETTINGS,
      ...store.envSource,
    };
  });

  afterAll(async () => {
    for (const server of running) server.signal('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    await sink?.stop();
    await database?.close();
    await store?.dispose();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  async function start(extra: Record<string, string> = {}): Promise<{ server: ServerProcess; url: string }> {
    const server = spawnServer({ ...vars, ...extra }, { direct: true });
    running.push(server);
    return { server, url: await server.listening };
  }

  const refusesConnections = async (url: string) =>
    fetch(`${url}/api/health`).then(
      () => false,
      () => true,
    );

  it('answers the request in progress, refuses new connections, and exits 0', async () => {
    const { server, url } = await start();
    const captchaToken = await solveCaptcha(() => fetch(`${url}/api/captcha/challenge`));
    const payload = { ...readFixture('auto-quote'), email: 'shutdown@example.com', captchaToken };
    const slow = startSlowRequest(`${url}/api/forms/auto-quote`, JSON.stringify(payload));
    // The server has the request and half its body.
    await sleep(300);

    server.signal('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('SIGTERM received'), WAIT);
    await vi.waitFor(async () => expect(await refusesConnections(url)).toBe(true), WAIT);

    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ requestId: expect.stringMatching(/^[A-Z]{3}-/) });
    const answeredAt = Date.now();
    expect(await server.exited).toBe(0);
    // The keep-alive connection of the answered request does not hold the exit until its idle timeout (5 s).
    expect(Date.now() - answeredAt).toBeLessThan(3_000);
    const requestId = (answer.body as { requestId: string }).requestId;
    expect(await database.db.select().from(submissions).where(eq(submissions.requestId, requestId))).toHaveLength(1);
  });

  it('stores the submissions whose clients have gone before it closes the database', async () => {
    const { server, url } = await start();
    // The test holds the submissions table, so each submission's transaction waits at its insert when the clients
    // give up and the signal comes.
    const locker = postgres(store.envSource.DATABASE_URL ?? '', { max: 2, onnotice: () => {} });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const transaction = locker.begin(async (tx) => {
      await tx`lock table submissions in access exclusive mode`;
      locked();
      await held;
    });
    try {
      await lockTaken;
      const emails = [1, 2, 3, 4, 5].map((n) => `gone-${n}@example.com`);
      const clients = await Promise.all(
        emails.map(async (email) => {
          const captchaToken = await solveCaptcha(() => fetch(`${url}/api/captcha/challenge`));
          const abort = new AbortController();
          const answer = fetch(`${url}/api/forms/auto-quote`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...readFixture('auto-quote'), email, captchaToken }),
            signal: abort.signal,
          }).catch(() => undefined);
          return { abort, answer };
        }),
      );
      await vi.waitFor(async () => {
        const [row] = await locker`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`;
        expect(row?.waiting).toBe(5);
      }, WAIT);
      for (const client of clients) client.abort.abort();
      await Promise.all(clients.map((client) => client.answer));

      server.signal('SIGTERM');
      await vi.waitFor(() => expect(server.output()).toContain('SIGTERM received'), WAIT);
      await sleep(300);
      release();
      await transaction;
      expect(await server.exited).toBe(0);
      const stored = await database.db.select().from(submissions).where(eq(submissions.wizardId, 'auto-quote'));
      const answeredNobody = stored.filter((row) => emails.includes(String((row.payload as { email?: unknown }).email)));
      expect(answeredNobody).toHaveLength(5);
      expect(server.output()).not.toContain('request failed');
      // Their e-mails were queued as the server stopped claiming: they would be the next server's first sends.
      await database.db.delete(outbox).where(inArray(outbox.submissionId, answeredNobody.map((row) => row.id)));
    } finally {
      release();
      await transaction.catch(() => undefined);
      await locker.end();
    }
  });

  it('lets an e-mail being sent finish and records it before exiting', async () => {
    // E-mail bodies are stored encrypted (with the development key: the server runs without DATA_ENCRYPTION_KEYS).
    const cipher = testCipher();
    const readable = (text: string) => decryptEmail({ text, html: null }, cipher).text;
    const { server, url } = await start();
    sink.hold();
    const captchaToken = await solveCaptcha(() => fetch(`${url}/api/captcha/challenge`));
    const response = await fetch(`${url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'held-send@example.com', captchaToken }),
    });
    expect(response.status).toBe(201);
    // The worker has claimed the notification and the SMTP server holds its answer to the message.
    await vi.waitFor(async () => {
      const rows = await database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
      expect(rows.filter((row) => readable(row.text).includes('held-send@example.com') && row.attempts === 1)).toHaveLength(1);
    }, WAIT);
    await sleep(300);

    server.signal('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('SIGTERM received'), WAIT);
    await sleep(500);
    const exitedEarly = await Promise.race([server.exited.then(() => true), Promise.resolve(false)]);
    expect(exitedEarly).toBe(false);

    sink.release();
    expect(await server.exited).toBe(0);
    const delivered = sink.received.filter((mail) => mail.parsed.text?.includes('held-send@example.com'));
    expect(delivered).toHaveLength(1);
    const rows = await database.db.select().from(outbox);
    const row = rows.find((candidate) => readable(candidate.text).includes('held-send@example.com'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still open', async () => {
    const { server, url } = await start({ SHUTDOWN_TIMEOUT_MS: '500' });
    const stuck = startSlowRequest(`${url}/api/forms/auto-quote/validate`, JSON.stringify(readFixture('auto-quote')));
    await sleep(300);
    const signalled = Date.now();
    server.signal('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(server.output()).toContain('SHUTDOWN_TIMEOUT_MS');
    stuck.abort();
  });

  it('exits 1 at once on a second signal', async () => {
    const { server, url } = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const stuck = startSlowRequest(`${url}/api/forms/auto-quote/validate`, JSON.stringify(readFixture('auto-quote')));
    await sleep(300);
    server.signal('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('SIGTERM received'), WAIT);
    const signalled = Date.now();
    server.signal('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(server.output()).toContain('received again');
    stuck.abort();
  });
});
