import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { buildOpenApiDocument } from '../openapi/openapi-document';

export function createOpenApiRoutes({ registry, env }: Pick<AppDeps, 'registry' | 'env'>): Hono {
  // The registry is fixed at start-up, so the document is built once.
  const document = buildOpenApiDocument(registry, env.PUBLIC_URL);
  return new Hono().get('/openapi.json', (c) => c.json(document));
}
