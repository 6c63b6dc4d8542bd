/**
 * The tables of the API. Payloads are stored as submitted (minus the captcha token and the attachment contents) in
 * one jsonb column, because every wizard has its own shape and new wizards must not need a migration.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

/**
 * E-mails waiting to be sent. Rows are written in the transaction of whatever caused them, so an e-mail is queued
 * exactly when its cause is stored; a worker sends rows whose `sent_at` is null and records failures.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the e-mail is, e.g. `contact.agency-notification`: lets the worker and the dev viewer tell them apart. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  // The worker's query: unsent rows, oldest first.
  (table) => [index('outbox_unsent_idx').on(table.createdAt).where(sql`${table.sentAt} is null`)],
);

export const schema = { submissions, attachments, captchaSolutions, newsletterSubscriptions, contactMessages, outbox };
export type Schema = typeof schema;
