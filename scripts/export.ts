/**
 * `npm run export -- --since 2026-01-01 [--until 2026-01-31] [--format csv|json] [--out FILE]`: the submissions of
 * a period for the agency (api/export), the encrypted fields decrypted. Exit codes: 0 written, 1 the database could
 * not be read, 2 a usage or configuration error.
 */
import { writeFileSync } from 'node:fs';
import {
  EXPORT_USAGE,
  ExportUsageError,
  loadSubmissions,
  parseExportArgs,
  renderExport,
} from '../api/export/export-submissions';
import { loadWizardRegistry } from '../api/wizards/registry';
import { loadCliEnv, openCliDatabase, runCli } from './cli-database';

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
  const setup = loadCliEnv();
  if (!setup.ok) return setup.code;
  const database = await openCliDatabase(setup.env);
  if (!database) return 1;
  try {
    const schemas = new Map(loadWizardRegistry().list().map((wizard) => [wizard.id, wizard.schema]));
    const records = await loadSubmissions(database.db, options, setup.cipher, schemas);
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

runCli('export', main);
