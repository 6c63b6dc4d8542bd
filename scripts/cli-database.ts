/**
 * What the command-line tools (export, purge, rotate-key) share: the server's environment and database, opened only
 * when no server holds a PGlite directory, and the data cipher. Each problem is printed and answered with an exit code
 * instead of a stack trace: 2 for a configuration mistake, 1 for a database that cannot be used.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { IN_MEMORY, openDatabase, type Database } from '../api/db/database';
import { EnvError, loadEnv, type Env } from '../api/env';
import { cipherFromEnv, KeyringError, type DataCipher } from '../api/privacy/data-cipher';

export type CliSetup = { ok: true; env: Env; cipher: DataCipher } | { ok: false; code: number };

export function loadCliEnv(): CliSetup {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return { ok: false, code: 2 };
  }
  try {
    // The development key's warning is the server's to give; the tools read whatever the server wrote.
    return { ok: true, env, cipher: cipherFromEnv(env, () => {}) };
  } catch (error) {
    if (!(error instanceof KeyringError)) throw error;
    console.error(`DATA_ENCRYPTION_KEYS: ${error.message}`);
    return { ok: false, code: 2 };
  }
}

/** The server's database, or undefined (the reason printed) when it is missing or a server holds it. */
export async function openCliDatabase(env: Env): Promise<Database | undefined> {
  // PGlite has no lock of its own: a second process on a live data directory could corrupt it. PGlite removes
  // postmaster.pid when it closes cleanly, so its presence means a server holds the directory (or died holding it).
  const embedded = !env.DATABASE_URL && env.DATA_DIR !== IN_MEMORY;
  if (embedded && !existsSync(join(env.DATA_DIR, 'PG_VERSION'))) {
    console.error(`There is no database in ${env.DATA_DIR}: set DATA_DIR or DATABASE_URL as the server has them.`);
    return undefined;
  }
  if (embedded && existsSync(join(env.DATA_DIR, 'postmaster.pid'))) {
    console.error(
      `The database in ${env.DATA_DIR} is in use by a running server, or was not closed cleanly. Stop the server ` +
        '(after a crash, start and stop it once) and run this again.',
    );
    return undefined;
  }
  return openDatabase(env);
}

/** Runs `main` and sets the exit code; an unexpected failure prints its message (never a stored value) and exits 1. */
export function runCli(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${name} failed:`, error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
