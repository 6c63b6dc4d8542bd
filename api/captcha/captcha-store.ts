/** Single use of captcha solutions, backed by the captcha_solutions table. */
import { lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { captchaSolutions } from '../db/schema';

/**
 * Records the solution as used; false when it already was. ON CONFLICT DO NOTHING makes a concurrent second insert
 * wait for the first transaction and then see the conflict, so exactly one of two racing submissions wins.
 */
export async function consumeCaptchaSolution(tx: Tx | Db, key: string, expiresAt: Date): Promise<boolean> {
  const inserted = await tx
    .insert(captchaSolutions)
    .values({ key, expiresAt })
    .onConflictDoNothing()
    .returning({ key: captchaSolutions.key });
  return inserted.length === 1;
}

/** Forgets solutions of expired challenges: those are refused by their expiry anyway. */
export async function purgeExpiredCaptchaSolutions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(captchaSolutions)
    .where(lt(captchaSolutions.expiresAt, now))
    .returning({ key: captchaSolutions.key });
  return deleted.length;
}
