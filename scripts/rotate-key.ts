/**
 * `npm run rotate-key`: re-encrypts every stored value with the current key, the first of DATA_ENCRYPTION_KEYS
 * (api/privacy/rotate-keys.ts). Run it after restarting the servers with the new key listed first; once it has
 * finished, the older keys can be removed from DATA_ENCRYPTION_KEYS. Running it again changes nothing.
 */
import { rotateKeys } from '../api/privacy/rotate-keys';
import { loadWizardRegistry } from '../api/wizards/registry';
import { loadCliEnv, openCliDatabase, runCli } from './cli-database';

const USAGE = `Usage: npm run rotate-key

Re-encrypts the stored driver license numbers, dates of birth, files and e-mail bodies with the first key of
DATA_ENCRYPTION_KEYS, in batches; the other keys listed are used to decrypt. Prints how many rows were rewritten.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length > 0) {
    console.error(`Unknown argument "${args[0]}".\n\n${USAGE}`);
    return 2;
  }
  const setup = loadCliEnv();
  if (!setup.ok) return setup.code;
  const database = await openCliDatabase(setup.env);
  if (!database) return 1;
  try {
    const counts = await rotateKeys(database.db, setup.cipher, loadWizardRegistry());
    console.log(
      `Re-encrypted with key "${setup.cipher.currentKeyId}": ${counts.submissions} submission(s), ` +
        `${counts.attachments} file(s), ${counts.emails} e-mail(s), ${counts.drafts} draft(s). Keys no longer needed can be removed from DATA_ENCRYPTION_KEYS.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli('rotate-key', main);
