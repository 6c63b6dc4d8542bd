/**
 * A small least-recently-used cache with an age limit. Keys come from visitors (years, makes, VINs), so the size is
 * bounded; the age limit lets a long-running server pick up vPIC's monthly updates.
 */
export interface LruCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}

export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: LruCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt >= this.options.maxAgeMs) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is always the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** With `expected`, only when the key still holds that value (a newer one stored meanwhile is kept). */
  delete(key: string, expected?: V): void {
    if (expected !== undefined && this.entries.get(key)?.value !== expected) return;
    this.entries.delete(key);
  }
}
