import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openNewPglite } from '../../tests/api/support/backends';
import { captchaSolutions } from '../db/schema';
import { consumeCaptchaSolution, purgeExpiredCaptchaSolutions } from './captcha-store';

let database: Database;

beforeAll(async () => {
  database = await openNewPglite();
});

afterAll(async () => {
  await database.close();
});

const inTenMinutes = () => new Date(Date.now() + 600_000);
const isUsed = async (key: string) =>
  (await database.db.select().from(captchaSolutions).where(eq(captchaSolutions.key, key))).length > 0;

describe('captcha solution store', () => {
  it('accepts a solution once', async () => {
    expect(await isUsed('once')).toBe(false);
    expect(await consumeCaptchaSolution(database.db, 'once', inTenMinutes())).toBe(true);
    expect(await isUsed('once')).toBe(true);
    expect(await consumeCaptchaSolution(database.db, 'once', inTenMinutes())).toBe(false);
  });

  it('lets exactly one of many concurrent consumptions win', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction((tx) => consumeCaptchaSolution(tx, 'raced', inTenMinutes())),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('forgets a consumption whose transaction rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await consumeCaptchaSolution(tx, 'rolled-back', inTenMinutes());
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await isUsed('rolled-back')).toBe(false);
  });

  it('purges only expired solutions', async () => {
    await consumeCaptchaSolution(database.db, 'old', new Date(Date.now() - 1000));
    await consumeCaptchaSolution(database.db, 'fresh', inTenMinutes());
    expect(await purgeExpiredCaptchaSolutions(database.db)).toBeGreaterThanOrEqual(1);
    expect(await isUsed('old')).toBe(false);
    expect(await isUsed('fresh')).toBe(true);
  });
});
