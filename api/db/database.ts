/**
 * One database interface over two back ends: the embedded PGlite (no configuration, data under DATA_DIR) and
 * PostgreSQL (DATABASE_URL). Both speak the same SQL, so the same Drizzle schema and the same migrations serve both;
 * the rest of the API only sees `Database`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
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

/** Node's socket errors that mean the database server cannot be reached. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** postgres-js's own codes for a connection that failed, timed out or closed under a query. */
const CONNECTION_CODES = new Set(['CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED']);
/**
 * PostgreSQL's SQLSTATEs of a server that is going away or cannot take the query now: class 08 (connection
 * exception), shutdown and start-up (57P01-57P03), too many connections (53300), and a statement cancelled by
 * `statement_timeout` (57014).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|57014)$/;

/**
 * Whether an error is the database being unreachable or too slow, rather than a fault of the query: the caller
 * answers "try again later" instead of an internal error. Drizzle wraps the driver's error as `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (UNREACHABLE_CODES.has(code) || CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code)) return true;
  }
  return false;
}

/** The rows of a raw `db.execute`: postgres-js answers with the rows themselves, PGlite with `{ rows }`. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('unexpected database result');
}

/** Seconds to open a connection to PostgreSQL before the query waiting for it fails. */
export const CONNECT_TIMEOUT_SECONDS = 3;
/**
 * Seconds before a closed connection is opened again. postgres-js's own delay grows with every failure up to 20 s,
 * and the queries waiting for that connection wait as long: after an outage, requests hung for many seconds.
 */
export const RECONNECT_DELAY_SECONDS = 0.25;
/** Milliseconds a transaction may wait for a connection before its request is answered 503. */
export const TRANSACTION_START_TIMEOUT_MS = (CONNECT_TIMEOUT_SECONDS + 1) * 1000;
/** Milliseconds PostgreSQL lets one statement run, or a transaction sit idle, before cancelling it. */
export const STATEMENT_TIMEOUT_MS = 5_000;

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

/**
 * PGlite's buffer cache. PostgreSQL's default (128MB) sizes the cache of a dedicated database server; PGlite takes it
 * from the server's own WebAssembly heap and zeroes all of it at every start, which the start waits for and which
 * stays resident. The embedded database holds one agency's requests, and the operating system caches its files
 * beneath PGlite, so a smaller cache loses nothing. It is a start parameter, not a change to
 * the data directory's postgresql.conf, so a directory created before gets it too.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * A PGlite database in memory (`:memory:`) or in `dataDir`, its schema brought up to date. A new data directory gets
 * its cluster first: PostgreSQL's initdb, or the copy of one that `options.loadDataDir` holds (the test suites make
 * one per worker); an existing one is resumed.
 */
export async function openPglite(dataDir: string, options: Omit<PGliteOptions, 'dataDir' | 'startParams' | 'extensions'> = {}): Promise<Database> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  // The extensions the migrations create: PGlite runs only those it was given.
  const extensions = { pg_trgm };
  if (dataDir === IN_MEMORY) return pgliteDatabase(new PGlite({ ...options, startParams, extensions }));
  mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(new PGlite({ ...options, startParams, extensions, dataDir }));
}

/** The database on a PGlite client, migrated; the client is closed if the migration fails. */
async function pgliteDatabase(client: PGlite): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
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
  const begin = (callback: (tx: TransactionSql) => unknown) =>
    beginWithin(client as Sql, TRANSACTION_START_TIMEOUT_MS, (tx) => callback(preparingStatements(tx)));
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === 'unsafe' ? unsafe : property === 'begin' ? begin : Reflect.get(target, property, receiver),
  });
}

/**
 * `sql.begin`, failing with CONNECT_TIMEOUT when the transaction has not started within `ms`. After its connections
 * were reset, postgres-js can leave a `begin` waiting for a connection long after the database is back; the request
 * behind it is answered 503 instead, and a transaction that starts after that rolls back at once, so nothing is
 * stored for a request that was told it was not.
 */
function beginWithin<T>(client: Sql, ms: number, callback: (tx: TransactionSql) => T | Promise<T>): Promise<T> {
  let abandoned = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abandoned = true;
      reject(Object.assign(new Error(`no PostgreSQL transaction started within ${ms} ms`), { code: 'CONNECT_TIMEOUT' }));
    }, ms);
  });
  const transaction = client.begin((tx) => {
    clearTimeout(timer);
    if (abandoned) throw new Error('the transaction started after its request was answered');
    return callback(tx);
  }) as Promise<T>;
  // Once the deadline has answered, the late transaction's own failure has nobody waiting for it.
  transaction.catch(() => undefined);
  return Promise.race([transaction, deadline]);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  // synchronous_commit keeps PostgreSQL's default (on), so a 201 means the request is committed.
  // The migrator's "schema already exists" notices are noise at every start. The timeouts bound how long a request
  // waits for an unreachable or stuck database before it is answered 503 (http/unavailable.ts).
  const client = postgres(url, {
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: () => RECONNECT_DELAY_SECONDS,
    max: poolSize,
    connection: { statement_timeout: STATEMENT_TIMEOUT_MS, idle_in_transaction_session_timeout: STATEMENT_TIMEOUT_MS },
  });
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
