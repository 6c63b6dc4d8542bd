/**
 * The offline vPIC snapshot, read for real: the decompressed database corgi ships, decoded with corgi's decoder.
 * Every VIN below is a real vehicle whose year, make and model are published.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { createSnapshotSource, indexFileOf, prepareSnapshotFile, snapshotArchive } from './vpic-snapshot';

const lines: string[] = [];
const log: Logger = {
  debug: () => {},
  info: (message) => lines.push(message),
  warn: (message) => lines.push(message),
  error: (message) => lines.push(message),
};

const snapshot = createSnapshotSource({ log });

afterAll(async () => {
  await snapshot.close();
});

/** Published VINs: where each one's identity is documented is noted beside it. */
const KNOWN_VINS = [
  // NHTSA's vPIC API documentation uses it as the DecodeVin example.
  { vin: '1HGCM82633A004352', year: 2003, make: 'HONDA', model: 'Accord' },
  // Posted by its owner with the Model S it belongs to (teslaliving.net, "How to decode your Model S VIN", 2014).
  { vin: '5YJSA1H16EFP36801', year: 2014, make: 'TESLA', model: 'Model S' },
  // corgi's own test suite (test/decoder.test.ts) and its fixtures, checked there against NHTSA's decoder.
  { vin: '2FTEF14H8TCA73155', year: 1996, make: 'FORD', model: 'F-150' },
  { vin: '1FTFW1EF7BFB11754', year: 2011, make: 'FORD', model: 'F-150' },
  { vin: 'JTEBU11F470006153', year: 2007, make: 'TOYOTA', model: 'FJ Cruiser' },
  // corgi's README quick-start example.
  { vin: 'KM8K2CAB4PU001140', year: 2023, make: 'HYUNDAI', model: 'Kona' },
  // WMI 1C4 is shared by Chrysler's brands; the make must come from the model, not from the WMI.
  { vin: '1C4RJKBG0S8730795', year: 2025, make: 'JEEP', model: 'Grand Cherokee L' },
] as const;

describe('decode', () => {
  it.each(KNOWN_VINS)('$vin is a $year $make $model', async ({ vin, year, make, model }) => {
    expect(await snapshot.decode(vin)).toEqual({ vin, year, make, model });
  });

  it.each(KNOWN_VINS)('$vin: the make is in the makes of $year and the model among its models', async ({ vin }) => {
    const decoded = await snapshot.decode(vin);
    if (!decoded) throw new Error(`${vin} did not decode`);
    expect(await snapshot.makes(decoded.year)).toContain(decoded.make);
    expect(await snapshot.models(decoded.make, decoded.year)).toContain(decoded.model);
  });

  it('decodes on a thread of its own: the answer arrives as a message, never within the caller\'s turn', async () => {
    await snapshot.warmUp();
    let settled = false;
    const decoding = snapshot.decode('5YJSA1H16EFP36801').then((decoded) => {
      settled = true;
      return decoded;
    });
    // corgi reads SQLite synchronously: on the server's thread, the decode would be done within these microtasks,
    // and nothing else (no request, no timer) would run until it was.
    for (let turn = 0; turn < 1_000; turn += 1) await Promise.resolve();
    expect(settled).toBe(false);
    expect(await decoding).toMatchObject({ make: 'TESLA', model: 'Model S' });
  });

  it('finds nothing for a VIN of valid syntax and check digit whose manufacturer code does not exist', async () => {
    expect(await snapshot.decode('11111111111111111')).toBeNull();
  });
});

describe('makes', () => {
  it('lists the makes of 2020 in upper case, sorted, without duplicates', async () => {
    const makes = await snapshot.makes(2020);
    expect(makes).toEqual(expect.arrayContaining(['ACURA', 'FORD', 'HONDA', 'TESLA', 'TOYOTA', 'MERCEDES-BENZ']));
    expect(new Set(makes).size).toBe(makes.length);
    for (const make of makes) expect(make).toBe(make.toUpperCase().trim());
    expect(makes.indexOf('ACURA')).toBeLessThan(makes.indexOf('HONDA'));
    expect(makes.indexOf('HONDA')).toBeLessThan(makes.indexOf('TOYOTA'));
  });

  it('follows the model year: makes that ended or had not begun are absent', async () => {
    const [of1995, of2020] = await Promise.all([snapshot.makes(1995), snapshot.makes(2020)]);
    expect(of1995).toContain('OLDSMOBILE');
    expect(of2020).not.toContain('OLDSMOBILE');
    expect(of1995).not.toContain('TESLA');
  });

  it('lists only cars, trucks and MPVs: no motorcycle-only make', async () => {
    expect(await snapshot.makes(2020)).not.toContain('HARLEY-DAVIDSON');
  });

  it('has nothing for a year before the snapshot begins', async () => {
    expect(await snapshot.makes(1950)).toEqual([]);
  });
});

describe('models', () => {
  it('lists the Honda models of 2020, whatever the case of the make, without its motorcycles', async () => {
    const models = await snapshot.models('HONDA', 2020);
    expect(models).toEqual(expect.arrayContaining(['Accord', 'Civic', 'CR-V', 'Pilot', 'Odyssey']));
    expect(models).not.toContain('Gold Wing');
    expect(await snapshot.models('honda', 2020)).toEqual(models);
    expect(new Set(models).size).toBe(models.length);
  });

  it('follows the model year', async () => {
    expect(await snapshot.models('HONDA', 2003)).toContain('S2000');
    expect(await snapshot.models('HONDA', 2020)).not.toContain('S2000');
  });

  it('has none for an unknown make', async () => {
    expect(await snapshot.models('NO SUCH MAKE', 2020)).toEqual([]);
  });
});

describe('the decompressed copy', () => {
  it('is decompressed once and then reused', async () => {
    const path = await snapshot.databasePath();
    expect(basename(path)).toBe(snapshotArchive().fileName);
    const before = statSync(path).mtimeMs;
    expect(await prepareSnapshotFile({ log })).toBe(path);
    expect(statSync(path).mtimeMs).toBe(before);
  });

  it('removes copies of other versions and old temporary files, and keeps the current copy\'s companions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vpic-cache-test-'));
    const { fileName } = snapshotArchive();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    try {
      for (const name of ['vpic-lite-0.0.1-123.db', 'vpic-lite-0.0.1-123.db-wal', `${fileName}-shm`, 'unrelated.txt']) {
        writeFileSync(join(dir, name), 'x');
      }
      writeFileSync(join(dir, `${fileName}.1.0a0b0c0d.tmp`), 'crashed long ago');
      utimesSync(join(dir, `${fileName}.1.0a0b0c0d.tmp`), twoHoursAgo, twoHoursAgo);
      // Another process may be decompressing right now.
      writeFileSync(join(dir, `${fileName}.2.0e0f0a0b.tmp`), 'in progress');
      const path = await prepareSnapshotFile({ log, cacheDir: dir });
      expect(readdirSync(dir).sort()).toEqual(
        [fileName, `${fileName}-shm`, `${fileName}.2.0e0f0a0b.tmp`, 'unrelated.txt'].sort(),
      );
      expect(statSync(path).size).toBeGreaterThan(50_000_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the model index beside the copy, so that the next opening reads it instead of scanning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vpic-cache-test-'));
    const copy = join(dir, snapshotArchive().fileName);
    copyFileSync(await snapshot.databasePath(), copy);
    const first = createSnapshotSource({ log, cacheDir: dir });
    const second = createSnapshotSource({ log, cacheDir: dir });
    try {
      expect(await first.makes(2020)).toContain('HONDA');
      expect(existsSync(indexFileOf(copy))).toBe(true);
      writeFileSync(indexFileOf(copy), JSON.stringify([['ONLY MAKE', [{ model: 'Only', from: 2019, to: null }]]]));
      expect(await second.makes(2020)).toEqual(['ONLY MAKE']);
    } finally {
      await first.close();
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('removes a damaged copy, so that the next attempt decompresses afresh', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vpic-cache-test-'));
    const source = createSnapshotSource({ log, cacheDir: dir });
    try {
      writeFileSync(join(dir, snapshotArchive().fileName), 'not a SQLite database');
      await expect(source.makes(2020)).rejects.toThrow();
      expect(readdirSync(dir)).toEqual([]);
      expect(await source.makes(2020)).toContain('HONDA');
    } finally {
      await source.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
