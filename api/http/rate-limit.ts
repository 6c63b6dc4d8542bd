/**
 * A per-client fixed-window limit on form submissions. It lives in process memory: with several replicas each
 * applies its own window, which still caps a single client's flood, the purpose here.
 */
import type { MiddlewareHandler } from 'hono';
import { clientIp } from './client-ip';

export interface RateLimitOptions {
  /** Requests per window; 0 disables the limit. */
  limit: number;
  windowMs: number;
  trustProxy: boolean;
  now?: () => number;
}

export function createRateLimit(options: RateLimitOptions): MiddlewareHandler {
  const { limit, windowMs, trustProxy, now = Date.now } = options;
  const windows = new Map<string, { start: number; count: number }>();

  return async (c, next) => {
    if (limit === 0) return next();
    const at = now();
    // Forget finished windows once the map grows, so memory stays bounded by the recent clients.
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
    }
    const key = clientIp(c, trustProxy) ?? 'unknown';
    let window = windows.get(key);
    if (!window || at - window.start >= windowMs) {
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      c.header('Retry-After', String(Math.ceil((window.start + windowMs - at) / 1000)));
      return c.json({ error: 'rate_limited', message: 'Too many requests. Please try again in a minute.' }, 429);
    }
    return next();
  };
}
