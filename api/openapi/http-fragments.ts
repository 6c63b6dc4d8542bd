/**
 * What the OpenAPI document states about the HTTP rules every route shares: the `Idempotency-Key` of submissions,
 * their 409 and 422, the 503 of a database outage with `Retry-After`, and the rate-limit headers. (A malformed key
 * is one of the body errors; the 405 with `Allow` belongs to no operation and is said in the document's description.) Plain OpenAPI 3.1 objects built from the constants the server itself uses, so the document cannot drift
 * from the code; openapi-document.ts places them (under `components`, referenced from the operations).
 */
import { RATE_LIMITED_MESSAGE } from '../http/rate-limit';
import { errorBody, jsonContent } from './openapi-parts';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/unavailable';
import { IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_MESSAGES, MAX_IDEMPOTENCY_KEY_LENGTH } from '../submissions/idempotency';


/** `components.headers`: the headers below, referenced as `#/components/headers/<name>`. */
export const HTTP_HEADERS = {
  'Retry-After': {
    description: 'Seconds to wait before sending the request again.',
    schema: { type: 'integer', minimum: 1 },
  },
  'RateLimit-Policy': {
    description:
      'The route family\'s quota (draft-ietf-httpapi-ratelimit-headers): `"<family>";q=<requests>;w=<seconds>`, per client IP.',
    schema: { type: 'string', example: '"submissions";q=20;w=60' },
  },
  RateLimit: {
    description: 'What is left of the quota: `"<family>";r=<requests left>;t=<seconds until the window ends>`.',
    schema: { type: 'string', example: '"submissions";r=19;t=60' },
  },
} as const;

/** `components.parameters.IdempotencyKey`: on every POST that stores a submission (wizards, aliases, contact, newsletter). */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    `Makes a retry safe (draft-ietf-httpapi-idempotency-key-header): the same key with the same payload (its captchaToken ` +
    `aside) within ${IDEMPOTENCY_KEY_HOURS} hours gets the first answer again, and nothing more is stored. A Structured ` +
    `Field String ("...") or the bare value, 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters; a UUID is ` +
    `recommended. Keys are scoped to the endpoint (a wizard and its alias share one).`,
  schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH, example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"' },
} as const;

/** `components.responses`: referenced from the operations as `#/components/responses/<name>`. */
export const HTTP_RESPONSES = {
  /** On the submission POSTs. */
  IdempotencyKeyInUse: {
    description: 'A request with this Idempotency-Key is still being stored; send it again once that one is answered.',
    content: jsonContent(errorBody('idempotency_key_in_use', IDEMPOTENCY_MESSAGES.inFlight)),
  },
  /** On the submission POSTs. */
  IdempotencyKeyReused: {
    description: 'This Idempotency-Key was used with a different payload within its 24 hours.',
    content: jsonContent(errorBody('idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused)),
  },
  /** On every operation that needs the database: submissions, the rate-limited routes' stores, health. */
  Unavailable: {
    description: `The database cannot be reached right now; nothing was stored. Retry-After is ${UNAVAILABLE_RETRY_AFTER_SECONDS}.`,
    headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
    content: jsonContent(errorBody('unavailable', UNAVAILABLE_MESSAGE)),
  },
  /** Replaces the 429 of the rate-limited operations: it carries the rate-limit headers too. */
  RateLimited: {
    description: 'Too many requests of this family from this client in the current window.',
    headers: {
      'Retry-After': { $ref: '#/components/headers/Retry-After' },
      'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
      RateLimit: { $ref: '#/components/headers/RateLimit' },
    },
    content: jsonContent(errorBody('rate_limited', RATE_LIMITED_MESSAGE)),
  },
} as const;

/** Headers of every counted answer of a rate-limited operation (its success included), for its responses' `headers`. */
export const RATE_LIMIT_RESPONSE_HEADERS = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
} as const;

/** The statuses each submission POST gains, as `responses` entries. */
export const SUBMISSION_RESPONSES = {
  '409': { $ref: '#/components/responses/IdempotencyKeyInUse' },
  '422': { $ref: '#/components/responses/IdempotencyKeyReused' },
  '503': { $ref: '#/components/responses/Unavailable' },
} as const;

/** The headers of an answer that changes with the date (the document, the schemas): kept, and revalidated. */
export const CACHE_HEADERS = {
  ETag: { description: 'A hash of the body.', schema: { type: 'string' } },
  'Cache-Control': { description: 'no-cache: keep it, but revalidate before each use.', schema: { type: 'string' } },
} as const;
