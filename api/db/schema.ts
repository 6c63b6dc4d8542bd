/**
 * The tables of the API. Payloads are stored as submitted (minus the captcha token and the attachment contents) in
 * one jsonb column, because every wizard has its own shape and new wizards must not need a migration.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** drizzle-orm 0.45 has no bytea column; postgres-js returns a Buffer and PGlite a Uint8Array, both Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const submissions = pgTable('submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  wizardId: text('wizard_id').notNull(),
  requestId: text('request_id').notNull().unique(),
  payload: jsonb('payload').notNull(),
  clientIp: text('client_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** JSON Pointer of the attachment object in the submitted payload, so two lists may hold equal names. */
    pointer: text('pointer').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    /** Encrypted: stored without a compression attempt (migration 0004). */
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('attachments_submission_id_idx').on(table.submissionId)],
);

/**
 * One row per captcha solution accepted. The primary key makes the single-use rule hold across concurrent requests
 * and across replicas sharing the database. Rows past `expires_at` can be purged: an expired challenge is refused
 * by its signature check anyway.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('captcha_solutions_expires_at_idx').on(table.expiresAt)],
);

/**
 * Newsletter subscribers. One row per address whatever its case (unique index on lower(email)), so a repeated
 * signup is a no-op; the consent text the visitor saw is stored with the row as proof of consent.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    consentText: text('consent_text').notNull(),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** Messages sent from the contact page. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  clientIp: text('client_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * E-mails to send. Rows are written in the transaction of whatever caused them, so an e-mail is queued exactly when
 * its cause is stored. The worker (api/mail/outbox-worker.ts) claims due rows by setting a lease (`locked_until`),
 * sends them, and marks them `sent`, or schedules the next try (`next_attempt_at`) until `attempts` reaches the
 * limit and the row is `dead`. Times are compared with the database clock, so replicas agree on them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the e-mail is, e.g. `contact.agency-notification`: lets the worker and the dev viewer tell them apart. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** The agency's notifications answer to the visitor, so a reply from the mail client reaches them. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    // The bodies are sealed (encrypted): stored uncompressed, in the row's own page when it fits (migration 0004).
    text: text('text').notNull(),
    html: text('html'),
    /** The wizard submission the e-mail is about, if any. */
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    /**
     * Attach the submission's files, read from `attachments` when sending: the bytes are stored once, not copied
     * into every e-mail row.
     */
    withAttachments: boolean('with_attachments').notNull().default(false),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: the retry backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a worker until this time; a worker that dies holding a row releases it when the lease expires. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Tries started so far, counted when a row is claimed, so a message that crashes the process still runs out. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    // The worker's query: pending rows that are due, soonest first.
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('outbox_submission_id_idx').on(table.submissionId),
    check('outbox_status_check', sql`${table.status} in ('pending', 'sent', 'dead')`),
  ],
);

/**
 * Fixed-window request counters per route family and client IP (api/http/rate-limit.ts), shared by every replica on
 * the database. One row per family and client: a request past the end of the window starts a new one in place, and
 * rows whose window ended are purged periodically. Times are the database clock's.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    family: text('family').notNull(),
    client: text('client').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    hits: integer('hits').notNull().default(1),
  },
  (table) => [
    primaryKey({ name: 'rate_limits_pkey', columns: [table.family, table.client] }),
    index('rate_limits_window_started_at_idx').on(table.windowStartedAt),
  ],
);

/**
 * Answers saved to finish later ("Save and finish later"), reached only through the e-mailed link: the row is found
 * by the SHA-256 of the link's token (the token itself is never stored), and no route lists rows. The step, the
 * answers (sensitive values and files included) and the schema version are one encrypted JSON document. A row
 * past `expires_at` is refused and purged; the submission that completes it deletes it.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    wizardId: text('wizard_id').notNull(),
    /** Encrypted (api/privacy/data-cipher.ts bytes format): stored without a compression attempt. */
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('drafts_expires_at_idx').on(table.expiresAt)],
);

/**
 * The first answer to each `Idempotency-Key` (api/submissions/idempotency.ts), written in the transaction of the
 * submission it answered, so that every replica on the database agrees on it. Scoped by the endpoint the key was sent
 * to (a wizard and its alias share one); `fingerprint` is the SHA-256 of the payload without its captcha token. Rows
 * past `expires_at` are ignored and deleted by the retention purge.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The body of the 201 answer the key got. */
    answer: jsonb('answer').notNull(),
    /** The wizard submission it stored, if any (the contact form and the newsletter store no submission row). */
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [table.endpoint, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
    index('idempotency_keys_submission_id_idx').on(table.submissionId),
  ],
);

export const schema = {
  submissions,
  attachments,
  captchaSolutions,
  newsletterSubscriptions,
  contactMessages,
  outbox,
  rateLimits,
  drafts,
  idempotencyKeys,
};
export type Schema = typeof schema;
