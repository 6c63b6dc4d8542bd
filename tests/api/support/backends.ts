/**
 * The two database back ends the API integration suite runs against. PostgreSQL is the machine's server
 * (127.0.0.1:5432, user postgres, trust auth; CI starts it): each test file gets a throw-away database, dropped
 * afterwards. An unreachable server fails the suite rather than skipping it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { IN_MEMORY, openDatabase, openPglite, type Database } from '../../../api/db/database';

export interface OpenedBackend {
  database: Database;
  /** What `loadEnv` needs to open the same database again (DATABASE_URL or DATA_DIR). */
  envSource: Record<string, string>;
  /** Closes `database` and removes whatever the backend created. */
  dispose(): Promise<void>;
}

/**
 * A database that outlives whoever opens it, for tests that run the server as a separate process: PGlite allows one
 * process at a time on a data directory, so the test opens it only while no server runs.
 */
export interface DurableStore {
  /** DATA_DIR or DATABASE_URL of the store, for the server's environment. */
  envSource: Record<string, string>;
  open(): Promise<Database>;
  /** Removes the directory or drops the database. */
  dispose(): Promise<void>;
}

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<OpenedBackend>;
  createDurableStore(): Promise<DurableStore>;
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The cluster PostgreSQL's initdb makes, once per test worker. initdb runs in WebAssembly and takes seconds, and the
 * suites open dozens of databases; copying its result takes a fraction of that. Each copy is then migrated as
 * production migrates a new database. The tests of the database module itself open theirs as production does.
 */
let newCluster: Promise<Blob> | undefined;

function newClusterTar(): Promise<Blob> {
  newCluster ??= (async () => {
    const initialized = await PGlite.create();
    try {
      return await initialized.dumpDataDir('none');
    } finally {
      await initialized.close();
    }
  })();
  return newCluster;
}

/** A new PGlite database, in memory or in `dataDir` (which must not hold one), migrated to the current schema. */
export async function openNewPglite(dataDir: string = IN_MEMORY): Promise<Database> {
  return openPglite(dataDir, { loadDataDir: await newClusterTar() });
}

export const pgliteBackend: Backend = {
  name: 'pglite',
  async open() {
    const database = await openNewPglite();
    return { database, envSource: { DATA_DIR: IN_MEMORY }, dispose: () => database.close() };
  },
  async createDurableStore() {
    const root = mkdtempSync(join(tmpdir(), 'pglite-store-'));
    const dataDir = join(root, 'data');
    // Made here, so that whoever opens the store first (a test or a server process) resumes it.
    await (await openNewPglite(dataDir)).close();
    return {
      envSource: { DATA_DIR: dataDir },
      open: () => openDatabase({ DATA_DIR: dataDir }),
      dispose: async () => rmSync(root, { recursive: true, force: true }),
    };
  },
};

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates a throw-away database on the test server; `drop` removes it, closing any connection left. */
async function createThrowAwayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 1 });
  }
  return {
    url: databaseUrl(name),
    async drop() {
      const cleanup = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end({ timeout: 1 });
      }
    },
  };
}

export const postgresBackend: Backend = {
  name: 'postgres',
  async open() {
    const created = await createThrowAwayDatabase();
    const database = await openDatabase({ DATABASE_URL: created.url, DATA_DIR: ':memory:' });
    return {
      database,
      envSource: { DATABASE_URL: created.url },
      async dispose() {
        await database.close();
        await created.drop();
      },
    };
  },
  async createDurableStore() {
    const created = await createThrowAwayDatabase();
    return {
      envSource: { DATABASE_URL: created.url },
      open: () => openDatabase({ DATABASE_URL: created.url, DATA_DIR: ':memory:' }),
      dispose: () => created.drop(),
    };
  },
};

/**
 * The back ends a suite that runs on both goes through: both, or PGlite alone when `TEST_DATABASES=pglite`, as
 * `npm run test:quick` sets it (which also leaves out the files named `*-postgres.test.ts`).
 */
export const testBackends: readonly Backend[] =
  process.env.TEST_DATABASES === 'pglite' ? [pgliteBackend] : [pgliteBackend, postgresBackend];
