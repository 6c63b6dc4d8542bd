/**
 * What the in-process delivery tests share: the app on a database back end with the real mail worker sending
 * through SMTP_URL, helpers that submit wizards, contact messages and newsletter signups with solved captchas,
 * and readers of the outbox.
 */
import { asc } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../../../api/db/database';
import { contactMessages, newsletterSubscriptions, outbox, submissions } from '../../../api/db/schema';
import { loadEnv } from '../../../api/env';
import { outboxWorkerFromEnv, type OutboxWorker } from '../../../api/mail/outbox-worker';
import { captureLog, type CapturedLog } from '../../api/support/captured-log';
import { readFixture, WIZARD_IDS, type Payload } from '../../api/support/payloads';
import { submitWithCaptcha } from '../../api/support/submit';
import { buildTestApp, testCipher } from '../../api/support/test-app';

export const AGENCY_EMAIL = 'agency-inbox@example.test';
export const MAIL_FROM = 'Bay Valley Insurance <mailer@bayvalley.example>';

/** Fast retries so a test waits milliseconds, not minutes; generous attempts unless a test is about the limit. */
export const FAST_MAIL_SETTINGS: Record<string, string> = {
  MAIL_RETRY_BASE_MS: '20',
  MAIL_RETRY_MAX_MS: '200',
  MAIL_POLL_MS: '50',
  MAIL_LEASE_MS: '5000',
  MAIL_MAX_ATTEMPTS: '100',
};

export interface Delivery {
  app: Hono;
  worker: OutboxWorker;
  /** The lines of the app and the worker, kept for the test rather than printed: some tests make sends fail. */
  log: CapturedLog;
}

/** The app with a running mail worker on `database`, sending through `smtpUrl`. Stop the worker after the test. */
export async function startDelivery(
  database: Database,
  envSource: Record<string, string>,
  smtpUrl: string,
  settings: Record<string, string> = {},
): Promise<Delivery> {
  const overrides = {
    ...envSource,
    AGENCY_EMAIL,
    MAIL_FROM,
    SMTP_URL: smtpUrl,
    ...FAST_MAIL_SETTINGS,
    ...settings,
  };
  const env = loadEnv(overrides);
  const log = captureLog();
  const worker = await outboxWorkerFromEnv(env, database.db, log.log, testCipher(overrides));
  if (!worker) throw new Error('SMTP_URL was given, a worker was expected');
  return { app: buildTestApp(database, overrides, { outbox: worker, log: log.log }), worker, log };
}

export async function clearTables(database: Database): Promise<void> {
  const { db } = database;
  await db.delete(outbox);
  await db.delete(submissions);
  await db.delete(contactMessages);
  await db.delete(newsletterSubscriptions);
}

/** Submits with a solved captcha. */
export const post = submitWithCaptcha;

export async function outboxRows(database: Database) {
  return database.db.select().from(outbox).orderBy(asc(outbox.createdAt));
}

/**
 * One request of each kind the site accepts, `round` making the addresses unique: every wizard's fixture, a
 * contact message and a newsletter signup. Returns [path, payload] pairs.
 */
export function mixedRequests(round: number): [string, Payload][] {
  return [
    ...WIZARD_IDS.map((id): [string, Payload] => [`/api/forms/${id}`, { ...readFixture(id), email: `visitor${round}.${id}@example.com` }]),
    ['/api/contact', { name: 'Jamie Chen', email: `jamie${round}@example.com`, phone: '4085550199', message: `Question ${round}` }],
    ['/api/newsletter', { email: `reader${round}@example.com` }],
  ];
}

/** E-mails each entry of mixedRequests queues: confirmation and notification per wizard, one each for the others. */
export const EMAILS_PER_MIXED_ROUND = WIZARD_IDS.length * 2 + 2;
