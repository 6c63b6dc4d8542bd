/**
 * Crash safety of the real server process, run once per database back end (crash-pglite.test.ts,
 * crash-postgres.test.ts). A burst of real submissions (every wizard, contact messages, newsletter signups, with
 * solved captchas) goes to `tsx api/server.ts` while its SMTP server is down; the process is killed with SIGKILL in
 * the middle of the burst, then started again on the same database with the SMTP server up. Every request that
 * got a 201 must be stored with its e-mails, and every queued e-mail must arrive exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, newsletterSubscriptions, outbox, submissions } from '../../api/db/schema';
import { CONTACT_NOTIFICATION_KIND } from '../../api/mail/contact-notification';
import { NEWSLETTER_NOTIFICATION_KIND } from '../../api/mail/newsletter-notification';
import { decryptEmail } from '../../api/mail/outbox-store';
import type { Backend, DurableStore } from '../api/support/backends';
import { solveCaptcha } from '../api/support/captcha';
import { isRecord } from '../../json/json-value';
import { spawnServer, type ServerProcess } from '../api/support/server-process';
import { NO_RATE_LIMITS, testCipher } from '../api/support/test-app';
import { AGENCY_EMAIL, FAST_MAIL_SETTINGS, MAIL_FROM, mixedRequests } from './support/delivery-harness';
import { countByMessageId, createSmtpSink, type SmtpSink } from './support/smtp-sink';

const ROUNDS = 6;
/** The kill is sent when this many requests have been acknowledged. */
const KILL_AFTER = 20;
const CONCURRENCY = 6;
const WAIT = { timeout: 90_000, interval: 100 };

interface Outcome {
  path: string;
  body: Record<string, unknown>;
  /** 201, another status, or "lost" when the connection died with the process. */
  status: number | 'lost';
  response?: Record<string, unknown>;
}

export function defineCrashSuite(backend: Backend): void {
  describe(`SIGKILL during a burst on ${backend.name}`, () => {
    let store: DurableStore;
    let sink: SmtpSink;
    let root: string;
    let vars: Record<string, string>;
    const running: ServerProcess[] = [];

    beforeAll(async () => {
      store = await backend.createDurableStore();
      sink = await createSmtpSink();
      root = mkdtempSync(join(tmpdir(), 'crash-test-'));
      vars = {
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        STATIC_DIR: join(root, 'no-front-end'),
        CAPTCHA_HMAC_SECRET: 'crash-test-captcha-secret-0123456789abcdef',
        CAPTCHA_COST: '20',
        ...NO_RATE_LIMITS,
        // info: the "listening on" line tells the test the server is up.
        LOG_LEVEL: 'info',
        AGENCY_EMAIL,
        MAIL_FROM,
        // The SMTP server's port, with nothing listening on it until the restart.
        SMTP_URL: sink.url,
        ...FAST_MAIL_SETTINGS,
        // Rows the killed process had claimed are retried once their lease ends.
        MAIL_LEASE_MS: '2000',
        ...store.envSource,
      };
    });

    afterAll(async () => {
      for (const server of running) server.signal('SIGKILL');
      await Promise.all(running.map((server) => server.exited));
      await sink?.stop();
      await store?.dispose();
      rmSync(root, { recursive: true, force: true });
    });

    const start = () => {
      const server = spawnServer(vars);
      running.push(server);
      return server;
    };

    /** Stops a server the way an operator does (SIGTERM) and checks that it shut down cleanly. */
    const stop = async (server: ServerProcess) => {
      server.signal('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    };

    const readStore = async () => {
      const database = await store.open();
      try {
        const { db } = database;
        return {
          submissions: await db.select().from(submissions),
          contacts: await db.select().from(contactMessages),
          subscribers: await db.select().from(newsletterSubscriptions),
          outbox: await db.select().from(outbox),
        };
      } finally {
        await database.close();
      }
    };

    it('loses no acknowledged submission and delivers every queued e-mail exactly once', { timeout: 240_000 }, async () => {
      const first = start();
      const url = await first.listening;
      const requests = Array.from({ length: ROUNDS }, (_, round) => mixedRequests(round)).flat();
      // Solved before the burst, so the burst itself is nothing but submissions.
      const tokens = await Promise.all(requests.map(() => solveCaptcha(() => fetch(`${url}/api/captcha/challenge`))));
      // A steady stream, CONCURRENCY requests in flight at any moment, so the kill always cuts some mid-request
      // and the rest find the server gone.
      let acknowledged = 0;
      let next = 0;
      const outcomes: Outcome[] = [];
      const send = async ([path, body]: [string, Record<string, unknown>], token: string | undefined): Promise<Outcome> => {
        try {
          const response = await fetch(`${url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...body, captchaToken: token }),
          });
          const json: unknown = await response.json();
          if (response.status === 201) {
            acknowledged += 1;
            if (acknowledged === KILL_AFTER) first.signal('SIGKILL');
          }
          return { path, body, status: response.status, response: isRecord(json) ? json : {} };
        } catch {
          return { path, body, status: 'lost' };
        }
      };
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let index = next++; index < requests.length; index = next++) {
            const request = requests[index];
            if (request) outcomes.push(await send(request, tokens[index]));
          }
        }),
      );
      expect(await first.exited).toBeNull();
      const acked = outcomes.filter((outcome) => outcome.status === 201);
      // Nothing but acknowledgements and connections cut by the kill, which came in the middle of the burst.
      expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 'lost')).toEqual([]);
      expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acked.length).toBeLessThan(requests.length);
      expect(outcomes.filter((outcome) => outcome.status === 'lost').length).toBeGreaterThan(0);
      expect(sink.received).toHaveLength(0);

      // Back with the SMTP server up: first the e-mails every acknowledged request queued.
      await sink.start();
      const ackedEmails = acked.reduce((total, outcome) => total + (outcome.path.startsWith('/api/forms/') ? 2 : 1), 0);
      let server = start();
      await server.listening;
      await vi.waitFor(() => expect(sink.received.length).toBeGreaterThanOrEqual(ackedEmails), WAIT);
      await stop(server);

      // Requests cut off by the kill may have committed too; their e-mails are owed as well. Until the store says
      // everything is sent, start again and wait for the rest.
      let stored = await readStore();
      for (let restart = 0; stored.outbox.some((row) => row.status !== 'sent') && restart < 3; restart += 1) {
        const total = stored.outbox.length;
        server = start();
        await server.listening;
        await vi.waitFor(() => expect(sink.received.length).toBeGreaterThanOrEqual(total), WAIT);
        await stop(server);
        stored = await readStore();
      }

      // Every acknowledged request is stored, with its e-mails.
      const requestIds = new Set(stored.submissions.map((row) => row.requestId));
      for (const outcome of acked) {
        if (outcome.path.startsWith('/api/forms/')) {
          const requestId = String(outcome.response?.requestId);
          expect(requestIds.has(requestId), requestId).toBe(true);
          const submission = stored.submissions.find((row) => row.requestId === requestId);
          expect(stored.outbox.filter((row) => row.submissionId === submission?.id)).toHaveLength(2);
        } else if (outcome.path === '/api/contact') {
          const message = String(outcome.body.message);
          expect(stored.contacts.map((row) => row.message)).toContain(message);
          // The bodies are stored encrypted (the server runs with the development key).
          const queued = stored.outbox.filter(
            (row) => row.kind === CONTACT_NOTIFICATION_KIND && decryptEmail(row, testCipher()).text.includes(message),
          );
          expect(queued).toHaveLength(1);
        } else {
          const email = String(outcome.body.email);
          expect(stored.subscribers.map((row) => row.email)).toContain(email);
          const queued = stored.outbox.filter((row) => row.kind === NEWSLETTER_NOTIFICATION_KIND && row.subject.endsWith(email));
          expect(queued).toHaveLength(1);
        }
      }

      // Every queued e-mail was delivered, exactly once.
      expect(stored.outbox.filter((row) => row.status !== 'sent')).toEqual([]);
      const counts = countByMessageId(sink.received);
      expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      expect([...counts.keys()].sort()).toEqual(stored.outbox.map((row) => `${row.id}@bayvalley.example`).sort());
    });
  });
}
