/**
 * The tables of the API. Payloads are stored as submitted (minus the captcha token and the attachment contents) in
 * one jsonb column, because every wizard has its own shape and new wizards must not need a migration.
 */
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

export const schema = { submissions, attachments, captchaSolutions };
export type Schema = typeof schema;
