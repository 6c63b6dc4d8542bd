/**
 * Playwright's web server: the real API server with the production build, on a fresh PostgreSQL database that
 * is dropped again when the run ends.
 */
import { loadEnv } from '../../api/env';
import { createLogger } from '../../api/logger';
import { startServer } from '../../api/start-server';
import { e2eDatabaseName, e2eDatabaseUrl, withAdmin } from './e2e-database';

const name = e2eDatabaseName();
await withAdmin(async (sql) => {
  await sql.unsafe(`drop database if exists "${name}" with (force)`);
  await sql.unsafe(`create database "${name}"`);
});

const env = loadEnv({ ...process.env, DATABASE_URL: e2eDatabaseUrl() });
const server = await startServer(env, createLogger(env.LOG_LEVEL));

async function stop() {
  await server.close();
  await withAdmin((sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
