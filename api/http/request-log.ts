/**
 * One log line per API request: method, route pattern (`/api/vehicles/vin/:vin`, never the path itself, which may
 * carry a VIN), status, duration and a request id. The id comes from a well-formed X-Request-Id header (set by a proxy)
 * or is made here; the answer carries it back, so a visitor's report can be matched with the server's log.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logger';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming !== undefined && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    // Before the handler, so the answer is created with it (set on a finished answer, Hono would copy the answer).
    c.header('X-Request-Id', requestId);
    await next();
    const status = c.res.status;
    const fields = {
      requestId,
      method: c.req.method,
      route: routePath(c) || 'unmatched',
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error('request failed', fields);
    else log.info('request', fields);
  };
}
