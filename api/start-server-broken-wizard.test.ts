/** A wizard folder that does not load stops the start, and the database opened before it is closed cleanly. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { loadEnv } from './env';
import type { Logger } from './logger';
import { startServer } from './start-server';

vi.mock('./wizards/registry', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./wizards/registry')>()),
  loadWizardRegistry: () => {
    throw new Error('forms/broken-quote: schema.json is missing.');
  },
}));

const root = mkdtempSync(join(tmpdir(), 'api-broken-wizard-'));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const silent: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

it('stops the start with the folder problem and closes the database it opened', async () => {
  const dataDir = join(root, 'data');
  const env = loadEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(root, 'dist') });

  await expect(startServer(env, silent)).rejects.toThrow('forms/broken-quote: schema.json is missing.');

  // The database was opened (PGlite wrote its cluster) and closed: PGlite removes postmaster.pid only on a clean close.
  expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
});
