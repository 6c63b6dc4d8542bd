/**
 * /api/vehicles as a client meets it: the app built by createApp with the offline vPIC snapshot (the default
 * configuration), answering makes, models and VIN decodes, and every bad input with a 400 and a message.
 */
import type { Hono } from 'hono';
import { startFunnelCounter } from '../../api/funnel/funnel-counter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { testCipher, testRegistry } from './support/test-app';
import { createCaptchaService } from '../../api/captcha/captcha-service';
import { loadEnv, type Env } from '../../api/env';
import { createLogger } from '../../api/logger';
import { DEVELOPMENT_AUTH_SECRET } from '../../api/staff/auth-secret';
import { IDLE_NOTIFIER } from '../../api/mail/outbox-worker';
import { createVehicleService, vehicleServiceFromEnv, type VehicleService } from '../../api/vehicles/vehicle-service';
import { createSnapshotSource } from '../../api/vehicles/vpic-snapshot';
import { pgliteBackend, type OpenedBackend } from './support/backends';
import { isRecord } from '../../json/json-value';

const SECRET = 'vehicles-api-test-secret-0123456789abcdef';
const VIN_FORMAT = 'A VIN is 17 characters: capital letters except I, O and Q, and digits.';
const VIN_CHECK_DIGIT = 'The VIN check digit does not match; please check the VIN.';
const currentYear = new Date().getFullYear();
const YEAR_MESSAGE = `The year must be a whole number from 1886 to ${currentYear}.`;

let opened: OpenedBackend;
let env: Env;
let vehicles: VehicleService;
let app: Hono;

function build(service: VehicleService): Hono {
  return createApp({
    env,
    database: opened.database,
    registry: testRegistry(),
    captcha: createCaptchaService({ secret: SECRET, cost: 20, expiresSeconds: 60 }),
    log: createLogger('silent'),
    cipher: testCipher(),
    vehicles: service,
    outbox: IDLE_NOTIFIER,
    funnel: startFunnelCounter({ db: opened.database.db, log: createLogger('silent') }),
    staffAuthSecret: DEVELOPMENT_AUTH_SECRET,
  });
}

beforeAll(async () => {
  opened = await pgliteBackend.open();
  env = loadEnv({ ...opened.envSource, CAPTCHA_HMAC_SECRET: SECRET, LOG_LEVEL: 'silent', RATE_LIMIT_VEHICLES_PER_MINUTE: '0' });
  vehicles = vehicleServiceFromEnv(env, createLogger('silent'));
  app = build(vehicles);
});

afterAll(async () => {
  await vehicles?.close();
  await opened?.dispose();
});

async function get(path: string, target: Hono = app): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await target.request(path);
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error(`expected a JSON object from ${path}, got ${JSON.stringify(body)}`);
  return { status: response.status, body, headers: response.headers };
}

describe('GET /api/vehicles/makes', () => {
  it('answers the makes of the year, upper case, sorted and distinct', async () => {
    const { status, body, headers } = await get('/api/vehicles/makes?year=2020');
    expect(status).toBe(200);
    expect(body.year).toBe(2020);
    const makes = Array.isArray(body.makes) ? body.makes : [];
    expect(makes).toEqual(expect.arrayContaining(['ACURA', 'AUDI', 'FORD', 'HONDA', 'TOYOTA']));
    expect(makes).toEqual([...new Set(makes)]);
    expect(makes.indexOf('ACURA')).toBeLessThan(makes.indexOf('AUDI'));
    expect(headers.get('cache-control')).toContain('max-age');
  });

  it('accepts the current year', async () => {
    const { status, body } = await get(`/api/vehicles/makes?year=${currentYear}`);
    expect(status).toBe(200);
    expect(body.year).toBe(currentYear);
  });

  it.each([
    ['missing', ''],
    ['empty', '?year='],
    ['not a number', '?year=abc'],
    ['before 1886', '?year=1885'],
    ['after this year', `?year=${currentYear + 1}`],
    ['a fraction', '?year=2020.5'],
    ['negative', '?year=-2020'],
    ['an exponent', '?year=2e3'],
    ['huge', '?year=99999999999999999999'],
  ])('answers 400 invalid_year for a year that is %s', async (_case, query) => {
    const { status, body, headers } = await get(`/api/vehicles/makes${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_year', message: YEAR_MESSAGE });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/vehicles/models', () => {
  it('answers the models of a make and year, matching the make whatever its case', async () => {
    const { status, body } = await get('/api/vehicles/models?make=honda&year=2020');
    expect(status).toBe(200);
    expect(body).toMatchObject({ make: 'HONDA', year: 2020 });
    expect(body.models).toEqual(expect.arrayContaining(['Accord', 'Civic', 'CR-V']));
    expect((await get('/api/vehicles/models?make=HONDA&year=2020')).body).toEqual(body);
  });

  it('answers an empty list for a make vPIC does not know', async () => {
    const { status, body } = await get('/api/vehicles/models?make=No%20Such%20Make&year=2020');
    expect(status).toBe(200);
    expect(body).toEqual({ make: 'NO SUCH MAKE', year: 2020, models: [] });
  });

  it.each([
    ['missing', '/api/vehicles/models?year=2020'],
    ['blank', '/api/vehicles/models?make=%20%20&year=2020'],
    ['too long', `/api/vehicles/models?make=${'A'.repeat(101)}&year=2020`],
  ])('answers 400 invalid_make for a make that is %s', async (_case, path) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_make', message: 'The make is required, at most 100 characters.' });
  });

  it('answers 400 invalid_year for a bad year', async () => {
    const { status, body } = await get('/api/vehicles/models?make=HONDA&year=1800');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_year', message: YEAR_MESSAGE });
  });
});

describe('GET /api/vehicles/vin/:vin', () => {
  it('decodes the vPIC documentation example, with the make spelt as in the makes list', async () => {
    const { status, body, headers } = await get('/api/vehicles/vin/1HGCM82633A004352');
    expect(status).toBe(200);
    expect(body).toEqual({ vin: '1HGCM82633A004352', year: 2003, make: 'HONDA', model: 'Accord' });
    expect(headers.get('cache-control')).toContain('private');
    const makes = (await get('/api/vehicles/makes?year=2003')).body.makes;
    expect(makes).toContain(body.make);
    expect((await get('/api/vehicles/models?make=HONDA&year=2003')).body.models).toContain(body.model);
  });

  it('accepts lower case and answers with the upper-case VIN', async () => {
    const { status, body } = await get('/api/vehicles/vin/5yjsa1h16efp36801');
    expect(status).toBe(200);
    expect(body).toEqual({ vin: '5YJSA1H16EFP36801', year: 2014, make: 'TESLA', model: 'Model S' });
  });

  it('decodes a VIN built outside North America without checking position 9', async () => {
    const { status, body } = await get('/api/vehicles/vin/JTEBU11F470006153');
    expect(status).toBe(200);
    expect(body).toEqual({ vin: 'JTEBU11F470006153', year: 2007, make: 'TOYOTA', model: 'FJ Cruiser' });
  });

  it.each([
    ['too short', '1HGCM82633A00435'],
    ['too long', '1HGCM82633A0043521'],
    ['with an I', '1HGCM82633I004352'],
    ['with an O', 'O1HGCM82633A00435'],
    ['with a Q', '1HGCM82633A00435Q'],
    ['with a symbol', '1HGCM82633A00435%25'],
    ['with a space', '1HGCM82633A%2004352'],
    ['a single space', '%20'],
  ])('answers 400 invalid_vin for a VIN %s', async (_case, vin) => {
    const { status, body } = await get(`/api/vehicles/vin/${vin}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_vin', message: VIN_FORMAT });
  });

  it('answers 400 invalid_vin when a North American check digit does not match', async () => {
    const { status, body } = await get('/api/vehicles/vin/1HGCM82643A004352');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_vin', message: VIN_CHECK_DIGIT });
  });

  it('answers 404 vin_not_found when nothing is known about a valid VIN', async () => {
    const { status, body } = await get('/api/vehicles/vin/11111111111111111');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'vin_not_found', message: 'No vehicle was found for this VIN.' });
  });

  it('answers 404 not_found for the path without a VIN', async () => {
    const { status, body } = await get('/api/vehicles/vin/');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not_found', message: 'There is nothing at this address.' });
  });

  it('limits lookups per client (RATE_LIMIT_VEHICLES_PER_MINUTE)', async () => {
    const limit = 5;
    const limitedEnv = loadEnv({ ...opened.envSource, CAPTCHA_HMAC_SECRET: SECRET, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', RATE_LIMIT_VEHICLES_PER_MINUTE: String(limit) });
    const limited = createApp({
      env: limitedEnv,
      database: opened.database,
      registry: testRegistry(),
      captcha: createCaptchaService({ secret: SECRET, cost: 20, expiresSeconds: 60 }),
      log: createLogger('silent'),
      vehicles,
      outbox: IDLE_NOTIFIER,
      funnel: startFunnelCounter({ db: opened.database.db, log: createLogger('silent') }),
      staffAuthSecret: DEVELOPMENT_AUTH_SECRET,
      cipher: testCipher(),
    });
    const client = { headers: { 'x-forwarded-for': '198.51.100.23' } };
    for (let i = 0; i < limit - 1; i += 1) {
      expect((await limited.request('/api/vehicles/vin/TOO-SHORT', client)).status).toBe(400);
    }
    expect((await limited.request('/api/vehicles/makes?year=2020', client)).status).toBe(200);
    const refused = await limited.request('/api/vehicles/models?make=HONDA&year=2020', client);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not affected.
    expect((await limited.request('/api/vehicles/makes?year=2020', { headers: { 'x-forwarded-for': '198.51.100.24' } })).status).toBe(200);
  });
});

describe('never a 5xx for input', () => {
  // Its own app, so these requests do not count against the decode limit of the others.
  let fuzzApp: Hono;
  beforeAll(() => {
    fuzzApp = build(vehicles);
  });

  it.each([
    ['a NUL byte', '%00'],
    ['invalid UTF-8', '%FF%FE'],
    ['a path traversal', '..%2F..%2Fetc%2Fpasswd'],
    ['SQL', "'%20OR%201=1--"],
    ['5000 characters', 'A'.repeat(5000)],
    ['a zero-width space', '%E2%80%8B'],
    ['an emoji', '😀'],
  ])('%s', async (_case, value) => {
    for (const path of [
      `/api/vehicles/makes?year=${value}`,
      `/api/vehicles/models?make=${value}&year=2020`,
      `/api/vehicles/models?make=HONDA&year=${value}`,
      `/api/vehicles/vin/${value}`,
      `/api/vehicles/vin/${value}1HGCM82633A004352`,
    ]) {
      const response = await fuzzApp.request(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
  });
});

describe('when the vehicle data cannot be had', () => {
  it('answers 503 vehicle_data_unavailable, not 500', async () => {
    const broken = createVehicleService({
      primary: createSnapshotSource({ log: createLogger('silent'), cacheDir: '/dev/null/vpic' }),
      log: createLogger('silent'),
    });
    const unavailable = build(broken);
    for (const path of [
      '/api/vehicles/makes?year=2020',
      '/api/vehicles/models?make=HONDA&year=2020',
      '/api/vehicles/vin/1HGCM82633A004352',
    ]) {
      const { status, body } = await get(path, unavailable);
      expect(status, path).toBe(503);
      expect(body).toEqual({
        error: 'vehicle_data_unavailable',
        message: 'The vehicle data is not available right now. Please try again later.',
      });
    }
  });
});
