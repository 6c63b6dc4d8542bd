/**
 * Saved drafts ("Save and finish later"), stored and read by their link's token.
 *
 * - The token is 256 random bits (base64url); only its SHA-256 is stored, so the table alone opens no draft.
 * - The draft (step, answers, schema version) is one encrypted JSON document: every answer, sensitive values and
 *   files included, is encrypted at rest, with the same keys and rotation as the submissions.
 * - A draft is read only by its token, only until it expires; nothing lists drafts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { DRAFT_LIFETIME_DAYS } from '../../engine/drafts';
import { isRecord } from '../../json/json-value';
import type { Db, Tx } from '../db/database';
import { drafts } from '../db/schema';
import type { DataCipher } from '../privacy/data-cipher';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 32 bytes in base64url: 43 characters. Any other shape is no token, refused without a database lookup. */
export const DRAFT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createDraftToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDraftToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function draftExpiry(savedAt: Date): Date {
  return new Date(savedAt.getTime() + DRAFT_LIFETIME_DAYS * DAY_MS);
}

export interface DraftContent {
  step: number;
  data: Record<string, unknown>;
  schemaVersion: string;
}

export interface StoredDraft extends DraftContent {
  wizardId: string;
  savedAt: Date;
  expiresAt: Date;
}

export async function insertDraft(
  tx: Tx | Db,
  cipher: DataCipher,
  draft: { token: string; wizardId: string; content: DraftContent; savedAt: Date },
): Promise<Date> {
  const expiresAt = draftExpiry(draft.savedAt);
  await tx.insert(drafts).values({
    tokenHash: hashDraftToken(draft.token),
    wizardId: draft.wizardId,
    content: cipher.encryptBytes(Buffer.from(JSON.stringify(draft.content), 'utf8')),
    createdAt: draft.savedAt,
    expiresAt,
  });
  return expiresAt;
}

/** The draft of a token, or null when there is none or it has expired. */
export async function readDraft(db: Db, cipher: DataCipher, token: string): Promise<StoredDraft | null> {
  if (!DRAFT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.tokenHash, hashDraftToken(token)), gt(drafts.expiresAt, sql`now()`)));
  if (!row) return null;
  const content: unknown = JSON.parse(cipher.decryptBytes(row.content).toString('utf8'));
  if (!isRecord(content) || typeof content.step !== 'number' || !isRecord(content.data) || typeof content.schemaVersion !== 'string') {
    throw new Error(`draft ${row.id} holds no draft`);
  }
  return {
    wizardId: row.wizardId,
    step: content.step,
    data: content.data,
    schemaVersion: content.schemaVersion,
    savedAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/** Deletes the draft a submission of `wizardId` completes; a token of no draft (or of another wizard's) deletes nothing. */
export async function deleteDraft(tx: Tx | Db, token: string, wizardId: string): Promise<boolean> {
  if (!DRAFT_TOKEN_PATTERN.test(token)) return false;
  const deleted = await tx
    .delete(drafts)
    .where(and(eq(drafts.tokenHash, hashDraftToken(token)), eq(drafts.wizardId, wizardId)))
    .returning({ id: drafts.id });
  return deleted.length > 0;
}

/** Deletes the drafts past their expiry (the retention purge). */
export async function deleteExpiredDrafts(tx: Tx | Db, now: Date = new Date()): Promise<number> {
  const deleted = await tx.delete(drafts).where(lt(drafts.expiresAt, now)).returning({ id: drafts.id });
  return deleted.length;
}
