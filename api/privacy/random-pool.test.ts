import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './random-pool';

describe('pooledRandomBytes', () => {
  it('hands out the size asked for, never the same bytes twice', () => {
    const draws = Array.from({ length: 2000 }, () => pooledRandomBytes(12));
    expect(draws.every((draw) => draw.length === 12)).toBe(true);
    expect(new Set(draws.map((draw) => draw.toString('hex'))).size).toBe(draws.length);
  });

  it('leaves bytes already handed out alone when the pool is replaced', () => {
    const first = pooledRandomBytes(12);
    const copy = Buffer.from(first);
    // Far more than one pool's worth, so it is replaced several times.
    for (let i = 0; i < 2000; i++) pooledRandomBytes(16);
    expect(first.equals(copy)).toBe(true);
  });

  it('serves a draw larger than the pool from the generator directly', () => {
    const large = pooledRandomBytes(10_000);
    expect(large.length).toBe(10_000);
    expect(large.equals(Buffer.alloc(10_000))).toBe(false);
  });
});
