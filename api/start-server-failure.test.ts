/**
 * A start that fails after the database opened (a wizard folder that does not load, an SMTP_URL nodemailer refuses, a
 * port in use) closes that database cleanly before the error goes on: PGlite removes postmaster.pid only on a clean
 * close, and the command-line tools refuse a directory that still has one.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startServer } from './start-server';
import { captureLog } from '../tests/api/support/captured-log';

const root = mkdtempSync(join(tmpdir(), 'api-start-failure-'));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function expectClosedCleanly(dataDir: string): void {
  expect(existsSync(join(dataDir, 'PG_VERSION')), 'the database was opened').toBe(true);
  expect(existsSync(join(dataDir, 'postmaster.pid')), 'the database was closed').toBe(false);
}

it('closes the database when the e-mail sender cannot be made', async () => {
  const dataDir = join(root, 'smtp');
  // The pattern SMTP_URL is checked against lets this one through; nodemailer does not.
  const env = loadEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(root, 'dist'), SMTP_URL: 'smtps://:@' });
  await expect(startServer(env, captureLog().log)).rejects.toThrow('Invalid URL');
  expectClosedCleanly(dataDir);
});

it('closes the database when the port is in use', async () => {
  const taken = await new Promise<Server>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
  try {
    const address = taken.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const dataDir = join(root, 'port');
    const env = loadEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(root, 'dist') });
    await expect(startServer(env, captureLog().log)).rejects.toThrow('EADDRINUSE');
    expectClosedCleanly(dataDir);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});
