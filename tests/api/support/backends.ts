/**
 * The two database back ends the API integration suite runs against. PostgreSQL is the machine's server
 * (127.0.0.1:5432, user postgres, trust auth; CI starts it): each test file gets a throw-away database, dropped
 * afterwards. An unreachable server fails the suite rather than skipping it.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../../api/db/database';

export interface OpenedBackend {
  database: Database;
  /** What `loadEnv` needs to open the same database again (DATABASE_URL or DATA_DIR). */
  envSource: Record<string, string>;
  /** Closes `database` and removes whatever the backend created. */
  dispose(): Promise<void>;
}

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<OpenedBackend>;
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const pgliteBackend: Backend = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ DATA_DIR: ':memory:' });
    return { database, envSource: { DATA_DIR: ':memory:' }, dispose: () => database.close() };
  },
};

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export const postgresBackend: Backend = {
  name: 'postgres',
  async open() {
    const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      await admin.unsafe(`create database "${name}"`);
    } finally {
      await admin.end({ timeout: 1 });
    }
    const url = databaseUrl(name);
    const database = await openDatabase({ DATABASE_URL: url, DATA_DIR: ':memory:' });
    return {
      database,
      envSource: { DATABASE_URL: url },
      async dispose() {
        await database.close();
        const cleanup = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
        try {
          await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
        } finally {
          await cleanup.end({ timeout: 1 });
        }
      },
    };
  },
};
