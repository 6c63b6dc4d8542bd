import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresBackend } from '../../tests/api/support/backends';
import { resultRows } from './database';
import { submissions } from './schema';

describe('openDatabase with PostgreSQL', () => {
  it('prepares the queries of a transaction too, on the connection the transaction holds', async () => {
    const opened = await postgresBackend.open();
    try {
      const statements = await opened.database.db.transaction(async (tx) => {
        await tx.insert(submissions).values({ wizardId: 'w', requestId: 'ADR-TEST-0000-0002', payload: {} });
        return resultRows<{ statement: string }>(await tx.execute(sql`select statement from pg_prepared_statements`));
      });
      expect(statements.map((row) => row.statement)).toContainEqual(expect.stringMatching(/^insert into "submissions"/));
    } finally {
      await opened.dispose();
    }
  });
});
