/**
 * The tables of the API. Payloads are stored as submitted (minus the captcha token and the attachment contents) in
 * one jsonb column, because every wizard has its own shape and new wizards must not need a migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { FUNNEL_EVENTS } from '../../schemas/funnel-report';

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
    /** The contact message the e-mail is about, if any: deleting the message deletes its notification. */
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
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
    index('outbox_contact_message_id_idx').on(table.contactMessageId),
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

/*
 * The agency's staff. The first six tables are better-auth's (api/staff/auth.ts), named for the staff side: accounts,
 * sessions, credentials (a password hash per account), short-lived values (sign-in challenges, pending second
 * factors), passkeys and authenticator-app secrets. Ids are better-auth's random strings. Removing a staff member
 * deletes their row, and with it their sessions and credentials; the requests they owned lose their owner and the
 * audit keeps their name.
 */
export const STAFF_ROLES = ['owner', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('staff_users_role_check', sql`${table.role} in ('owner', 'agent')`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    /** The cookie's value: 32 random characters of 62, about 190 bits. */
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_user_id_idx').on(table.userId)],
);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password's scrypt hash, for the credential account. */
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_accounts_user_id_idx').on(table.userId)],
);

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_verifications_identifier_idx').on(table.identifier)],
);

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    aaguid: text('aaguid'),
  },
  (table) => [
    index('staff_passkeys_user_id_idx').on(table.userId),
    index('staff_passkeys_credential_id_idx').on(table.credentialID),
  ],
);

export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    /** Encrypted by better-auth with STAFF_AUTH_SECRET. */
    secret: text('secret').notNull(),
    /** The recovery codes, encrypted the same way. */
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('staff_two_factors_user_id_idx').on(table.userId)],
);

/**
 * One-time links that let a new staff member set up their sign-in (api/staff/invitations.ts). Only the SHA-256 of the
 * link's token is stored; accepting one marks it used in the transaction that creates the account.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    invitedBy: text('invited_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [check('staff_invitations_role_check', sql`${table.role} in ('owner', 'agent')`)],
);

/**
 * The inbox: one row per request of any kind but the newsletter (a wizard's submission or a contact message), written
 * in the transaction that stores it and deleted with it. It holds what the inbox lists, filters and searches on, so
 * that none of it reads the payloads: the visitor's name, e-mail, phone and policy number as sent, and `search_text`,
 * those and the request id in lower case. `status` is a key of the kind's pipeline (api/inbox/pipelines.ts); `open`
 * is false once it is one of the pipeline's closing statuses. Unread is `first_opened_at` null: nobody has opened it.
 */
export const inboxRequests = pgTable(
  'inbox_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The wizard's id, or `contact`. */
    kind: text('kind').notNull(),
    submissionId: uuid('submission_id')
      .unique()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    contactMessageId: uuid('contact_message_id')
      .unique()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull().unique(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    policyNumber: text('policy_number').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    status: text('status').notNull().default('new'),
    open: boolean('open').notNull().default(true),
    ownerId: text('owner_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    /** The first time its status left New: the agency's first response. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** When the owners were told it was still New (api/inbox/new-request-alerts.ts); null until then. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (table) => [
    // Newest first, in the order the list asks for (DESC puts nulls first: an index written NULLS LAST would not serve it).
    index('inbox_requests_received_idx').on(table.receivedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('inbox_requests_kind_received_idx').on(table.kind, table.receivedAt.desc().nullsFirst()),
    index('inbox_requests_status_received_idx').on(table.status, table.receivedAt.desc().nullsFirst()),
    index('inbox_requests_owner_received_idx').on(table.ownerId, table.receivedAt.desc().nullsFirst()),
    index('inbox_requests_unread_idx').on(table.receivedAt.desc().nullsFirst()).where(sql`${table.firstOpenedAt} is null`),
    // The search: a trigram index finds a text anywhere in the names, e-mails, phones and ids (extension pg_trgm).
    index('inbox_requests_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('inbox_requests_waiting_idx').on(table.receivedAt).where(sql`${table.status} = 'new' and ${table.alertedAt} is null`),
    index('inbox_requests_first_response_idx').on(table.firstResponseAt),
    check(
      'inbox_requests_one_source_check',
      sql`(${table.submissionId} is null) <> (${table.contactMessageId} is null)`,
    ),
  ],
);

/** Internal notes on a request, deleted with it. */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inboxRequestId: uuid('inbox_request_id')
      .notNull()
      .references(() => inboxRequests.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbox_notes_request_idx').on(table.inboxRequestId, table.createdAt)],
);

export const AUDIT_ACTIONS = [
  'viewed',
  'revealed',
  'downloaded',
  'exported',
  'status',
  'owner',
  'note',
  'deleted',
  'staff-invited',
  'staff-uninvited',
  'staff-role',
  'staff-removed',
  'webhook',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who did what to which request, and when (api/audit/audit-log.ts). Append-only: a trigger of the migration refuses
 * every UPDATE and DELETE, whoever sends it. An entry names its request by id and request id but holds no reference
 * to it, and no personal data of the visitor (a revealed field by pointer, a file by its id), so it outlives the
 * request. The staff member is kept by id and by name, so an entry outlives them too.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** The inbox row it is about, if any; kept after the row is deleted. */
    inboxRequestId: uuid('inbox_request_id'),
    /** The request id (`AUT-...`) or, for a staff action, the staff member's id. */
    subject: text('subject'),
    /** The kind of request (`auto-quote`, `contact`, `newsletter`), if any. */
    kind: text('kind'),
    detail: jsonb('detail').notNull().default({}),
  },
  (table) => [
    index('audit_log_request_idx').on(table.inboxRequestId, table.id),
    index('audit_log_at_idx').on(table.at),
    check('audit_log_action_check', sql.raw(`action in (${AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')})`)),
  ],
);

/*
 * Webhooks (api/webhooks/): the endpoints of the agency's other tools, the events a stored request causes, one
 * delivery per event and endpoint, and a log line per attempt. An event and its deliveries are written in the
 * transaction of what caused them, so a request that was answered 201 is delivered even if the server dies right after.
 */
export const WEBHOOK_EVENT_TYPES = ['request.received', 'request.status_changed', 'request.deleted'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** What an owner's "send a test event" sends: never subscribed to, delivered to the one endpoint it was sent to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The event types it receives. */
  events: jsonb('events').$type<WebhookEventType[]>().notNull(),
  /** Whether its payloads carry the sensitive fields (`x-encrypt`); without, they are left out. */
  includeSensitive: boolean('include_sensitive').notNull().default(false),
  /** `whsec_...`, encrypted with the data keys. */
  secret: text('secret').notNull(),
  /** The secret before the last rotation, still signing beside the new one until `previous_secret_expires_at`. */
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  /** Why it was disabled when the server did it (a 410 from the receiver). */
  disabledReason: text('disabled_reason'),
  /** Set from WEBHOOK_ENDPOINTS at start-up: the configuration owns it, not the inbox. */
  configured: boolean('configured').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** The `webhook-id` of every delivery of it, across retries: `msg_` and 32 hexadecimal digits. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /**
     * The request it is about: its inbox row, or for a subscriber the subscription (none for a test event). Deleting
     * the request, or removing the subscriber, deletes its events.
     */
    inboxRequestId: uuid('inbox_request_id'),
    /** The payload's JSON, sensitive values included, encrypted with the data keys. */
    payload: text('payload').notNull(),
    /** JSON Pointers of the payload's sensitive values, left out for an endpoint that did not opt in. */
    sensitivePointers: jsonb('sensitive_pointers').$type<string[]>().notNull().default([]),
    /** The attachments a delivery links to, by signed links made when it is sent. */
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_events_request_idx').on(table.inboxRequestId), index('webhook_events_created_idx').on(table.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    /** Tries started, counted when claimed. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(table.eventId, table.endpointId),
    // The claim takes each endpoint's oldest due deliveries, and counts the ones it has in flight.
    index('webhook_deliveries_endpoint_due_idx').on(table.endpointId, table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_leased_idx').on(table.endpointId, table.lockedUntil).where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** The delivery log: every attempt, with the receiver's answer's status and its first kilobyte. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The answer's HTTP status; null when none came (refused, timed out, blocked address). */
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** The first kilobyte of the answer's body. */
    response: text('response'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.id), index('webhook_attempts_endpoint_idx').on(table.endpointId, table.id)],
);

/**
 * The wizards' funnel (api/funnel/): how many visitors reached, completed, left each step, which fields' errors came
 * before they left, and how long a step took, in coarse buckets, per day at the office, wizard, schema version, step,
 * event, field and bucket. Nothing else: no identifier, address or browser of anyone is stored, nor any value typed.
 */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    day: text('day').notNull(),
    wizardId: text('wizard_id').notNull(),
    schemaVersion: text('schema_version').notNull(),
    step: text('step').notNull(),
    event: text('event', { enum: FUNNEL_EVENTS }).notNull(),
    /** The field's JSON Pointer, list indices written `*`, for a refusal or what came before leaving; '' otherwise. */
    field: text('field').notNull().default(''),
    /** The time-on-step bucket of a completion or a departure; '' otherwise. */
    bucket: text('bucket').notNull().default(''),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ name: 'funnel_counts_pkey', columns: [table.wizardId, table.day, table.schemaVersion, table.step, table.event, table.field, table.bucket] }),
    check('funnel_counts_event_check', sql.raw(`event in (${FUNNEL_EVENTS.map((event) => `'${event}'`).join(', ')})`)),
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
  staffUsers,
  staffSessions,
  staffAccounts,
  staffVerifications,
  staffPasskeys,
  staffTwoFactors,
  staffInvitations,
  inboxRequests,
  inboxNotes,
  auditLog,
  webhookEndpoints,
  webhookEvents,
  webhookDeliveries,
  webhookAttempts,
  funnelCounts,
};
export type Schema = typeof schema;
