import type { Context } from 'hono';
import { checkJsonShape, JSON_SHAPE_MESSAGES } from './json-shape';

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Parses the request body as JSON; a body that is not JSON, or is shaped as no form could be (json-shape.ts),
 * becomes a 400 the client can act on.
 */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = text.trim() === '' ? 'The request body is empty.' : `The request body is not valid JSON: ${
      error instanceof Error ? error.message : String(error)
    }`;
    return { ok: false, response: c.json({ error: 'invalid_json', message }, 400) };
  }
  const tooComplex = jsonShapeError(value);
  if (tooComplex) return { ok: false, response: c.json(tooComplex, 400) };
  return { ok: true, value };
}

/** The 400 answer's body for a parsed body outside the shape bounds (json-shape.ts); undefined within them. */
export function jsonShapeError(value: unknown): { error: 'payload_too_complex'; message: string } | undefined {
  const shape = checkJsonShape(value);
  return shape.ok ? undefined : { error: 'payload_too_complex', message: JSON_SHAPE_MESSAGES[shape.reason] };
}
