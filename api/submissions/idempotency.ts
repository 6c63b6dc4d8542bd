/**
 * Safe retries of submissions with an `Idempotency-Key` header (IETF draft-ietf-httpapi-idempotency-key-header): the
 * first answer a key got is recorded in the transaction that stored the submission, and a retry with the same key
 * and the same payload within 24 hours gets that answer again, storing nothing. The submission service
 * (submission-service.ts) decides when each of these runs; this module holds the key's rules and its table.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { configure } from 'safe-stable-stringify';
import { isRecord } from '../../json/json-value';
import { resultRows, type Db, type Tx } from '../db/database';
import { idempotencyKeys } from '../db/schema';

/** How long a key is remembered: long enough for a client to retry after any timeout, as the draft suggests. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Longer keys are refused: a UUID (36 characters) is the expected shape, and the key is stored and indexed. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

export const IDEMPOTENCY_MESSAGES = {
  invalid: `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters, e.g. a UUID.`,
  reused: 'This Idempotency-Key was already used with a different payload. Send a new key for a new request.',
  inFlight: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;

/** What a key answered the first time, as recorded. */
export interface RecordedAnswer {
  fingerprint: string;
  answer: Record<string, string>;
}

export type KeyParse = { ok: true; key: string } | { ok: false; message: string };

/**
 * The header's value. The draft makes it a Structured Field String (`"8e03978e-..."`); clients written before the
 * draft send the bare value, so both are taken, and name the same key.
 */
export function parseIdempotencyKey(header: string): KeyParse {
  const text = header.trim();
  const quoted = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(text);
  if (text.startsWith('"') && !quoted) return { ok: false, message: IDEMPOTENCY_MESSAGES.invalid };
  const key = quoted ? (quoted[1] ?? '').replace(/\\(["\\])/g, '$1') : text;
  const valid = key.length >= 1 && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH && /^[\x21-\x7e]+$/.test(key);
  return valid ? { ok: true, key } : { ok: false, message: IDEMPOTENCY_MESSAGES.invalid };
}

const canonicalJson = configure({ deterministic: true, strict: true });

/**
 * What decides "the same payload": the SHA-256 of the payload with its members in a fixed order and without its
 * captcha token. A client retrying after a timeout may have solved a new captcha; the token proves a person sent
 * the request, it is not what the request asks for.
 */
export function payloadFingerprint(payload: unknown): string {
  let request = payload;
  if (isRecord(payload)) {
    const { captchaToken: _token, ...rest } = payload;
    request = rest;
  }
  return createHash('sha256').update(canonicalJson(request) ?? '').digest('hex');
}

/** The answer recorded for a key still within its 24 hours, if any. */
export async function findRecordedAnswer(db: Db | Tx, endpoint: string, key: string): Promise<RecordedAnswer | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.endpoint, endpoint), eq(idempotencyKeys.key, key), gt(idempotencyKeys.expiresAt, sql`now()`)));
  return row ? { fingerprint: row.fingerprint, answer: row.answer as Record<string, string> } : null;
}

/**
 * Takes the key's lock for the rest of the transaction, without waiting: false when another transaction, on this
 * server or another replica, holds it, i.e. a request with this key is being stored right now.
 */
export async function lockKey(tx: Tx, endpoint: string, key: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`${endpoint}\n${key}`}, 0)) as locked`,
  );
  return resultRows<{ locked: boolean }>(result)[0]?.locked === true;
}

/** Records a key's first answer; a row of the same key whose 24 hours are over is replaced. */
export async function recordAnswer(
  tx: Tx,
  record: { endpoint: string; key: string; fingerprint: string; answer: Record<string, string>; submissionId?: string },
): Promise<void> {
  const expiresAt = sql`now() + make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;
  const written = await tx
    .insert(idempotencyKeys)
    .values({ ...record, createdAt: sql`now()`, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.endpoint, idempotencyKeys.key],
      set: {
        fingerprint: record.fingerprint,
        answer: record.answer,
        submissionId: record.submissionId ?? null,
        createdAt: sql`now()`,
        expiresAt,
      },
      setWhere: lt(idempotencyKeys.expiresAt, sql`now()`),
    })
    .returning({ key: idempotencyKeys.key });
  // The caller holds the key's lock and found no live row: a live row here would be a broken invariant.
  if (written.length !== 1) throw new Error('the idempotency key was recorded by another transaction');
}

/** Deletes the keys whose 24 hours are over (the retention purge). */
export async function purgeExpiredIdempotencyKeys(db: Db | Tx): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, sql`now()`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
