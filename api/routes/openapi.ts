import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { datedJson, datedJsonRevalidation } from '../http/dated-json';
import { buildOpenApiDocument, type OpenApiOptions } from '../openapi/openapi-document';

/** The registry and the limits are fixed at start-up; the document changes only with the date of its bounds. */
export function createOpenApiRoutes(
  { registry }: Pick<AppDeps, 'registry'>,
  options: Omit<OpenApiOptions, 'now'>,
): Hono {
  return new Hono().get(
    '/openapi.json',
    datedJsonRevalidation,
    datedJson((now) => buildOpenApiDocument(registry, { ...options, now })),
  );
}
