/**
 * Filling the city and state from a ZIP code (the `zip` widget, zip-widget.tsx). The place comes from the API
 * (GET /api/zip-codes/:zip, an offline table the browser never downloads). A field is filled only when it is empty
 * or still holds what an earlier ZIP code filled in: what the visitor typed or chose is never overwritten.
 */
import type { Registry } from '@rjsf/utils';
import { getAtPointer } from '../../../json/json-pointer';
import type { DataPatch } from '../data/data-patch';
import { referencedPointer, wizardFormContext } from '../form/form-context';
import type { ZipFillTargets } from '../form/widget-options';

export interface ZipPlace {
  city: string;
  state: string;
}

/** Five digits or ZIP+4 (the schemas' `zip` rule); the place is the five-digit code's. */
const ZIP_CODE = /^([0-9]{5})(?:-[0-9]{4})?$/;

export function fiveDigitZip(value: unknown): string | null {
  return typeof value === 'string' ? (ZIP_CODE.exec(value)?.[1] ?? null) : null;
}

export type ZipLookup = (zip: string) => Promise<ZipPlace | null>;

/** A lookup over HTTP, remembering each answer (and each unknown code) for the page's life. */
export function createZipLookup(fetchImpl: typeof fetch = (...args) => fetch(...args), base = '/api/zip-codes'): ZipLookup {
  const answers = new Map<string, Promise<ZipPlace | null>>();
  const load = async (zip: string): Promise<ZipPlace | null> => {
    const response = await fetchImpl(`${base}/${encodeURIComponent(zip)}`, { headers: { Accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`ZIP code lookup answered ${response.status}`);
    const body: unknown = await response.json();
    if (body === null || typeof body !== 'object') throw new Error('ZIP code lookup answered no place');
    const { city, state } = body as Record<string, unknown>;
    if (typeof city !== 'string' || typeof state !== 'string') throw new Error('ZIP code lookup answered no place');
    return { city, state };
  };
  return (zip) => {
    let answer = answers.get(zip);
    if (!answer) {
      answer = load(zip);
      answers.set(zip, answer);
      // A failure (offline, server error) is not remembered: the next ZIP code typed asks again.
      answer.catch(() => answers.delete(zip));
    }
    return answer;
  };
}

export const zipLookup: ZipLookup = createZipLookup();

export interface ZipTargets {
  /** Absolute JSON Pointers of the fields to fill. */
  city: string;
  state: string;
}

/**
 * The fields to fill with `place`: each target that is empty, or still holds exactly what this widget filled in
 * before (`filled`), gets the place's value. Empty when there is nothing to change.
 */
export function zipFillPatch(
  place: ZipPlace,
  targets: ZipTargets,
  current: (pointer: string) => unknown,
  filled: Readonly<Record<string, unknown>>,
): DataPatch {
  const patch: Record<string, unknown> = {};
  for (const [key, pointer] of Object.entries(targets) as [keyof ZipTargets, string][]) {
    const value = current(pointer);
    const free = value === undefined || value === '' || (pointer in filled && filled[pointer] === value);
    if (free && value !== place[key]) patch[pointer] = place[key];
  }
  return patch;
}

/** The ZIP field as it is now; null once it is gone. */
export interface ZipField {
  id: string;
  value: unknown;
  registry: Pick<Registry, 'formContext'>;
}

/**
 * Looks up `typed` and fills the field's city and state (`references`, relative to the field) in one change of the
 * form. `filled` is what this field filled in before; it is updated. Returns the place when something was filled.
 */
export async function fillFromZip(
  typed: string,
  field: () => ZipField | null,
  references: ZipFillTargets,
  filled: Record<string, unknown>,
  lookup: ZipLookup = zipLookup,
): Promise<ZipPlace | null> {
  const zip = fiveDigitZip(typed);
  if (zip === null) return null;
  const place = await lookup(zip);
  const now = field();
  // The answer is about the code typed when it was asked; a code edited since has its own lookup.
  if (!place || !now || fiveDigitZip(now.value) !== zip) return null;
  const context = wizardFormContext(now.registry);
  const city = referencedPointer(now.id, references.city);
  const state = referencedPointer(now.id, references.state);
  if (!context || city === null || state === null) return null;
  const data = context.getData();
  const patch = zipFillPatch(place, { city, state }, (pointer) => getAtPointer(data, pointer), filled);
  if (Object.keys(patch).length === 0) return null;
  Object.assign(filled, patch);
  context.update(patch);
  return place;
}
