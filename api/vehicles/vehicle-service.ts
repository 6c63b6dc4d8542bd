/**
 * The vehicle data the API serves: makes for a model year, models for a make and year, VIN decoding. One primary
 * source answers (the offline vPIC snapshot, or the live vPIC API when VPIC_URL is set) and its answers are cached
 * in memory. With the live API, a failed or slow call is answered from the snapshot instead, and for a short while
 * afterwards the live API is not asked at all, so an outage costs one time-out rather than one per request.
 */
import type { Env } from '../env';
import type { Logger } from '../logger';
import { LruCache } from './lru-cache';
import { matchModel, normalizeMake, type DecodedVehicle, type VehicleSource } from './vehicle-source';
import { createLiveSource } from './vpic-live';
import { createSnapshotSource, type SnapshotOptions } from './vpic-snapshot';

export interface VehicleService {
  /** Upper-case makes of passenger cars, trucks and MPVs for the year, sorted. */
  makes(year: number): Promise<string[]>;
  /** The make is matched whatever its case; an unknown make has no models. */
  models(make: string, year: number): Promise<string[]>;
  /** A VIN of valid syntax (see vin.ts); null when nothing is known about it. */
  decodeVin(vin: string): Promise<DecodedVehicle | null>;
  /** Prepares the primary source (decompresses and opens the snapshot); never rejects, a failure is logged. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface VehicleServiceOptions {
  primary: VehicleSource;
  /** Answers when the primary fails; its answers are not cached, so the primary is asked again later. */
  fallback?: VehicleSource;
  log: Logger;
  /** How long after a failed primary call the fallback answers without trying the primary. */
  retryAfterMs?: number;
  /** Age limit of cached answers. */
  maxAgeMs?: number;
  now?: () => number;
}

export const DEFAULT_RETRY_AFTER_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createVehicleService(options: VehicleServiceOptions): VehicleService {
  const { primary, fallback, log, retryAfterMs = DEFAULT_RETRY_AFTER_MS, maxAgeMs = DAY_MS, now = Date.now } = options;
  const cache = <T>(maxEntries: number) => new LruCache<Promise<T>>({ maxEntries, maxAgeMs, now });
  // Years are bounded by validation; makes and VINs are not, so those caches are capped.
  const makesCache = cache<string[]>(200);
  const modelsCache = cache<string[]>(2_000);
  const vinCache = cache<DecodedVehicle | null>(5_000);
  let primaryDownUntil = 0;

  async function answer<T>(
    store: LruCache<Promise<T>>,
    key: string,
    what: string,
    ask: (source: VehicleSource) => Promise<T>,
  ): Promise<T> {
    let pending = store.get(key);
    if (!pending) {
      if (fallback && now() < primaryDownUntil) return ask(fallback);
      // The promise itself is cached, so concurrent requests for the same key share one call.
      const asked = ask(primary);
      store.set(key, asked);
      asked.catch((error: unknown) => {
        store.delete(key, asked);
        if (!fallback) return;
        primaryDownUntil = now() + retryAfterMs;
        log.warn(`vehicle data: ${primary.name} failed for ${what} (${describe(error)}); answering from the ${fallback.name}`);
      });
      pending = asked;
    }
    try {
      return await pending;
    } catch (error) {
      if (!fallback) throw error;
      return ask(fallback);
    }
  }

  const makes = (year: number) => answer(makesCache, String(year), `the makes of ${year}`, (source) => source.makes(year));

  const models = (make: string, year: number) => {
    const name = normalizeMake(make);
    return answer(modelsCache, `${year}|${name}`, `the models of ${name} ${year}`, (source) => source.models(name, year));
  };

  return {
    makes,
    models,

    async decodeVin(vin) {
      // The VIN itself stays out of the log: it identifies a visitor's vehicle.
      const decoded = await answer(vinCache, vin, 'a VIN decode', (source) => source.decode(vin));
      if (!decoded?.model) return decoded;
      // The browser selects the model from the models list, so the list's spelling wins; a list that cannot be
      // had (both sources down) leaves the decoded spelling.
      const list = await models(decoded.make, decoded.year).catch(() => []);
      return { ...decoded, model: matchModel(decoded.model, list) };
    },

    async warmUp() {
      try {
        await primary.warmUp?.();
      } catch (error) {
        log.warn(`vehicle data: preparing the ${primary.name} failed; the first request will try again`, error);
      }
    },

    async close() {
      await Promise.all([primary.close?.(), fallback?.close?.()]);
    },
  };
}

/**
 * The service the server runs: the offline snapshot, or the live vPIC API at VPIC_URL with the snapshot as its
 * fallback. In live mode the snapshot is prepared only when first needed, since it may never be.
 */
export function vehicleServiceFromEnv(
  env: Pick<Env, 'VPIC_URL' | 'VPIC_TIMEOUT_MS'>,
  log: Logger,
  snapshot: Omit<SnapshotOptions, 'log'> = {},
): VehicleService {
  const offline = createSnapshotSource({ ...snapshot, log });
  if (env.VPIC_URL === undefined) return createVehicleService({ primary: offline, log });
  const live = createLiveSource({ baseUrl: env.VPIC_URL, timeoutMs: env.VPIC_TIMEOUT_MS });
  log.info(`vehicle data: live vPIC at ${env.VPIC_URL}, the offline snapshot when it fails`);
  return createVehicleService({ primary: live, fallback: offline, log });
}
