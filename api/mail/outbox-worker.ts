/**
 * The mail worker of the API process: claims due outbox rows, sends them, records the outcome, in the API's work
 * loop (api/background/work-loop.ts): at once when a request has committed new rows (`queued()`), and otherwise every
 * `pollMs` for retries that came due and for rows left by a restart or queued by another replica. Delivery is at least once: a row is marked sent right
 * after the SMTP server accepted it, and only a crash in between sends it again, under the same Message-ID
 * (smtp-sender.ts).
 */
import { startWorkLoop } from '../background/work-loop';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { DataCipher } from '../privacy/data-cipher';
import { claimDueEmails, decryptEmail, loadSubmissionFiles, markFailed, markSent, renewLease, type OutboxRow } from './outbox-store';
import { describeFailure, isPermanentFailure, retryDelayMs } from './retry-policy';
import { createSmtpSender, parseSender, type MailSender } from './smtp-sender';

/** What the routes see: a nudge after a commit that queued e-mails. */
export interface OutboxNotifier {
  queued(): void;
}

export const IDLE_NOTIFIER: OutboxNotifier = { queued: () => {} };

export interface OutboxWorker extends OutboxNotifier {
  /** Lets the sends in flight finish and record their outcome, then stops and closes the SMTP connections. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Db;
  sender: MailSender;
  log: Logger;
  /** Decrypts the bodies and the attached files. */
  cipher: DataCipher;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  leaseMs: number;
  /** Rows claimed at once; the pooled transport sends them over a few connections. */
  batchSize?: number;
}

const MARK_SENT_TRIES = 5;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, sender, log, cipher, maxAttempts, leaseMs } = options;
  const batchSize = options.batchSize ?? 10;
  /**
   * The row stays claimed until its lease ends, so a failure to record "sent" would send it again: it is retried
   * a few times before giving up, well within the lease.
   */
  async function recordSent(row: OutboxRow): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await markSent(db, row.id);
        return;
      } catch (error) {
        if (attempt >= MARK_SENT_TRIES) {
          log.error(`mail ${row.id} (${row.kind}) was sent but could not be marked sent; it is sent again when its lease ends`, error);
          return;
        }
        await pause(Math.min(leaseMs / 20, 100 * 2 ** attempt));
      }
    }
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      const files = row.withAttachments && row.submissionId ? await loadSubmissionFiles(db, row.submissionId, cipher) : [];
      // Never aborted by the worker: a send cut off after the server took the message would be sent again. The SMTP
      // timeouts end a dead connection, and the lease is renewed meanwhile.
      await sender.send({ ...decryptEmail(row, cipher), attachments: files });
    } catch (error) {
      const reason = describeFailure(error);
      const dead = isPermanentFailure(error) || row.attempts >= maxAttempts;
      const retryInMs = retryDelayMs(row.attempts, options.retryBaseMs, options.retryMaxMs);
      try {
        await markFailed(db, row.id, reason, dead ? { dead: true } : { dead: false, retryInMs });
      } catch (markError) {
        // The lease still ends and the row is tried again then.
        log.error(`mail ${row.id} (${row.kind}) failed and the failure could not be recorded`, markError);
      }
      if (dead) log.error(`mail ${row.id} (${row.kind}) is dead after ${row.attempts} tries: ${reason}`);
      else log.warn(`mail ${row.id} (${row.kind}) try ${row.attempts} of ${maxAttempts} failed, next in ${Math.round(retryInMs / 1000)} s: ${reason}`);
      return;
    }
    await recordSent(row);
    log.info(`mail ${row.id} (${row.kind}) sent`);
  }

  /** One claim and its sends; true when there may be more to do right away. */
  async function runOnce(): Promise<boolean> {
    const { rows, exhausted } = await claimDueEmails(db, { limit: batchSize, leaseMs, maxAttempts });
    if (exhausted > 0) log.error(`${exhausted} mail(s) marked dead: every try was used up without a reported outcome`);
    const inFlight = new Set(rows.map((row) => row.id));
    const renewal = setInterval(() => {
      renewLease(db, [...inFlight], leaseMs).catch((error: unknown) => log.warn('mail worker: could not renew a lease', error));
    }, Math.max(100, Math.floor(leaseMs / 3)));
    try {
      await Promise.all(
        rows.map(async (row) => {
          await deliver(row);
          inFlight.delete(row.id);
        }),
      );
    } finally {
      clearInterval(renewal);
    }
    return rows.length === batchSize || exhausted > 0;
  }

  const loop = startWorkLoop({ name: 'mail worker', log, pollMs: options.pollMs, runOnce });

  return {
    queued: () => loop.queued(),
    async stop() {
      await loop.stop();
      sender.close();
    },
  };
}

/**
 * The worker the configuration asks for: none without SMTP_URL (the e-mails wait in the outbox, and /dev/mail shows
 * them in development), otherwise one sending through SMTP_URL as MAIL_FROM.
 */
export async function outboxWorkerFromEnv(env: Env, db: Db, log: Logger, cipher: DataCipher): Promise<OutboxWorker | undefined> {
  if (!env.SMTP_URL) {
    log.info(
      `SMTP_URL is not set: e-mails are queued in the outbox and not sent${env.NODE_ENV === 'development' ? ' (see /dev/mail)' : ''}`,
    );
    return undefined;
  }
  const sender = await createSmtpSender({ url: env.SMTP_URL, from: parseSender(env.MAIL_FROM) });
  return startOutboxWorker({
    db,
    sender,
    log,
    cipher,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    retryMaxMs: env.MAIL_RETRY_MAX_MS,
    pollMs: env.MAIL_POLL_MS,
    leaseMs: env.MAIL_LEASE_MS,
  });
}
