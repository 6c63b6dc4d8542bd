import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lookupZipCode } from './zip-codes';

describe('lookupZipCode', () => {
  it('finds the city and state of a ZIP code, and of ZIP+4', async () => {
    expect(await lookupZipCode('95122')).toEqual({ zipCode: '95122', city: 'San Jose', state: 'CA' });
    expect(await lookupZipCode('10001-1234')).toEqual({ zipCode: '10001', city: 'New York', state: 'NY' });
  });

  it('loads the table on a thread of its own: the calling thread never holds it', async () => {
    expect(await lookupZipCode('95122')).not.toBeNull();
    // The package is CommonJS: loaded on this thread, its table would be in this thread's module cache.
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => file.includes('/node_modules/zipcodes/'))).toEqual([]);
  });

  it('knows nothing of a code not in the table, or of text that is not a ZIP code', async () => {
    for (const text of ['00000', '9512', '951222', 'K1A 0B1', '95122 ', 'abcde']) {
      expect(await lookupZipCode(text), text).toBeNull();
    }
  });
});
