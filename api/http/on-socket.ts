/**
 * What a request served over the server's own socket (@hono/node-server, `c.env` holds Node's request and response)
 * offers beyond Hono's context, and the fallback for a request built in-process (`app.request` in tests).
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export function fromSocket(env: unknown): env is HttpBindings {
  return typeof env === 'object' && env !== null && 'incoming' in env && 'outgoing' in env;
}

/**
 * A request header by its lower-case name. On a socket it is read from Node's own parsed headers: asking Hono
 * (`c.req.header`) makes @hono/node-server build a web `Headers` object of every header of the request first, which
 * every API request paid for the middlewares' sake alone: no handler needs one. Repeated headers are joined with
 * ", " both ways.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  if (!fromSocket(c.env)) return c.req.header(name);
  const value = c.env.incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The body length a request declares in Content-Length; undefined without one, and for a body sent with
 * Transfer-Encoding, whose length the header does not give (RFC 9112, 6.3). NaN for a value that is not a number.
 * Node's HTTP parser never delivers more bytes than declared, so the declared length bounds the body.
 */
export function declaredBodyLength(c: Context): number | undefined {
  const length = requestHeader(c, 'content-length');
  if (length === undefined || requestHeader(c, 'transfer-encoding') !== undefined) return undefined;
  return Number.parseInt(length, 10);
}
