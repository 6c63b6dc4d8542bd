import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function createHealthRoutes({ database, log }: Pick<AppDeps, 'database' | 'log'>): Hono {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      log.error('health check: database unreachable', error);
      return c.json({ status: 'error', database: database.kind }, 503);
    }
  });
}
