import type { Context } from 'hono';

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/** Parses the request body as JSON; a body that is not JSON becomes a 400 the client can act on. */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  const text = await c.req.text();
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = text.trim() === '' ? 'The request body is empty.' : `The request body is not valid JSON: ${
      error instanceof Error ? error.message : String(error)
    }`;
    return { ok: false, response: c.json({ error: 'invalid_json', message }, 400) };
  }
}
