/**
 * One database interface over two back ends: the embedded PGlite (no configuration, data under DATA_DIR) and
 * PostgreSQL (DATABASE_URL). Both speak the same SQL, so the same Drizzle schema and the same migrations serve both;
 * the rest of the API only sees `Database`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql, TransactionSql } from 'postgres';
import { DEFAULT_DATABASE_POOL_SIZE, type Env } from '../env';
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

/** The rows of a raw `db.execute`: postgres-js answers with the rows themselves, PGlite with `{ rows }`. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('unexpected database result');
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
export const IN_MEMORY = ':memory:';

/**
 * Opens the configured database and brings its schema up to date before anything else uses it. Each back end's
 * packages are loaded only when it is the one configured: a server on PostgreSQL never loads PGlite, and the other
 * way round: loading both would lengthen every start.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'DATABASE_POOL_SIZE'>>,
): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE);
  return openPglite(env.DATA_DIR);
}

async function openPglite(dataDir: string): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
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

/**
 * The client drizzle is given: its queries are prepared once per connection and then only bound and executed.
 * drizzle asks postgres-js for unprepared queries (a pooler in transaction mode cannot keep prepared statements),
 * and postgres-js then describes every query with parameters before running it: two round trips to the database
 * for each, where a prepared one takes one. The API connects to PostgreSQL itself, and its queries have a few fixed
 * shapes, so the statements kept per connection stay few. A transaction's queries run on a client of its own, which
 * is wrapped the same way.
 */
function preparingStatements<Client extends Sql | TransactionSql>(client: Client): Client {
  const unsafe: Sql['unsafe'] = (query, parameters, options) => client.unsafe(query, parameters, { ...options, prepare: true });
  // drizzle opens a transaction with `begin(callback)` on the pool's client; a transaction's own client has no begin.
  const begin = (callback: (tx: TransactionSql) => unknown) => (client as Sql).begin((tx) => callback(preparingStatements(tx)));
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === 'unsafe' ? unsafe : property === 'begin' ? begin : Reflect.get(target, property, receiver),
  });
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  // The migrator's "schema already exists" notices are noise at every start.
  const client = postgres(url, { onnotice: () => {}, connect_timeout: 10, max: poolSize });
  const db = drizzlePostgres({ client: preparingStatements(client), schema });
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
