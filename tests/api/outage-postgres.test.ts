/**
 * A database outage under a stream of submissions: the server reaches PostgreSQL through a TCP proxy the test owns,
 * which is cut for a few seconds (connections reset, new ones refused) and restored. Every answer must be a 201 or a
 * 503 `unavailable` with Retry-After, none may take longer than the bound, every acknowledged submission must be in
 * the database afterwards, and submissions must succeed again without a restart.
 */
import { inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database';
import { openDatabase } from '../../api/db/database';
import { submissions } from '../../api/db/schema';
import { UNAVAILABLE_MESSAGE } from '../../api/http/unavailable';
import { postgresBackend, POSTGRES_ADMIN_URL, type DurableStore } from './support/backends';
import { solveCaptcha } from './support/captcha';
import { readFixture } from './support/payloads';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { captureLog, type CapturedLog } from './support/captured-log';
import { buildTestApp } from './support/test-app';

/** The longest any answer may take during the outage: the connection and statement timeouts, with room. */
const ANSWER_BOUND_MS = 8_000;
const OUTAGE_MS = 4_000;
const CLIENTS = 3;

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

describe('a PostgreSQL outage', () => {
  let store: DurableStore;
  let proxy: TcpProxy;
  let viaProxy: Database;
  let direct: Database;
  let app: Hono;
  let captured: CapturedLog;

  beforeAll(async () => {
    store = await postgresBackend.createDurableStore();
    direct = await store.open();
    const admin = new URL(POSTGRES_ADMIN_URL);
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    const url = new URL(store.envSource.DATABASE_URL ?? '');
    url.port = String(proxy.port);
    viaProxy = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: ':memory:' });
    // The submissions limit on, so that its count (which lets requests through when the database fails) runs too.
    // The outage's log lines are expected: kept for the test to read, not printed.
    captured = captureLog();
    app = buildTestApp(viaProxy, { DATABASE_URL: url.toString(), RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '100000' }, { log: captured.log });
  });
  afterAll(async () => {
    await viaProxy?.close();
    await proxy?.close();
    await direct?.close();
    await store?.dispose();
  });

  const timed = async (request: () => Response | Promise<Response>): Promise<Answer> => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_BOUND_MS} ms`)), ANSWER_BOUND_MS);
    });
    try {
      const response = await Promise.race([Promise.resolve(request()), bound]);
      const body = (await response.json()) as Record<string, unknown>;
      return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after'), body };
    } finally {
      clearTimeout(timer);
    }
  };
  const submit = async () => {
    const captchaToken = await solveCaptcha(async () => app.request('/api/captcha/challenge'));
    return timed(() =>
      app.request('/api/quotes/auto', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...readFixture('auto-quote'), captchaToken }),
      }),
    );
  };
  const health = () => timed(() => app.request('/api/health'));

  it('answers 201 or 503 with Retry-After, never hangs, loses nothing acknowledged and recovers by itself', async () => {
    expect((await submit()).status).toBe(201);

    const answers: Answer[] = [];
    const during: Answer[] = [];
    let running = true;
    const stream = Array.from({ length: CLIENTS }, async () => {
      while (running) answers.push(await submit());
    });

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await proxy.cut();
    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      during.push(await health());
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await proxy.restore();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    running = false;
    await Promise.all(stream);

    for (const answer of [...answers, ...during]) {
      expect([201, 503, 200], JSON.stringify(answer)).toContain(answer.status);
      expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
      if (answer.status === 503) {
        expect(answer.body).toMatchObject({ error: 'unavailable', message: UNAVAILABLE_MESSAGE });
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
    }
    expect(answers.every((answer) => answer.status !== 200)).toBe(true);
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    expect(during.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    // The server said why it answered 503: the database, not the request.
    expect(captured.messages('warn')).toContain('database unavailable: answered 503');

    // Every acknowledged submission is stored.
    const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => String(answer.body.requestId));
    const stored = await direct.db
      .select({ requestId: submissions.requestId })
      .from(submissions)
      .where(inArray(submissions.requestId, acknowledged));
    expect(stored.map((row) => row.requestId).sort()).toEqual([...acknowledged].sort());

    // And the server works again without a restart.
    expect((await submit()).status).toBe(201);
    expect(await health()).toMatchObject({ status: 200 });
  }, 60_000);
});
