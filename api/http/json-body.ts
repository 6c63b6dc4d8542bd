/**
 * A route's JSON body, validated against its schema with the one Ajv configuration: the value, or the answer to give
 * (400 `invalid_json`, or 400 `validation_failed` with a message per field).
 */
import type { ValidateFunction } from 'ajv';
import type { Context } from 'hono';
import { toFieldErrors } from '../../schemas/field-errors';

export const INVALID_JSON = { error: 'invalid_json', message: 'The request body is not valid JSON.' } as const;

export type JsonBody<T> = { ok: true; value: T } | { ok: false; response: Response };

export async function readJsonBody<T>(c: Context, validate: ValidateFunction<T>): Promise<JsonBody<T>> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    return { ok: false, response: c.json(INVALID_JSON, 400) };
  }
  if (!validate(value)) {
    return { ok: false, response: c.json({ error: 'validation_failed', errors: toFieldErrors(validate.errors) }, 400) };
  }
  return { ok: true, value };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a path is a UUID: anything else names no row, and is not given to the database at all. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
