/**
 * The funnel's counters, added up in this process's memory and written to the database every FLUSH_MS in one
 * statement (decision 0263): every report of every visitor adds to the same few rows (one wizard, one day, one step), so
 * writing each report as it comes would make them all wait on those rows' locks. A replica writes what it added, so
 * several add up. Stopping writes what is left; a crash loses at most the last second's counts, never a request.
 *
 * A write that fails (the database is down) keeps its counts for the next one: what waits is bounded by the number of
 * distinct counters (wizards x steps x fields x buckets of the day), not by the number of reports.
 */
import { sql } from 'drizzle-orm';
import { dayAt } from '../calendar/agency-calendar';
import type { Db } from '../db/database';
import { funnelCounts } from '../db/schema';
import type { Logger } from '../logger';
import type { FunnelEventType } from '../../schemas/funnel-report';

export const FLUSH_MS = 1000;
/** Counters in one statement, at most: well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1000;

export interface FunnelRow {
  step: string;
  event: FunnelEventType;
  field: string;
  bucket: string;
}

export interface FunnelCounter {
  /** Adds a checked report's counters to today's (at the office). */
  add(wizardId: string, schemaVersion: string, rows: readonly FunnelRow[], now?: Date): void;
  /** Writes what was added so far; resolves once it is written (or kept for the next try). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

type Counted = typeof funnelCounts.$inferInsert;

const keyOf = (row: Omit<Counted, 'count'>) => [row.day, row.wizardId, row.schemaVersion, row.step, row.event, row.field, row.bucket].join('\n');

export function startFunnelCounter({ db, log, flushMs = FLUSH_MS }: { db: Db; log: Logger; flushMs?: number }): FunnelCounter {
  let pending = new Map<string, Counted>();
  let writing: Promise<void> = Promise.resolve();

  const keep = (rows: Iterable<Counted>) => {
    for (const row of rows) {
      const key = keyOf(row);
      const known = pending.get(key);
      if (known) known.count += row.count;
      else pending.set(key, { ...row });
    }
  };

  const write = async () => {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    let written = 0;
    try {
      for (; written < rows.length; written += ROWS_PER_STATEMENT) {
        await db
          .insert(funnelCounts)
          .values(rows.slice(written, written + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [funnelCounts.wizardId, funnelCounts.day, funnelCounts.schemaVersion, funnelCounts.step, funnelCounts.event, funnelCounts.field, funnelCounts.bucket],
            set: { count: sql`${funnelCounts.count} + excluded.count` },
          });
      }
    } catch (error) {
      // Each statement is its own transaction: the parts written stay written, the rest waits for the next try.
      keep(rows.slice(written));
      log.warn('funnel counts could not be written; they are kept for the next try', error);
    }
  };

  const flush = () => {
    writing = writing.then(write);
    return writing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    add(wizardId, schemaVersion, rows, now = new Date()) {
      const day = dayAt(now);
      keep(rows.map((row) => ({ day, wizardId, schemaVersion, ...row, count: 1 })));
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
