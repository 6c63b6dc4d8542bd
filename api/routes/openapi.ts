/**
 * GET /api/openapi.json: the OpenAPI document. It is given its maker (api/openapi/openapi-document.ts, wired in
 * api/app.ts) rather than importing it, since the document imports every route module's description, this one's too.
 */
import { Hono } from 'hono';
import { datedJson, datedJsonRevalidation } from '../http/dated-json';
import { CACHE_HEADERS } from '../openapi/http-fragments';
import { jsonContent, responseRef } from '../openapi/openapi-parts';
import type { RouteDescription } from '../openapi/route-description';

export const OPENAPI_PATH = '/api/openapi.json';

/** `document(now)`: the registry and the limits are fixed at start-up; only the date bounds change the document. */
export function createOpenApiRoutes(document: (now: Date) => unknown): Hono {
  return new Hono().get(OPENAPI_PATH, datedJsonRevalidation, datedJson(document));
}

export function describeOpenApiRoutes(): RouteDescription {
  return {
    paths: {
      [OPENAPI_PATH]: {
        get: {
          tags: ['Site'],
          operationId: 'openapi',
          summary: 'This document',
          description: "Its payload schemas' date bounds are written as today's values, so it changes with the date: revalidate with If-None-Match.",
          parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
          responses: {
            200: {
              description: 'The OpenAPI 3.1 document.',
              headers: CACHE_HEADERS,
              content: jsonContent({ type: 'object', additionalProperties: true }),
            },
            304: responseRef('NotModified'),
          },
        },
      },
    },
  };
}
