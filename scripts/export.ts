/**
 * `npm run export -- --since 2026-01-01 [--until 2026-01-31] [--format csv|json] [--out FILE]`: the submissions of
 * a period for the agency (api/export). Exit codes: 0 written, 1 the database could not be read, 2 a usage error.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IN_MEMORY, openDatabase } from '../api/db/database';
import { EnvError, loadEnv } from '../api/env';
import {
  EXPORT_USAGE,
  ExportUsageError,
  loadSubmissions,
  parseExportArgs,
  renderExport,
} from '../api/export/export-submissions';
import { cipherFromEnv, KeyringError } from '../api/privacy/data-cipher';
import { loadWizardRegistry } from '../api/wizards/registry';

async function main(): Promise<number> {
  let options;
  try {
    options = parseExportArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ExportUsageError)) throw error;
    console.error(`${error.message}\n\n${EXPORT_USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(EXPORT_USAGE);
    return 0;
  }
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return 2;
  }
  // PGlite has no lock of its own: a second process on a live data directory could corrupt it. PGlite removes
  // postmaster.pid when it closes cleanly, so its presence means a server holds the directory (or died holding it).
  const embedded = !env.DATABASE_URL && env.DATA_DIR !== IN_MEMORY;
  if (embedded && !existsSync(join(env.DATA_DIR, 'PG_VERSION'))) {
    console.error(`There is no database in ${env.DATA_DIR}: set DATA_DIR or DATABASE_URL as the server has them.`);
    return 1;
  }
  if (embedded && existsSync(join(env.DATA_DIR, 'postmaster.pid'))) {
    console.error(
      `The database in ${env.DATA_DIR} is in use by a running server, or was not closed cleanly. Stop the server ` +
        '(after a crash, start and stop it once) and export again.',
    );
    return 1;
  }
  let cipher;
  try {
    cipher = cipherFromEnv(env, (message) => console.error(message));
  } catch (error) {
    if (!(error instanceof KeyringError)) throw error;
    console.error(error.message);
    return 2;
  }
  const database = await openDatabase(env);
  try {
    const schemas = new Map(loadWizardRegistry().list().map((wizard) => [wizard.id, wizard.schema]));
    const records = await loadSubmissions(database.db, options, cipher, schemas);
    const output = renderExport(records, options.format);
    if (options.out) {
      writeFileSync(options.out, output);
      console.error(`${records.length} submission(s) written to ${options.out}`);
    } else {
      process.stdout.write(output);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('export failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
