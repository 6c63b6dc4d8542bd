import { describe, expect, it } from 'vitest';
import {
  LOOKUP_UNAVAILABLE_MESSAGE,
  VIN_NOT_FOUND_MESSAGE,
  VehicleLookupError,
  createVehicleLookups,
  isValidVin,
  normalizeVinInput,
} from './vehicle-lookups';

/** A fetch answering by URL, recording every URL asked for. */
function fakeFetch(answer: (url: string) => Response | Promise<Response>, calls: string[]): typeof fetch {
  return async (input) => {
    const url = String(input);
    calls.push(url);
    return answer(url);
  };
}

describe('VIN format', () => {
  it('accepts 17 capitals and digits without I, O, Q', () => {
    expect(isValidVin('1HGCM82633A004352')).toBe(true);
    expect(isValidVin('1HGCM82633A00435')).toBe(false);
    expect(isValidVin('1HGCM82633A0043521')).toBe(false);
    expect(isValidVin('1HGCM82633A00435O')).toBe(false);
    expect(isValidVin('1HGCM82633A00435I')).toBe(false);
    expect(isValidVin('1HGCM82633A00435Q')).toBe(false);
    expect(isValidVin('1hgcm82633a004352')).toBe(false);
    expect(isValidVin(undefined)).toBe(false);
  });

  it('upper-cases typed text, drops spaces and keeps 17 characters', () => {
    expect(normalizeVinInput('1hgcm 82633a004352')).toBe('1HGCM82633A004352');
    expect(normalizeVinInput('1HGCM82633A004352XYZ')).toBe('1HGCM82633A004352');
  });
});

describe('vehicle lookups', () => {
  it('fetches makes per year once and shares the list', async () => {
    const calls: string[] = [];
    const lookups = createVehicleLookups(
      fakeFetch((url) => Response.json({ year: Number(new URL(url, 'http://x').searchParams.get('year')), makes: ['HONDA', 'TOYOTA'] }), calls),
    );
    expect(lookups.cachedMakes(2003)).toBeUndefined();
    expect(await lookups.makes(2003)).toEqual(['HONDA', 'TOYOTA']);
    expect(await lookups.makes(2003)).toEqual(['HONDA', 'TOYOTA']);
    expect(lookups.cachedMakes(2003)).toEqual(['HONDA', 'TOYOTA']);
    await lookups.makes(2004);
    expect(calls).toEqual(['/api/vehicles/makes?year=2003', '/api/vehicles/makes?year=2004']);
  });

  it('fetches models per make and year, whatever the case of the make', async () => {
    const calls: string[] = [];
    const lookups = createVehicleLookups(fakeFetch(() => Response.json({ make: 'HONDA', year: 2003, models: ['Accord', 'Civic'] }), calls));
    expect(lookups.cachedModels('HONDA', 2003)).toBeUndefined();
    expect(await lookups.models('HONDA', 2003)).toEqual(['Accord', 'Civic']);
    expect(await lookups.models('honda', 2003)).toEqual(['Accord', 'Civic']);
    expect(lookups.cachedModels('Honda', 2003)).toEqual(['Accord', 'Civic']);
    expect(calls).toEqual(['/api/vehicles/models?make=HONDA&year=2003']);
    await lookups.models('LAND ROVER', 2003);
    expect(calls[1]).toBe('/api/vehicles/models?make=LAND+ROVER&year=2003');
  });

  it('does not remember a failure, so the next request retries', async () => {
    const calls: string[] = [];
    let fail = true;
    const lookups = createVehicleLookups(
      fakeFetch(() => (fail ? new Response('boom', { status: 503 }) : Response.json({ year: 2003, makes: ['HONDA'] })), calls),
    );
    await expect(lookups.makes(2003)).rejects.toThrow(LOOKUP_UNAVAILABLE_MESSAGE);
    fail = false;
    expect(await lookups.makes(2003)).toEqual(['HONDA']);
    expect(calls).toHaveLength(2);
  });

  it('refuses an answer without a list of strings', async () => {
    const lookups = createVehicleLookups(fakeFetch(() => Response.json({ year: 2003, makes: [1, 2] }), []));
    await expect(lookups.makes(2003)).rejects.toBeInstanceOf(VehicleLookupError);
  });

  it('reports a network error as a lookup error', async () => {
    const lookups = createVehicleLookups(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lookups.models('HONDA', 2003)).rejects.toMatchObject({ name: 'VehicleLookupError', status: null });
  });

  it('decodes a VIN into year, make and model', async () => {
    const calls: string[] = [];
    const lookups = createVehicleLookups(
      fakeFetch(() => Response.json({ vin: '1HGCM82633A004352', year: 2003, make: 'HONDA', model: 'Accord' }), calls),
    );
    expect(await lookups.decodeVin('1HGCM82633A004352')).toEqual({
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'HONDA',
      model: 'Accord',
    });
    expect(calls).toEqual(['/api/vehicles/vin/1HGCM82633A004352']);
  });

  it('reads a year given as text and leaves out empty parts', async () => {
    const lookups = createVehicleLookups(fakeFetch(() => Response.json({ vin: 'X', year: '1999', make: 'FORD', model: '' }), []));
    expect(await lookups.decodeVin('1FAFP53U8XA000001')).toEqual({ vin: '1FAFP53U8XA000001', year: 1999, make: 'FORD' });
  });

  it('passes on the API message of a refused VIN, with a fallback for a bare 404', async () => {
    const refused = createVehicleLookups(
      fakeFetch(() => Response.json({ error: 'invalid_vin', message: 'The VIN check digit is wrong.' }, { status: 400 }), []),
    );
    await expect(refused.decodeVin('1HGCM82633A004353')).rejects.toMatchObject({
      message: 'The VIN check digit is wrong.',
      status: 400,
    });
    const missing = createVehicleLookups(fakeFetch(() => new Response('', { status: 404 }), []));
    await expect(missing.decodeVin('1HGCM82633A004352')).rejects.toMatchObject({ message: VIN_NOT_FOUND_MESSAGE, status: 404 });
  });
});
