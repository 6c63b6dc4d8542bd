/**
 * A per-client fixed-window limit counted in this process's memory, for the one route that must store no visitor's
 * address at all (the funnel's reports, api/routes/events.ts): the addresses of the current minute are kept in memory
 * only, and forgotten as the next minute begins. Each replica counts its own, so behind several replicas a client
 * gets a little more than the limit; the database-counted limits (rate-limit.ts) serve every other route.
 */
import type { MiddlewareHandler } from 'hono';
import { clientIp } from './client-ip';
import { RATE_LIMITED_MESSAGE } from './rate-limit';

export function memoryRateLimit({ limit, trustProxy, windowMs = 60_000 }: { limit: number; trustProxy: boolean; windowMs?: number }): MiddlewareHandler {
  if (limit === 0) return (_c, next) => next();
  let windowStartedAt = Date.now();
  let hits = new Map<string, number>();
  return async (c, next) => {
    const now = Date.now();
    if (now - windowStartedAt >= windowMs) {
      windowStartedAt = now;
      hits = new Map();
    }
    const client = clientIp(c, trustProxy) ?? 'unknown';
    const count = (hits.get(client) ?? 0) + 1;
    hits.set(client, count);
    if (count > limit) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((windowStartedAt + windowMs - now) / 1000))));
      return c.json({ error: 'rate_limited', message: RATE_LIMITED_MESSAGE }, 429);
    }
    return next();
  };
}
