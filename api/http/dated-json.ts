/**
 * Answers for JSON documents that change only with the date: the published payload schemas and the OpenAPI
 * document, whose date bounds (the current year, today) are written as values (schemas/portable-schema.ts). The body
 * is made once per set of bounds, with a strong ETag (a hash of the body); `Cache-Control: no-cache` lets a client
 * keep it and revalidate before each use, and hono's etag middleware answers a matching If-None-Match with 304.
 */
import { createHash } from 'node:crypto';
import type { Context, Handler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { dateBounds } from '../../schemas/portable-schema';

export const DATED_JSON_CACHE_CONTROL = 'no-cache';

/**
 * Matches If-None-Match against the ETag the handler set; put it before a `datedJson` handler. A 304 keeps the
 * headers HTTP asks of it and the request id every API answer carries.
 */
export const datedJsonRevalidation = etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'x-request-id'] });

interface Made {
  key: string;
  body: string;
  etag: string;
}

/** A handler serving `make(now)`, remade only when the date bounds at `now` change. */
export function datedJson(make: (now: Date) => unknown): Handler {
  let made: Made | undefined;
  return (c: Context) => {
    const now = new Date();
    const key = JSON.stringify(dateBounds(now));
    if (made?.key !== key) {
      const body = JSON.stringify(make(now));
      made = { key, body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
    }
    return c.body(made.body, 200, {
      'Content-Type': 'application/json',
      ETag: made.etag,
      'Cache-Control': DATED_JSON_CACHE_CONTROL,
    });
  };
}
