import { describe, expect, it } from 'vitest';
import {
  clearDeviceProgress,
  DEVICE_PROGRESS_DAYS,
  progressKey,
  readDeviceProgress,
  storableProgressData,
  writeDeviceProgress,
  type ProgressStorage,
} from './device-progress';
import { schemaVersion } from './schema-version';

/** localStorage's interface over a Map; `full` makes every write fail as a full storage does. */
class MemoryStorage implements ProgressStorage {
  readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 1);

describe('device progress', () => {
  it('reads back what was written for the same wizard and schema version', () => {
    const storage = new MemoryStorage();
    const progress = { data: { fullName: 'Dana' }, step: 2, savedAt: NOW, withheld: false };
    expect(writeDeviceProgress(storage, 'auto-quote', 'v1', progress)).toBe(true);
    expect(readDeviceProgress(storage, 'auto-quote', 'v1', NOW + DAY)).toEqual(progress);
    expect(readDeviceProgress(storage, 'home-quote', 'v1', NOW + DAY)).toBeNull();
  });

  it(`forgets progress older than ${DEVICE_PROGRESS_DAYS} days, and removes it`, () => {
    const storage = new MemoryStorage();
    writeDeviceProgress(storage, 'auto-quote', 'v1', { data: {}, step: 1, savedAt: NOW, withheld: false });
    expect(readDeviceProgress(storage, 'auto-quote', 'v1', NOW + DEVICE_PROGRESS_DAYS * DAY)).not.toBeNull();
    expect(readDeviceProgress(storage, 'auto-quote', 'v1', NOW + DEVICE_PROGRESS_DAYS * DAY + 1)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('removes the progress of another schema version of the wizard, and keeps other wizards', () => {
    const storage = new MemoryStorage();
    writeDeviceProgress(storage, 'auto-quote', 'old', { data: {}, step: 1, savedAt: NOW, withheld: false });
    writeDeviceProgress(storage, 'home-quote', 'old', { data: {}, step: 1, savedAt: NOW, withheld: false });
    expect(readDeviceProgress(storage, 'auto-quote', 'new', NOW)).toBeNull();
    expect([...storage.items.keys()]).toEqual([progressKey('home-quote', 'old')]);
  });

  it('ignores and removes an entry it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem(progressKey('auto-quote', 'v1'), '{"data": [], "step": -1');
    expect(readDeviceProgress(storage, 'auto-quote', 'v1', NOW)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('reports a write the browser refuses instead of throwing', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    expect(writeDeviceProgress(storage, 'auto-quote', 'v1', { data: {}, step: 0, savedAt: NOW, withheld: false })).toBe(false);
  });

  it('clears every version of one wizard', () => {
    const storage = new MemoryStorage();
    writeDeviceProgress(storage, 'auto-quote', 'a', { data: {}, step: 0, savedAt: NOW, withheld: false });
    writeDeviceProgress(storage, 'auto-quote', 'b', { data: {}, step: 0, savedAt: NOW, withheld: false });
    writeDeviceProgress(storage, 'home-quote', 'a', { data: {}, step: 0, savedAt: NOW, withheld: false });
    clearDeviceProgress(storage, 'auto-quote');
    expect([...storage.items.keys()]).toEqual([progressKey('home-quote', 'a')]);
  });

  it('leaves out the sensitive values and every file, and says so', () => {
    const file = { name: 'licence.png', size: 3, type: 'image/png', lastModified: 1, content: 'AAAA' };
    const data = {
      fullName: 'Dana',
      drivers: [{ name: 'Dana', licenseNumber: 'D1234567', dateOfBirth: '1980-01-01' }],
      additionalData: { attachments: [file, file], note: 'see files' },
      photo: file,
    };
    const stored = storableProgressData(data, new Set(['/drivers/0/licenseNumber', '/drivers/0/dateOfBirth']));
    expect(stored).toEqual({
      data: { fullName: 'Dana', drivers: [{ name: 'Dana' }], additionalData: { attachments: [], note: 'see files' } },
      withheld: true,
    });
    expect(data.drivers[0]?.licenseNumber).toBe('D1234567');
    expect(storableProgressData({ fullName: 'Dana' }, new Set())).toEqual({ data: { fullName: 'Dana' }, withheld: false });
  });

  it('versions a schema by its content', async () => {
    const version = await schemaVersion({ type: 'object', properties: { a: { type: 'string' } } });
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(await schemaVersion({ type: 'object', properties: { a: { type: 'string' } } })).toBe(version);
    expect(await schemaVersion({ type: 'object', properties: { a: { type: 'number' } } })).not.toBe(version);
  });
});
