import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createLogger } from '../logger';
import { startFunnelCounter } from './funnel-counter';

/** A database whose writes of the funnel's counters fail while `down`, and otherwise keep what they were given. */
function fakeDatabase() {
  const written: { step: string; count: number }[][] = [];
  const state = { down: false };
  const db = {
    insert: () => ({
      values: (rows: { step: string; count: number }[]) => ({
        onConflictDoUpdate: async () => {
          if (state.down) throw new Error('connection refused');
          written.push(rows.map(({ step, count }) => ({ step, count })));
        },
      }),
    }),
  } as unknown as Db;
  return { db, written, state };
}

const row = (step: string) => ({ step, event: 'shown' as const, field: '', bucket: '' });

describe('the funnel counter', () => {
  it('adds reports up in memory and writes each counter once per write', async () => {
    const { db, written } = fakeDatabase();
    const counter = startFunnelCounter({ db, log: createLogger('silent'), flushMs: 3_600_000 });
    for (let index = 0; index < 5; index += 1) counter.add('commercial-quote', '0123456789abcdef', [row('business'), row('property')]);
    await counter.flush();
    expect(written).toEqual([[{ step: 'business', count: 5 }, { step: 'property', count: 5 }]]);
    await counter.flush();
    expect(written).toHaveLength(1);
    await counter.stop();
  });

  it('keeps the counts of a write that failed for the next one', async () => {
    const { db, written, state } = fakeDatabase();
    const counter = startFunnelCounter({ db, log: createLogger('silent'), flushMs: 3_600_000 });
    counter.add('commercial-quote', '0123456789abcdef', [row('business')]);
    state.down = true;
    await counter.flush();
    counter.add('commercial-quote', '0123456789abcdef', [row('business')]);
    state.down = false;
    await counter.stop();
    expect(written).toEqual([[{ step: 'business', count: 2 }]]);
  });

  it('writes on its own every interval', async () => {
    const { db, written } = fakeDatabase();
    const counter = startFunnelCounter({ db, log: createLogger('silent'), flushMs: 20 });
    counter.add('commercial-quote', '0123456789abcdef', [row('business')]);
    await expect.poll(() => written.length, { timeout: 2_000 }).toBe(1);
    await counter.stop();
  });
});
