/**
 * The live NHTSA vPIC API (https://vpic.nhtsa.dot.gov/api). Every call has a time limit; any failure (network,
 * time-out, an HTTP error, an answer not in vPIC's JSON shape) is thrown, for the service to fall back on the
 * snapshot. Caching is the service's job, not this client's.
 */
import {
  cleanName,
  MIN_MODEL_YEAR,
  normalizeMake,
  sortedNames,
  type DecodedVehicle,
  type VehicleSource,
} from './vehicle-source';
import { isRecord } from '../../json/json-value';

export interface LiveSourceOptions {
  /** vPIC's API root, without a trailing slash, e.g. https://vpic.nhtsa.dot.gov/api. */
  baseUrl: string;
  timeoutMs: number;
}

/**
 * vPIC's names for passenger cars, trucks and multipurpose passenger vehicles. The type is matched as a partial
 * name, so "mpv" finds "Multipurpose Passenger Vehicle (MPV)".
 */
const VEHICLE_TYPES = ['car', 'truck', 'mpv'] as const;

type Row = Record<string, unknown>;


function text(row: Row, ...keys: string[]): string {
  for (const key of keys) {
    const value = row[key];
    if (typeof value === 'string' && value.trim() !== '') return cleanName(value);
  }
  return '';
}

export function createLiveSource({ baseUrl, timeoutMs }: LiveSourceOptions): VehicleSource {
  async function results(path: string): Promise<Row[]> {
    const url = `${baseUrl}/vehicles/${path}${path.includes('?') ? '&' : '?'}format=json`;
    // The signal also covers reading the body, so a server that stalls mid-answer is cut off too.
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`live vPIC answered ${response.status} to ${path}`);
    }
    const body: unknown = await response.json();
    if (!isRecord(body) || !Array.isArray(body.Results)) throw new Error(`live vPIC answered ${path} without Results`);
    return body.Results.filter(isRecord);
  }

  return {
    name: 'live vPIC',

    // vPIC has no "every make of a model year": GetMakesForManufacturerAndYear needs a manufacturer. The makes of
    // the three vehicle types are therefore the same for every year; the service still caches them per year.
    async makes() {
      const lists = await Promise.all(
        VEHICLE_TYPES.map((type) => results(`GetMakesForVehicleType/${encodeURIComponent(type)}`)),
      );
      return sortedNames(lists.flat().map((row) => normalizeMake(text(row, 'MakeName', 'Make_Name'))));
    },

    async models(make, year) {
      const rows = await results(
        `GetModelsForMakeYear/make/${encodeURIComponent(normalizeMake(make))}/modelyear/${String(year)}`,
      );
      return sortedNames(rows.map((row) => text(row, 'Model_Name', 'ModelName')));
    },

    async decode(vin): Promise<DecodedVehicle | null> {
      const [row] = await results(`DecodeVinValues/${encodeURIComponent(vin)}`);
      if (!row) return null;
      const make = normalizeMake(text(row, 'Make', 'Make_Name', 'MakeName'));
      const year = Number(text(row, 'ModelYear'));
      // vPIC answers an unknown VIN with empty values and an ErrorText, not with an HTTP error.
      if (make === '' || !Number.isInteger(year) || year < MIN_MODEL_YEAR) return null;
      const model = text(row, 'Model', 'Model_Name');
      return { vin, year, make, model: model === '' ? null : model };
    },
  };
}
