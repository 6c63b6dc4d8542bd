/**
 * Per-client fixed-window limits, one per route family, counted in the database so that every replica on it applies
 * the same window: a client spreading its requests over several servers meets the limit as if there were one.
 *
 * Each request is one statement (INSERT ... ON CONFLICT DO UPDATE ... RETURNING): it starts the window, counts in
 * it, or starts a new one once the last has ended, atomically under the row's lock, on the database's clock. When
 * the database does not answer, the request is let through and the failure logged (docs/decisions/0133):
 * the store of the request itself needs the same database and fails on its own, while read-only routes stay up.
 *
 * Each counted answer carries the IETF draft's `RateLimit-Policy` (the quota and its window) and `RateLimit` (what
 * is left, and the seconds until the window ends), so a client can slow down before it meets a 429.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
import type { Logger } from '../logger';
import { clientIp } from './client-ip';

/** The route families; each has its own limit and its own counters. */
export const RATE_LIMIT_FAMILIES = ['submissions', 'site-forms', 'validation', 'captcha', 'vehicles', 'drafts'] as const;
export type RateLimitFamily = (typeof RATE_LIMIT_FAMILIES)[number];

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again in a minute.';

export interface RateLimitOptions {
  db: Db;
  log: Logger;
  family: RateLimitFamily;
  /** Requests per window; 0 disables the limit (no database work at all). */
  limit: number;
  trustProxy: boolean;
  windowSeconds?: number;
}

export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** A failing database logs at most one line per this many milliseconds, per family. */
const FAILURE_LOG_INTERVAL_MS = 10_000;

/** Counts one request of `client` in `family`; returns the hits of the current window and the seconds it has left. */
export async function countRequest(
  db: Db,
  family: string,
  client: string,
  windowSeconds: number = RATE_LIMIT_WINDOW_SECONDS,
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const ended = sql`${rateLimits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ family, client, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.family, rateLimits.client],
      set: {
        windowStartedAt: sql`case when ${ended} then now() else ${rateLimits.windowStartedAt} end`,
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now()))))::int`,
    });
  if (!row) throw new Error('the rate limit upsert returned no row');
  return { hits: row.hits, retryAfterSeconds: Number(row.retryAfterSeconds) };
}

/** The hits of `client` in the current window of `family`, without counting one: 0 once the window has ended. */
export async function currentHits(db: Db, family: string, client: string, windowSeconds: number = RATE_LIMIT_WINDOW_SECONDS): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.family, family), eq(rateLimits.client, client), gt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`)));
  return row?.hits ?? 0;
}

/** Forgets windows that have ended; the next request of such a client starts a fresh row anyway. */
export async function purgeEndedRateLimitWindows(db: Db, windowSeconds: number = RATE_LIMIT_WINDOW_SECONDS): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`))
    .returning({ family: rateLimits.family });
  return deleted.length;
}

/** `RateLimit-Policy`: the family's quota of requests per window of seconds, per client. */
export function rateLimitPolicy(family: RateLimitFamily, limit: number, windowSeconds: number): string {
  return `"${family}";q=${limit};w=${windowSeconds}`;
}

/** `RateLimit`: the requests left in the current window and the seconds until it ends. */
export function rateLimitState(family: RateLimitFamily, remaining: number, secondsLeft: number): string {
  return `"${family}";r=${remaining};t=${secondsLeft}`;
}

export function createRateLimit(options: RateLimitOptions): MiddlewareHandler {
  const { db, log, family, limit, trustProxy, windowSeconds = RATE_LIMIT_WINDOW_SECONDS } = options;
  // Off: the route runs as if there were no limit, without an asynchronous step of its own.
  if (limit === 0) return (_c, next) => next();
  let lastFailureLogAt = Number.NEGATIVE_INFINITY;

  return async (c, next) => {
    const client = clientIp(c, trustProxy) ?? 'unknown';
    let counted: { hits: number; retryAfterSeconds: number };
    try {
      counted = await countRequest(db, family, client, windowSeconds);
    } catch (error) {
      const now = Date.now();
      if (now - lastFailureLogAt >= FAILURE_LOG_INTERVAL_MS) {
        lastFailureLogAt = now;
        log.warn(`rate limit of ${family} not applied: the database did not answer`, error);
      }
      return next();
    }
    // The limit and what is left of it, before a 429 as with it (draft-ietf-httpapi-ratelimit-headers).
    c.header('RateLimit-Policy', rateLimitPolicy(family, limit, windowSeconds));
    c.header('RateLimit', rateLimitState(family, Math.max(0, limit - counted.hits), counted.retryAfterSeconds));
    if (counted.hits > limit) {
      c.header('Retry-After', String(counted.retryAfterSeconds));
      c.header('Cache-Control', 'no-store');
      return c.json({ error: 'rate_limited', message: RATE_LIMITED_MESSAGE }, 429);
    }
    return next();
  };
}
