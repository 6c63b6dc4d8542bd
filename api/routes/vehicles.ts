/**
 * /api/vehicles: makes for a model year, models for a make and year, VIN decoding. Every input is checked here,
 * so a bad one is a 400 with a message and only a data-source outage (503) is not the client's doing.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { MIN_MODEL_YEAR, normalizeMake, type DecodedVehicle } from '../vehicles/vehicle-source';
import type { VehicleService } from '../vehicles/vehicle-service';
import { checkVin } from '../vehicles/vin';

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
