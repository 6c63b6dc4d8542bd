import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { unavailable } from '../http/unavailable';

export function createHealthRoutes({ database, log }: Pick<AppDeps, 'database' | 'log'>): Hono {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      log.warn('health check: database unreachable', error);
      return unavailable(c, { status: 'error', database: database.kind });
    }
  });
}
