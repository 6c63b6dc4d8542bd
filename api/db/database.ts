/**
 * One database interface over two back ends: the embedded PGlite (no configuration, data under DATA_DIR) and
 * PostgreSQL (DATABASE_URL). Both speak the same SQL, so the same Drizzle schema and the same migrations serve both;
 * the rest of the API only sees `Database`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Env } from '../env';
import { schema, type Schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback receives; queries on it run inside the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round trip to the database; rejects when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
export const IN_MEMORY = ':memory:';

/** Opens the configured database and brings its schema up to date before anything else uses it. */
export async function openDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(env.DATA_DIR);
}

async function openPglite(dataDir: string): Promise<Database> {
  let client: PGlite;
  if (dataDir === IN_MEMORY) {
    client = new PGlite();
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // The migrator's "schema already exists" notices are noise at every start.
  const client = postgres(url, { onnotice: () => {}, connect_timeout: 10 });
  const db = drizzlePostgres({ client, schema });
  try {
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.end({ timeout: 1 });
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.end({ timeout: 5 });
    },
  };
}
