/**
 * `npm run export` as the agency runs it (`tsx scripts/export.ts`), on a database filled through the API, on PGlite
 * and on PostgreSQL: the period in the agency's days, CSV and JSON, the file output, and the usage errors.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database';
import { submissions } from '../../api/db/schema';
import { pgliteBackend, testBackends, type DurableStore } from '../api/support/backends';
import { addressChangeWith, attachment, PDF_BYTES, PNG_BYTES, readFixture, type Payload } from '../api/support/payloads';
import { submitWithCaptcha } from '../api/support/submit';
import { buildTestApp } from '../api/support/test-app';
import { parseCsv } from './csv-reader';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(REPO, 'node_modules', '.bin', 'tsx');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function runExport(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(TSX, ['scripts/export.ts', ...args], { cwd: REPO, env: { PATH: process.env.PATH ?? '', ...env } }, (error, stdout, stderr) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** A data directory that does not exist. */
const MISSING_DATA_DIR = join(tmpdir(), 'no-such-export-dir');


/** Rows of a CSV as objects keyed by the header. */
function csvRecords(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  return rows.map((row) => Object.fromEntries((header ?? []).map((name, index) => [name, row[index] ?? ''])));
}

describe.each(testBackends)('npm run export on $name', (backend) => {
  let store: DurableStore;
  const root = mkdtempSync(join(tmpdir(), 'export-test-'));
  const requestIds: Record<string, string> = {};

  async function submit(database: Database, path: string, payload: Payload): Promise<string> {
    const { status, body } = await submitWithCaptcha(buildTestApp(database), path, payload);
    expect(status).toBe(201);
    return String(body.requestId);
  }

  beforeAll(async () => {
    store = await backend.createDurableStore();
    const database = await store.open();
    try {
      requestIds.address = await submit(database, '/api/forms/address-change', {
        ...addressChangeWith([attachment('lease.pdf', 'application/pdf', PDF_BYTES), attachment('id, front.png', 'image/png', PNG_BYTES)]),
        additionalInfo: '=HYPERLINK("http://evil.example")',
      });
      requestIds.auto = await submit(database, '/api/forms/auto-quote', readFixture('auto-quote'));
      requestIds.late = await submit(database, '/api/forms/home-quote', readFixture('home-quote'));
      requestIds.early = await submit(database, '/api/forms/general-change', readFixture('general-change'));
      // Received on January 10 and 14; January 20; and at 11:30 PM on December 31 in San Jose (already January 1 in UTC).
      const times: Record<string, string> = {
        address: '2026-01-10T18:00:00Z',
        auto: '2026-01-14T19:00:00Z',
        late: '2026-01-20T18:00:00Z',
        early: '2026-01-01T07:30:00Z',
      };
      for (const [key, time] of Object.entries(times)) {
        await database.db.update(submissions).set({ createdAt: new Date(time) }).where(eq(submissions.requestId, String(requestIds[key])));
      }
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await store?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes the period as CSV: one row per submission, fields flattened, files by name, formulas defused', async () => {
    const run = await runExport(['--since', '2026-01-01', '--until', '2026-01-15', '--format', 'csv'], store.envSource);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const records = csvRecords(run.stdout);
    expect(records.map((record) => record.requestId)).toEqual([requestIds.address, requestIds.auto]);
    const [address, auto] = records;
    expect(address).toMatchObject({
      wizard: 'address-change',
      receivedAt: '2026-01-10T18:00:00.000Z',
      attachments: 'lease.pdf; id, front.png',
      fullName: 'Maria Lopez-Nguyen',
      'additionalData.currentAddress.street': '1234 Story Road, Apt 5',
      additionalInfo: `'=HYPERLINK("http://evil.example")`,
      'vehicles.0.vehicleVIN': '',
    });
    expect(Object.keys(address ?? {}).some((column) => column.includes('attachments.'))).toBe(false);
    expect(auto).toMatchObject({ wizard: 'auto-quote', attachments: '', 'vehicles.0.vehicleVIN': '1HGCM82633A004352', 'drivers.1.firstName': 'Linh' });
  });

  it('writes JSON to a file, up to now without --until, reading days in the agency time zone', async () => {
    const out = join(root, `export-${backend.name}.json`);
    const run = await runExport(['--since=2026-01-01', '--format=json', '--out', out], store.envSource);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`3 submission(s) written to ${out}`);
    const records: unknown = JSON.parse(readFileSync(out, 'utf8'));
    expect(Array.isArray(records)).toBe(true);
    if (!Array.isArray(records)) return;
    // December 31 in San Jose is not part of January.
    expect(records.map((record: { requestId: string }) => record.requestId)).toEqual([requestIds.address, requestIds.auto, requestIds.late]);
    expect(records[0]).toMatchObject({ attachments: ['lease.pdf', 'id, front.png'], fields: { 'additionalData.moveDate': '2026-12-15' } });
    expect((await runExport(['--since', '2025-12-31', '--until', '2025-12-31', '--format', 'json'], store.envSource)).stdout).toContain(
      String(requestIds.early),
    );
  });
});

// Once, not per back end: the arguments are refused before any database is looked for (a missing one would exit 1).
describe('npm run export with bad arguments', () => {
  it.each([
    [['--since', '2026-02-30'], '"2026-02-30" is not a date'],
    [['--since', '2026-01-01', '--format', 'xml'], '--format must be csv or json'],
    [['--format', 'csv'], '--since is required.'],
  ])('exits with code 2 and the usage for %j', async (args, message) => {
    const run = await runExport(args, { DATA_DIR: MISSING_DATA_DIR });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage: npm run export');
  });
});

describe('npm run export on a PGlite directory', () => {
  it('refuses a directory a running server holds, and one holding no database', async () => {
    const store = await pgliteBackend.createDurableStore();
    const database = await store.open();
    try {
      const busy = await runExport(['--since', '2026-01-01'], store.envSource);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain('is in use by a running server');
    } finally {
      await database.close();
      await store.dispose();
    }
    const missing = await runExport(['--since', '2026-01-01'], { DATA_DIR: MISSING_DATA_DIR });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no database in');
  });
});
