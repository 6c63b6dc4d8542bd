/**
 * What a request body may be, per API path: its largest size (413) and, on endpoints that read JSON, its media type
 * (415). Paths are matched exactly: the JSON endpoints are known when the app is composed (the site forms and, for
 * every wizard folder, its submission, validation and alias paths), and any other API path reads no body, so it gets
 * the smallest limit.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodySizeLimit } from './body-size-limit';
import { declaredBodyLength, fromSocket, requestHeader } from './on-socket';

export const UNSUPPORTED_MEDIA_TYPE = {
  error: 'unsupported_media_type',
  message: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestBodyRules {
  /** Exact path -> largest body in bytes, for the endpoints that read a JSON body. */
  jsonEndpoints: ReadonlyMap<string, number>;
  /** Largest body on any other path. */
  otherMaxBytes: number;
}

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  // What nearly every client sends, answered without splitting and lower-casing it.
  if (contentType === 'application/json') return true;
  return contentType.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Whether the request carries a body. On a socket, HTTP/1.1 has a body only with Content-Length or Transfer-Encoding,
 * read from the headers without touching the stream; a Request built in-process (tests) is asked directly.
 */
function hasBody(c: Context): boolean {
  const declared = declaredBodyLength(c);
  if (declared !== undefined) return declared > 0;
  if (requestHeader(c, 'transfer-encoding') !== undefined) return true;
  return fromSocket(c.env) ? false : c.req.raw.body !== null;
}

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

export function requestBodyRules(rules: RequestBodyRules): MiddlewareHandler {
  const limits = new Map<number, MiddlewareHandler>();
  const limitOf = (maxBytes: number) => {
    let limit = limits.get(maxBytes);
    if (!limit) {
      const message = `The request body is larger than the ${kilobytes(maxBytes)} this endpoint accepts.`;
      limit = bodySizeLimit(maxBytes, (c) => c.json({ error: 'payload_too_large', message }, 413));
      limits.set(maxBytes, limit);
    }
    return limit;
  };

  return (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method)) return next();
    const jsonMax = rules.jsonEndpoints.get(c.req.path);
    if (jsonMax === undefined) return limitOf(rules.otherMaxBytes)(c, next);
    if (!isJsonMediaType(requestHeader(c, 'content-type')) && hasBody(c)) return Promise.resolve(c.json(UNSUPPORTED_MEDIA_TYPE, 415));
    return limitOf(jsonMax)(c, next);
  };
}
