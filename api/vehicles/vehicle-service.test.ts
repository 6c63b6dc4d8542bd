/**
 * The vehicle service in live mode, against a loopback server speaking vPIC's JSON, with the real offline
 * snapshot as fallback; and in offline mode, where it answers from the snapshot alone.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startVpicServer, type VpicServer } from '../../tests/api/support/vpic-server';
import type { Logger } from '../logger';
import { createVehicleService, vehicleServiceFromEnv, type VehicleService } from './vehicle-service';
import { createLiveSource } from './vpic-live';
import { createSnapshotSource } from './vpic-snapshot';

const warnings: string[] = [];
const log: Logger = {
  debug: () => {},
  info: () => {},
  warn: (message) => warnings.push(message),
  error: (message) => warnings.push(message),
};

const ACCORD_VIN = '1HGCM82633A004352';
const TESLA_VIN = '5YJSA1H16EFP36801';

/** Deliberately different from the snapshot (a handful of makes), so a test can tell which source answered. */
const LIVE_DATA = {
  makesByType: {
    car: ['HONDA', 'TESLA', 'ASTON MARTIN'],
    truck: ['FORD', 'HONDA '],
    mpv: ['HONDA', 'JEEP'],
  },
  models: { 'HONDA|2020': ['Civic', 'Accord', 'CR-V', 'Clarity'], 'HONDA|2003': ['Accord', 'Civic', 'S2000'] },
  // vPIC's spelling of the model differs here on purpose: the answer must use the models list's spelling.
  vins: { [ACCORD_VIN]: { Make: 'HONDA', Model: 'ACCORD', ModelYear: '2003' } },
};

let vpic: VpicServer;
const snapshot = createSnapshotSource({ log });

beforeAll(async () => {
  vpic = await startVpicServer(LIVE_DATA);
  await snapshot.warmUp();
});

afterAll(async () => {
  await vpic?.close();
  await snapshot.close();
});

afterEach(() => {
  vpic.mode = 'ok';
  vpic.requests.length = 0;
  warnings.length = 0;
});

function liveService(options: { timeoutMs?: number; retryAfterMs?: number } = {}): VehicleService {
  return createVehicleService({
    primary: createLiveSource({ baseUrl: vpic.url, timeoutMs: options.timeoutMs ?? 2000 }),
    fallback: snapshot,
    log,
    retryAfterMs: options.retryAfterMs ?? 0,
  });
}

describe('live vPIC', () => {
  it('answers the makes of a year from the three vehicle-type calls, then from its cache', async () => {
    const service = liveService();
    expect(await service.makes(2020)).toEqual(['ASTON MARTIN', 'FORD', 'HONDA', 'JEEP', 'TESLA']);
    expect([...vpic.requests].sort()).toEqual([
      '/api/vehicles/GetMakesForVehicleType/car?format=json',
      '/api/vehicles/GetMakesForVehicleType/mpv?format=json',
      '/api/vehicles/GetMakesForVehicleType/truck?format=json',
    ]);
    expect(await service.makes(2020)).toEqual(['ASTON MARTIN', 'FORD', 'HONDA', 'JEEP', 'TESLA']);
    expect(vpic.requests).toHaveLength(3);
    expect(warnings).toEqual([]);
  });

  it('answers the models of a make and year, whatever the case of the make, then from its cache', async () => {
    const service = liveService();
    expect(await service.models('honda', 2020)).toEqual(['Accord', 'Civic', 'Clarity', 'CR-V']);
    expect(vpic.requests).toEqual(['/api/vehicles/GetModelsForMakeYear/make/HONDA/modelyear/2020?format=json']);
    expect(await service.models('HONDA', 2020)).toEqual(['Accord', 'Civic', 'Clarity', 'CR-V']);
    expect(vpic.requests).toHaveLength(1);
  });

  it('shares one call between simultaneous requests for the same list', async () => {
    const service = liveService();
    const [a, b] = await Promise.all([service.models('HONDA', 2020), service.models('Honda', 2020)]);
    expect(a).toEqual(b);
    expect(vpic.requests).toHaveLength(1);
  });

  it("decodes a VIN, spells the model as the make's models list does, then answers from its cache", async () => {
    const service = liveService();
    expect(await service.decodeVin(ACCORD_VIN)).toEqual({ vin: ACCORD_VIN, year: 2003, make: 'HONDA', model: 'Accord' });
    expect(vpic.requests).toEqual([
      `/api/vehicles/DecodeVinValues/${ACCORD_VIN}?format=json`,
      '/api/vehicles/GetModelsForMakeYear/make/HONDA/modelyear/2003?format=json',
    ]);
    await service.decodeVin(ACCORD_VIN);
    expect(vpic.requests).toHaveLength(2);
  });

  it("takes vPIC's empty answer for an unknown VIN as not found, without asking the snapshot", async () => {
    const service = liveService();
    // The snapshot knows this Tesla; the live answer is what counts.
    expect(await service.decodeVin(TESLA_VIN)).toBeNull();
    expect(warnings).toEqual([]);
  });
});

describe('falling back on the snapshot', () => {
  it('answers from the snapshot when vPIC is slower than the time limit, and logs a warning', async () => {
    vpic.mode = 'slow';
    vpic.delayMs = 1500;
    const service = liveService({ timeoutMs: 200 });
    const started = performance.now();
    const makes = await service.makes(2020);
    expect(performance.now() - started).toBeLessThan(1200);
    // The snapshot's list: far longer than the live one, with makes the stand-in does not have.
    expect(makes).toEqual(expect.arrayContaining(['ACURA', 'FORD', 'HONDA', 'TOYOTA']));
    expect(vpic.requests.length).toBeGreaterThan(0);
    expect(warnings).toEqual([expect.stringMatching(/^vehicle data: live vPIC failed for the makes of 2020 \(.*time.*\); answering from the vPIC snapshot$/i)]);
  });

  it('decodes from the snapshot when vPIC answers 500, and asks vPIC again once it is back', async () => {
    vpic.mode = 'error';
    const service = liveService();
    expect(await service.decodeVin(TESLA_VIN)).toEqual({ vin: TESLA_VIN, year: 2014, make: 'TESLA', model: 'Model S' });
    // The decode, then the models list that checks the model's spelling: both fell back.
    expect(warnings).toEqual([
      expect.stringContaining('live vPIC answered 500 to DecodeVinValues'),
      expect.stringContaining('live vPIC answered 500 to GetModelsForMakeYear/make/TESLA/modelyear/2014'),
    ]);
    // The fallback's answer was not cached: the live API answers the next request.
    vpic.mode = 'ok';
    vpic.requests.length = 0;
    expect(await service.decodeVin(TESLA_VIN)).toBeNull();
    expect(vpic.requests).toEqual([`/api/vehicles/DecodeVinValues/${TESLA_VIN}?format=json`]);
  });

  it('answers models from the snapshot when vPIC answers 500', async () => {
    vpic.mode = 'error';
    const models = await liveService().models('HONDA', 2020);
    expect(models).toEqual(expect.arrayContaining(['Accord', 'Civic', 'Odyssey', 'Pilot']));
  });

  it('after a failure, leaves vPIC alone for a while instead of waiting for it on every request', async () => {
    vpic.mode = 'error';
    const service = liveService({ retryAfterMs: 60_000 });
    await service.makes(2020);
    const asked = vpic.requests.length;
    vpic.mode = 'ok';
    expect(await service.models('HONDA', 2020)).toContain('Odyssey');
    expect(vpic.requests).toHaveLength(asked);
    expect(warnings).toHaveLength(1);
  });
});

describe('offline mode', () => {
  it('is what an environment without VPIC_URL gets, and answers from the snapshot', async () => {
    const service = vehicleServiceFromEnv({ VPIC_TIMEOUT_MS: 4000 }, log);
    try {
      await service.warmUp();
      expect(await service.makes(2020)).toEqual(expect.arrayContaining(['FORD', 'HONDA', 'TOYOTA']));
      expect(await service.decodeVin(ACCORD_VIN)).toEqual({ vin: ACCORD_VIN, year: 2003, make: 'HONDA', model: 'Accord' });
      expect(vpic.requests).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it('reports a snapshot that cannot be prepared as an error, and warms up without throwing', async () => {
    const broken = createSnapshotSource({ log, cacheDir: '/dev/null/vpic' });
    const service = createVehicleService({ primary: broken, log });
    await service.warmUp();
    expect(warnings).toEqual([expect.stringContaining('preparing the vPIC snapshot failed')]);
    await expect(service.makes(2020)).rejects.toThrow();
  });
});
