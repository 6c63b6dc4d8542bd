/**
 * `npm run purge -- [--older-than 365d] [--dry-run]`: deletes what is past the retention period (api/privacy/purge.ts)
 * and prints the counts. Exit codes: 0 done, 1 the database could not be used, 2 a usage or configuration error.
 */
import { parsePurgeArgs, purgeCutoff, purgeOlderThan, PurgeUsageError, PURGE_USAGE } from '../api/privacy/purge';
import { loadCliEnv, openCliDatabase, runCli } from './cli-database';

async function main(): Promise<number> {
  const setup = loadCliEnv();
  if (!setup.ok) return setup.code;
  let options;
  try {
    options = parsePurgeArgs(process.argv.slice(2), setup.env.RETENTION_DAYS);
  } catch (error) {
    if (!(error instanceof PurgeUsageError)) throw error;
    console.error(`${error.message}\n\n${PURGE_USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(PURGE_USAGE);
    return 0;
  }
  const database = await openCliDatabase(setup.env);
  if (!database) return 1;
  try {
    const cutoff = purgeCutoff(options.days);
    const counts = await purgeOlderThan(database.db, setup.cipher, cutoff, { dryRun: options.dryRun });
    const verb = options.dryRun ? 'would delete' : 'deleted';
    console.log(
      `Received before ${cutoff.toISOString()} (${options.days} days): ${verb} ${counts.submissions} submission(s), ` +
        `${counts.attachments} file(s), ${counts.emails} e-mail(s), ${counts.contactMessages} contact message(s); ` +
        `${counts.captchaSolutions} expired captcha solution(s), ${counts.drafts} expired draft(s), ${counts.idempotencyKeys} expired idempotency key(s).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli('purge', main);
