/**
 * The answer while the database cannot be used: `503 { error: "unavailable", message }` with `Retry-After`, instead
 * of an internal error, so that a client knows its request was not stored and when to send it again. Whether an
 * error is such an outage is the database module's call (`isDatabaseUnavailable`).
 */
import type { Context } from 'hono';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable and nothing was stored. Please try again in a few seconds.';

/** What a client should wait before trying again: about the time a database restart or failover takes. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function unavailable(c: Context, extra: Record<string, string> = {}): Response {
  c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return c.json({ error: 'unavailable', message: UNAVAILABLE_MESSAGE, ...extra }, 503);
}
