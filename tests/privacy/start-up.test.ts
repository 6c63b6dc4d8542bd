/**
 * The server refuses to start in production without DATA_ENCRYPTION_KEYS, or without STAFF_AUTH_SECRET where it has no
 * file of the embedded database to keep one in, before it opens anything.
 */
import { expect, it } from 'vitest';
import { loadEnv } from '../../api/env';
import { createLogger } from '../../api/logger';
import { generateKeySpec } from '../../api/privacy/data-cipher';
import { startServer } from '../../api/start-server';

it('refuses production without keys or a staff secret, and starts with them', async () => {
  const base = { NODE_ENV: 'production', DATA_DIR: ':memory:', PORT: '0', HOST: '127.0.0.1', STATIC_DIR: '/nonexistent' };
  const log = createLogger('silent');
  await expect(startServer(loadEnv(base), log)).rejects.toThrow(/DATA_ENCRYPTION_KEYS is required in production/);
  const keys = { DATA_ENCRYPTION_KEYS: generateKeySpec('prod1') };
  await expect(startServer(loadEnv({ ...base, ...keys }), log)).rejects.toThrow(/STAFF_AUTH_SECRET is required in production/);
  const server = await startServer(loadEnv({ ...base, ...keys, STAFF_AUTH_SECRET: 'a-production-staff-secret-0123456789abcdef' }), log);
  try {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    await server.close();
  }
}, 60_000);

it('names a malformed key list without echoing it', () => {
  expect(() => loadEnv({ DATA_ENCRYPTION_KEYS: 'secret value with spaces' })).toThrow(/DATA_ENCRYPTION_KEYS must match pattern/);
  expect(() => loadEnv({ DATA_ENCRYPTION_KEYS: 'secret value with spaces' })).not.toThrow(/secret value/);
});
