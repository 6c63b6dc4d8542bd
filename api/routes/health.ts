import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { unavailable } from '../http/unavailable';
import { jsonContent, ref } from '../openapi/openapi-parts';
import type { RouteDescription } from '../openapi/route-description';

export const HEALTH_PATH = '/api/health';

export function createHealthRoutes({ database, log }: Pick<AppDeps, 'database' | 'log'>): Hono {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      // The database is asked on every call, so the answer says whether it is reachable.
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      log.warn('health check: database unreachable', error);
      return unavailable(c, { status: 'error', database: database.kind });
    }
  });
}

export function describeHealthRoutes(): RouteDescription {
  return {
    paths: {
      [HEALTH_PATH]: {
        get: {
          tags: ['Site'],
          operationId: 'health',
          summary: 'Liveness and database reachability',
          responses: {
            200: { description: 'Up.', content: jsonContent(ref('Health')) },
            503: {
              description: 'The database is unreachable.',
              headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
              content: jsonContent(ref('Health')),
            },
          },
        },
      },
    },
    schemas: {
      Health: {
        type: 'object',
        required: ['status', 'database'],
        properties: {
          status: { type: 'string', enum: ['ok', 'error'] },
          database: { type: 'string', enum: ['pglite', 'postgres'] },
        },
      },
    },
  };
}
