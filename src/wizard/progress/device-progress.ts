/**
 * A wizard's progress kept on the visitor's device (localStorage), so that a reload or a return within a week
 * finds the answers and the step where the visitor left them.
 *
 * - One entry per wizard and schema version: `wizard-progress:<wizard id>:<schema version>`. A deploy that changes
 *   the schema changes the version, and the entries of other versions of the wizard are removed when it is read.
 * - Kept for DEVICE_PROGRESS_DAYS after the last change, then removed when read.
 * - Sensitive values (schema `x-encrypt`: licence numbers, dates of birth) and files are never written: the device
 *   may be shared, and a file would not fit in localStorage's few megabytes anyway. The entry records that some were
 *   left out, so the visitor is told to enter them again (docs/decisions/0190-device-progress-without-sensitive-values.md).
 */
import type { FormData } from '../../../engine/wizard-machine';
import { isRecord } from '../../../json/json-value';
import { applyPatch } from '../data/data-patch';
import { PROGRESS_KEY_PREFIX as PREFIX } from './progress-key';

export const DEVICE_PROGRESS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeviceProgress {
  data: FormData;
  /** The step the visitor was on (0-based). */
  step: number;
  /** When it was last written, in milliseconds since the epoch. */
  savedAt: number;
  /** Whether sensitive values or files were left out when it was written. */
  withheld: boolean;
}

/** What `localStorage` offers, so tests can pass their own. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function progressKey(wizardId: string, version: string): string {
  return `${PREFIX}${wizardId}:${version}`;
}

/** An uploaded file as the form holds it (the shared `attachment` definition). */
function isAttachment(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.content === 'string' &&
    typeof value.size === 'number' &&
    typeof value.lastModified === 'number'
  );
}

function withoutFiles(value: unknown): { value: unknown; removed: boolean } {
  let removed = false;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      const kept = node.filter((item) => !isAttachment(item));
      if (kept.length !== node.length) removed = true;
      return kept.map(walk);
    }
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      if (isAttachment(child)) removed = true;
      else out[key] = walk(child);
    }
    return out;
  };
  const result = walk(value);
  return { value: result, removed };
}

/** The data as it may be written on the device: no value at `sensitive` pointers, no file. */
export function storableProgressData(data: FormData, sensitive: ReadonlySet<string>): { data: FormData; withheld: boolean } {
  const patch = Object.fromEntries([...sensitive].map((pointer) => [pointer, undefined]));
  const files = withoutFiles(applyPatch(data, patch));
  return { data: files.value as FormData, withheld: sensitive.size > 0 || files.removed };
}

function parse(text: string | null): DeviceProgress | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.data)) return null;
    const { step, savedAt } = value;
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0) return null;
    if (typeof savedAt !== 'number') return null;
    return { data: value.data, step, savedAt, withheld: value.withheld === true };
  } catch {
    return null;
  }
}

/** The keys of every saved progress of the wizard, whatever its schema version. */
function keysOf(storage: ProgressStorage, wizardId: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(`${PREFIX}${wizardId}:`)) keys.push(key);
  }
  return keys;
}

/**
 * The progress saved for this version of the wizard, if any and not older than DEVICE_PROGRESS_DAYS. What is
 * expired, unreadable or saved for another version is removed.
 */
export function readDeviceProgress(
  storage: ProgressStorage,
  wizardId: string,
  version: string,
  now: number = Date.now(),
): DeviceProgress | null {
  const key = progressKey(wizardId, version);
  for (const other of keysOf(storage, wizardId)) if (other !== key) storage.removeItem(other);
  const progress = parse(storage.getItem(key));
  if (progress && now - progress.savedAt <= DEVICE_PROGRESS_DAYS * DAY_MS) return progress;
  storage.removeItem(key);
  return null;
}

/** Writes the progress; false when the browser refuses (storage full or disabled), which loses nothing typed. */
export function writeDeviceProgress(
  storage: ProgressStorage,
  wizardId: string,
  version: string,
  progress: DeviceProgress,
): boolean {
  try {
    storage.setItem(progressKey(wizardId, version), JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

export function clearDeviceProgress(storage: ProgressStorage, wizardId: string): void {
  for (const key of keysOf(storage, wizardId)) storage.removeItem(key);
}
