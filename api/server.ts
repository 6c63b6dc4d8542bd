/** Entry point. Production runs the build of it (`npm run build:api`, then `node dist-api/server.mjs`); `tsx api/server.ts` runs it from source. */
import { EnvError, loadEnv } from './env';
import { createLogger } from './logger';
import { startServer } from './start-server';

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(env.LOG_LEVEL);
  const server = await startServer(env, log);

  // Graceful stop: no new connection, requests and e-mail sends in progress finish, then the database closes and
  // the process exits 0. A second signal, or SHUTDOWN_TIMEOUT_MS without the close finishing, exits 1 at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      log.warn(`${signal} received again, exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal} received, closing: no new connections; finishing requests and e-mail sends in progress`);
    setTimeout(() => {
      log.error(`still closing after ${env.SHUTDOWN_TIMEOUT_MS} ms (SHUTDOWN_TIMEOUT_MS), exiting anyway`);
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    server.close().then(
      () => {
        log.info('closed');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
