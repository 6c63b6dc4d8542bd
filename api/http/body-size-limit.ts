/**
 * Refuses a request body over `maxSize` bytes before it is buffered.
 *
 * Hono's bodyLimit reads `c.req.raw.body` first, and on @hono/node-server that one property turns the lightweight
 * request into a full web Request whose body is a web stream over the socket; reading the body afterwards goes
 * through that stream instead of node-server's direct read. On the API's own requests that was the largest single
 * cost after validation. Here a declared Content-Length is checked from the header alone (Node's HTTP parser never
 * delivers more bytes than declared), GET and HEAD carry no body, and only a body of unknown length (chunked, or a
 * Request built in a test) is counted by Hono's middleware as it streams in.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { declaredBodyLength } from './on-socket';

export function bodySizeLimit(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = declaredBodyLength(c);
    if (declared !== undefined) return declared > maxSize ? Promise.resolve(onError(c)) : next();
    return counted(c, next);
  };
}
