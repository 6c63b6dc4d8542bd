import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL, postgresBackend } from '../../tests/api/support/backends';
import { isDatabaseUnavailable, resultRows } from './database';
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

  it('fails a transaction whose connection dies under a query as unavailable, and the process lives on', async () => {
    const opened = await postgresBackend.open();
    const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
    // Thrown outside any promise (the driver once wrote its ROLLBACK to the closed socket from a timer), such an
    // error would end the server; a monitor sees it before anything else handles it.
    const uncaught: unknown[] = [];
    const monitor = (error: unknown) => uncaught.push(error);
    process.on('uncaughtExceptionMonitor', monitor);
    try {
      let backendPid: number | undefined;
      // Its failure is taken at once: on a busy machine the driver can see the connection close before the admin
      // query below has its answer, and a rejection with nothing waiting yet would be reported as unhandled.
      const failure = opened.database.db
        .transaction(async (tx) => {
          backendPid = resultRows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
          await tx.execute(sql`select pg_sleep(3)`);
        })
        .then(() => undefined, (error: unknown) => error);
      await expect.poll(() => backendPid).toBeDefined();
      await admin`select pg_terminate_backend(${backendPid!})`;
      expect(isDatabaseUnavailable(await failure)).toBe(true);
      // The rollback the driver sends after the failed query is written on the next turns of the event loop.
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).toEqual([]);
      await opened.database.ping();
    } finally {
      process.off('uncaughtExceptionMonitor', monitor);
      await admin.end({ timeout: 1 });
      await opened.dispose();
    }
  });
});
