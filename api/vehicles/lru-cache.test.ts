import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new LruCache<number>({ maxEntries: 2, maxAgeMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('forgets entries older than maxAgeMs', () => {
    let now = 0;
    const cache = new LruCache<string>({ maxEntries: 10, maxAgeMs: 100, now: () => now });
    cache.set('year', 'makes');
    now = 99;
    expect(cache.get('year')).toBe('makes');
    now = 100;
    expect(cache.get('year')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('deletes a key only while it still holds the expected value', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxAgeMs: 1000 });
    cache.set('k', 'old');
    cache.set('k', 'new');
    cache.delete('k', 'old');
    expect(cache.get('k')).toBe('new');
    cache.delete('k', 'new');
    expect(cache.get('k')).toBeUndefined();
  });
});
