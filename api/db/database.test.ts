import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_SHARED_BUFFERS, resultRows } from './database';
import { submissions } from './schema';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase with PGlite', () => {
  it('creates DATA_DIR, migrates, and keeps the data across a restart', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'api-db-')), 'nested', 'data');
    dirs.push(dir);
    const first = await openDatabase({ DATA_DIR: dir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(submissions).values({ wizardId: 'w', requestId: 'ADR-TEST-0000-0001', payload: { a: 1 } });
    await first.close();

    // Migrating an up-to-date database again must be a no-op.
    const second = await openDatabase({ DATA_DIR: dir });
    const rows = await second.db.select().from(submissions);
    expect(rows.map((row) => [row.requestId, row.payload])).toEqual([['ADR-TEST-0000-0001', { a: 1 }]]);
    await second.close();
  });

  it('keeps an in-memory database for ":memory:" with its own buffer cache, and answers ping until closed', async () => {
    const database = await openDatabase({ DATA_DIR: ':memory:' });
    await expect(database.ping()).resolves.toBeUndefined();
    // PGlite's size, not the 128MB of PostgreSQL's default configuration.
    const rows = resultRows<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
    expect(rows).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});
