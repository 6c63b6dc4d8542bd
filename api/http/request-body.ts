/**
 * What a request body may be, per API path: its largest size (413) and, on endpoints that read JSON, its media type
 * (415). Paths are matched exactly: the JSON endpoints are known when the app is composed (the site forms and, for
 * every wizard folder, its submission, validation and alias paths), or by prefix for a tree of them (the staff API);
 * any other API path reads no body, so it gets the smallest limit.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileSizeText } from '../../text/file-size';

export const UNSUPPORTED_MEDIA_TYPE = {
  error: 'unsupported_media_type',
  message: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestBodyRules {
  /** Exact path -> largest body in bytes, for the endpoints that read a JSON body. */
  jsonEndpoints: ReadonlyMap<string, number>;
  /** Path prefix -> largest body in bytes, for a tree of endpoints that read JSON (the staff API's). */
  jsonPrefixes?: ReadonlyMap<string, number>;
  /** Largest body on any other path. */
  otherMaxBytes: number;
}

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  // What nearly every client sends, answered without splitting and lower-casing it.
  if (contentType === 'application/json') return true;
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * A request without a body at all (`Content-Length: 0`, or none sent) reaches the handler, which says it is empty. On a
 * socket, HTTP/1.1 says a request has a body only with a Content-Length or a Transfer-Encoding: @hono/node-server gives
 * any request but a GET a body stream, so a browser's DELETE, which sends neither, must be judged by its headers. A
 * request built in-process (app.request()) has no socket, and its stream is what it carries.
 */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  const onSocket = typeof c.env === 'object' && c.env !== null && 'incoming' in c.env;
  return onSocket ? c.req.header('transfer-encoding') !== undefined : c.req.raw.body !== null;
}

/**
 * Hono's bodyLimit, except that a declared Content-Length is judged here from the header alone: bodyLimit first
 * reads `c.req.raw.body`, which makes @hono/node-server build a web Request over a web stream for every request, and
 * the body is then read through that stream rather than directly, which cost the JSON endpoints most of their
 * throughput. Node's HTTP parser never delivers more bytes than declared. A
 * body of unknown length (chunked) is counted by bodyLimit as it arrives and refused once it passes the limit.
 */
function bodySizeLimit(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    return Number.parseInt(declared, 10) > maxSize ? onError(c) : next();
  };
}


export function requestBodyRules(rules: RequestBodyRules): MiddlewareHandler {
  const limits = new Map<number, MiddlewareHandler>();
  const limitOf = (maxSize: number) => {
    let limit = limits.get(maxSize);
    if (!limit) {
      const message = `The request body is larger than the ${fileSizeText(maxSize)} this endpoint accepts.`;
      limit = bodySizeLimit(maxSize, (c) => c.json({ error: 'payload_too_large', message }, 413));
      limits.set(maxSize, limit);
    }
    return limit;
  };

  const prefixes = [...(rules.jsonPrefixes ?? [])];
  const prefixLimit = (path: string) => prefixes.find(([prefix]) => path.startsWith(prefix))?.[1];

  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method)) return next();
    const jsonMax = rules.jsonEndpoints.get(c.req.path) ?? prefixLimit(c.req.path);
    if (jsonMax === undefined) return limitOf(rules.otherMaxBytes)(c, next);
    if (!isJsonMediaType(c.req.header('content-type')) && hasBody(c)) return c.json(UNSUPPORTED_MEDIA_TYPE, 415);
    return limitOf(jsonMax)(c, next);
  };
}
