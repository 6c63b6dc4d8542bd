/**
 * /api/vehicles: makes for a model year, models for a make and year, VIN decoding. Every input is checked here,
 * so a bad one is a 400 with a message and only a data-source outage (503) is not the client's doing.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { errorBody, jsonContent, ref } from '../openapi/openapi-parts';
import type { DescribeContext, RouteDescription } from '../openapi/route-description';
import { MIN_MODEL_YEAR, normalizeMake, type DecodedVehicle } from '../vehicles/vehicle-source';
import type { VehicleService } from '../vehicles/vehicle-service';
import { checkVin } from '../vehicles/vin';

export const VEHICLES_PATH = '/api/vehicles';

/** vPIC's longest make name is 43 characters; anything much longer is not a make. */
const MAX_MAKE_LENGTH = 100;

type YearCheck = { ok: true; year: number } | { ok: false; message: string };

/** Checked against the clock of each request, so the range moves on at New Year without a restart. */
function checkYear(value: string | undefined): YearCheck {
  const currentYear = new Date().getFullYear();
  const text = value?.trim() ?? '';
  const year = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  if (year >= MIN_MODEL_YEAR && year <= currentYear) return { ok: true, year };
  return { ok: false, message: `The year must be a whole number from ${MIN_MODEL_YEAR} to ${currentYear}.` };
}

export function createVehicleRoutes(
  { vehicles, log }: Pick<AppDeps, 'log'> & { vehicles: VehicleService },
  /**
   * Every lookup counts (RATE_LIMIT_VEHICLES_PER_MINUTE): a VIN decode not yet cached blocks the process on SQLite
   * work, and a person picks a handful of vehicles, not one a second.
   */
  rateLimit: MiddlewareHandler,
): Hono {
  // Logged by operation, not by path: the decode path holds a VIN, which identifies a visitor's vehicle.
  const unavailable = (c: Context, operation: string, error: unknown) => {
    log.error(`vehicle data unavailable for ${operation}`, error);
    c.header('Cache-Control', 'no-store');
    return c.json(
      { error: 'vehicle_data_unavailable', message: 'The vehicle data is not available right now. Please try again later.' },
      503,
    );
  };
  const badRequest = (c: Context, error: string, message: string) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ error, message }, 400);
  };
  // Lists change with vPIC's monthly updates at most; a day in the browser's cache spares repeated lookups.
  const listCaching = 'public, max-age=86400';
  return new Hono()
    .use(rateLimit)
    .get('/makes', async (c) => {
      const year = checkYear(c.req.query('year'));
      if (!year.ok) return badRequest(c, 'invalid_year', year.message);
      try {
        const makes = await vehicles.makes(year.year);
        c.header('Cache-Control', listCaching);
        return c.json({ year: year.year, makes });
      } catch (error) {
        return unavailable(c, 'makes', error);
      }
    })
    .get('/models', async (c) => {
      const make = c.req.query('make')?.trim() ?? '';
      if (make === '' || make.length > MAX_MAKE_LENGTH) {
        return badRequest(c, 'invalid_make', `The make is required, at most ${MAX_MAKE_LENGTH} characters.`);
      }
      const year = checkYear(c.req.query('year'));
      if (!year.ok) return badRequest(c, 'invalid_year', year.message);
      try {
        const models = await vehicles.models(make, year.year);
        c.header('Cache-Control', listCaching);
        return c.json({ make: normalizeMake(make), year: year.year, models });
      } catch (error) {
        return unavailable(c, 'models', error);
      }
    })
    .get('/vin/:vin', async (c) => {
      const checked = checkVin(c.req.param('vin'));
      if (!checked.ok) return badRequest(c, 'invalid_vin', checked.message);
      let decoded: DecodedVehicle | null;
      try {
        decoded = await vehicles.decodeVin(checked.vin);
      } catch (error) {
        return unavailable(c, 'a VIN decode', error);
      }
      if (!decoded) {
        c.header('Cache-Control', 'no-store');
        return c.json({ error: 'vin_not_found', message: 'No vehicle was found for this VIN.' }, 404);
      }
      // A VIN belongs to one visitor's vehicle: the browser may keep the answer, shared caches may not.
      c.header('Cache-Control', 'private, max-age=3600');
      return c.json({ vin: decoded.vin, year: decoded.year, make: decoded.make, model: decoded.model });
    });
}

export function describeVehicleRoutes(context: DescribeContext): RouteDescription {
  const badRequest = (codes: string[], description: string) => ({ description, content: jsonContent(errorBody(codes)) });
  const unavailable = {
    description: 'The vehicle data source is unavailable.',
    content: jsonContent(errorBody('vehicle_data_unavailable')),
  };
  const limited = context.rateLimited('vehicles');
  const yearParameter = {
    name: 'year',
    in: 'query',
    required: true,
    description: `Model year, from ${MIN_MODEL_YEAR} to the current year.`,
    schema: { type: 'integer', minimum: MIN_MODEL_YEAR },
    example: 2020,
  };
  return {
    paths: {
      [`${VEHICLES_PATH}/makes`]: {
        get: {
          tags: ['Vehicles'],
          operationId: 'makesForYear',
          summary: 'Makes of passenger cars, trucks and multipurpose passenger vehicles for a model year',
          description: `Upper case, sorted, without duplicates (NHTSA vPIC data).${limited.note}`,
          parameters: [yearParameter],
          responses: {
            200: { description: 'The makes.', content: jsonContent(ref('MakeList')) },
            400: badRequest(['invalid_year'], 'Missing or invalid year.'),
            ...limited.responses,
            503: unavailable,
          },
        },
      },
      [`${VEHICLES_PATH}/models`]: {
        get: {
          tags: ['Vehicles'],
          operationId: 'modelsForMakeAndYear',
          summary: 'Models of a make for a model year',
          description: `The make is matched whatever its case and answered in upper case; an unknown make has no models.${limited.note}`,
          parameters: [
            {
              name: 'make',
              in: 'query',
              required: true,
              schema: { type: 'string', minLength: 1, maxLength: MAX_MAKE_LENGTH },
              example: 'HONDA',
            },
            yearParameter,
          ],
          responses: {
            200: { description: 'The models.', content: jsonContent(ref('ModelList')) },
            400: badRequest(['invalid_make', 'invalid_year'], 'Missing make, or missing or invalid year.'),
            ...limited.responses,
            503: unavailable,
          },
        },
      },
      [`${VEHICLES_PATH}/vin/{vin}`]: {
        get: {
          tags: ['Vehicles'],
          operationId: 'decodeVin',
          summary: 'Year, make and model encoded in a VIN',
          description: `The make is spelt as in the makes list and the model, where the data allows, as in the models list. Lower case is accepted. VINs of North American vehicles (first character 1-5) must carry a valid check digit.${limited.note}`,
          parameters: [
            {
              name: 'vin',
              in: 'path',
              required: true,
              schema: { type: 'string', pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$' },
              example: '1HGCM82633A004352',
            },
          ],
          responses: {
            200: { description: 'The decoded vehicle.', content: jsonContent(ref('DecodedVehicle')) },
            400: badRequest(['invalid_vin'], 'Not a VIN, or a North American VIN whose check digit does not match.'),
            404: { description: 'Nothing is known about this VIN.', content: jsonContent(errorBody('vin_not_found')) },
            ...limited.responses,
            503: unavailable,
          },
        },
      },
    },
    schemas: {
      MakeList: {
        type: 'object',
        required: ['year', 'makes'],
        properties: { year: { type: 'integer' }, makes: { type: 'array', items: { type: 'string' } } },
      },
      ModelList: {
        type: 'object',
        required: ['make', 'year', 'models'],
        properties: {
          make: { type: 'string' },
          year: { type: 'integer' },
          models: { type: 'array', items: { type: 'string' } },
        },
      },
      DecodedVehicle: {
        type: 'object',
        required: ['vin', 'year', 'make', 'model'],
        properties: {
          vin: { type: 'string' },
          year: { type: 'integer' },
          make: { type: 'string', description: 'Upper case, as in the makes list.' },
          model: { type: ['string', 'null'], description: 'null when the VIN does not encode a model.' },
        },
      },
    },
  };
}
