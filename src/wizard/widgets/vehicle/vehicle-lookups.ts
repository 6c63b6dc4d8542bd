import { isRecord } from '../../../../json/json-value';
/**
 * The browser's client of the vehicle data endpoints (makes for a year, models for a make and year, VIN decode).
 * Make and model lists are cached in memory per year and per make + year, as on the original site, so every
 * vehicle row of a form (and a row added later) reuses a list already fetched. The cache holds lists only, never
 * a selection, so a removed vehicle row leaves nothing behind. A failed lookup is not cached: it is retried the
 * next time a field asks for it.
 */

/** 17 capitals and digits without I, O and Q (docs/spec-readings.md#vin-format); the check digit is left to the API. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const VIN_LENGTH = 17;

export function isValidVin(vin: unknown): vin is string {
  return typeof vin === 'string' && VIN_PATTERN.test(vin);
}

/** What a visitor types into a VIN field: capitals, no spaces, at most 17 characters. */
export function normalizeVinInput(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase().slice(0, VIN_LENGTH);
}

export interface DecodedVin {
  vin: string;
  year?: number;
  make?: string;
  model?: string;
}

export class VehicleLookupError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'VehicleLookupError';
  }
}

export interface VehicleLookups {
  makes(year: number): Promise<string[]>;
  models(make: string, year: number): Promise<string[]>;
  /** The lists already fetched (no request), so a field shows a known list at once, without a loading flash. */
  cachedMakes(year: number): string[] | undefined;
  cachedModels(make: string, year: number): string[] | undefined;
  decodeVin(vin: string): Promise<DecodedVin>;
}

export const VIN_NOT_FOUND_MESSAGE = 'No vehicle was found for this VIN.';
export const LOOKUP_UNAVAILABLE_MESSAGE = 'The vehicle lookup is not available right now.';


function stringList(body: unknown, key: string): string[] {
  const list = isRecord(body) ? body[key] : undefined;
  if (!Array.isArray(list) || !list.every((item): item is string => typeof item === 'string')) {
    throw new VehicleLookupError(`The answer has no "${key}" list`, null);
  }
  return list;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function optionalYear(value: unknown): number | undefined {
  const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value;
  return typeof year === 'number' && Number.isInteger(year) ? year : undefined;
}

async function errorMessage(response: Response): Promise<string | null> {
  const body: unknown = await response.json().catch(() => null);
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : null;
}

export function createVehicleLookups(fetchImpl: typeof fetch = (...args) => fetch(...args), base = '/api/vehicles'): VehicleLookups {
  const makesCache = new Map<number, Promise<string[]>>();
  const modelsCache = new Map<string, Promise<string[]>>();
  const settledMakes = new Map<number, string[]>();
  const settledModels = new Map<string, string[]>();

  async function getJson(url: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    } catch (cause) {
      throw new VehicleLookupError(`Network error: ${cause instanceof Error ? cause.message : String(cause)}`, null);
    }
    if (!response.ok) {
      const message = await errorMessage(response);
      const fallback = response.status === 404 ? VIN_NOT_FOUND_MESSAGE : LOOKUP_UNAVAILABLE_MESSAGE;
      throw new VehicleLookupError(message ?? fallback, response.status);
    }
    return response.json().catch(() => {
      throw new VehicleLookupError('The answer is not JSON', response.status);
    });
  }

  function cached<K>(cache: Map<K, Promise<string[]>>, key: K, load: () => Promise<string[]>): Promise<string[]> {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      cache.set(key, pending);
      // A failure is not remembered, so the next field asking retries.
      pending.catch(() => cache.delete(key));
    }
    return pending;
  }

  const modelsKey = (make: string, year: number) => `${year}|${make.trim().toUpperCase()}`;

  return {
    makes(year) {
      return cached(makesCache, year, async () => {
        const makes = stringList(await getJson(`${base}/makes?${new URLSearchParams({ year: String(year) })}`), 'makes');
        settledMakes.set(year, makes);
        return makes;
      });
    },
    cachedMakes(year) {
      return settledMakes.get(year);
    },
    models(make, year) {
      const key = modelsKey(make, year);
      return cached(modelsCache, key, async () => {
        const query = new URLSearchParams({ make: make.trim(), year: String(year) });
        const models = stringList(await getJson(`${base}/models?${query}`), 'models');
        settledModels.set(key, models);
        return models;
      });
    },
    cachedModels(make, year) {
      return settledModels.get(modelsKey(make, year));
    },
    async decodeVin(vin) {
      const body = await getJson(`${base}/vin/${encodeURIComponent(vin)}`);
      if (!isRecord(body)) throw new VehicleLookupError('The answer is not a decoded VIN', null);
      return { vin, year: optionalYear(body.year), make: optionalText(body.make), model: optionalText(body.model) };
    },
  };
}

/** The one client of the page: its caches are shared by every vehicle field of every form. */
export const vehicleLookups: VehicleLookups = createVehicleLookups();
