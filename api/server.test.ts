import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../tests/api/support/server-process';

const root = mkdtempSync(join(tmpdir(), 'api-entry-'));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('api/server.ts', () => {
  it('starts with the defaults, answers, and exits cleanly on SIGTERM', async () => {
    // Run by Node itself: the `tsx` command kills its child when the child has not acknowledged a relayed signal
    // within a few tens of milliseconds, which a busy machine misses, and the test would then see tsx's exit code.
    const server = spawnServer(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), STATIC_DIR: join(root, 'dist') },
      { direct: true },
    );
    const url = await server.listening;
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    // No secret configured: one warning, so a multi-replica deployment notices.
    expect(server.output().match(/CAPTCHA_HMAC_SECRET is not set/g)).toHaveLength(1);
    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start with a bad environment, naming every bad key', async () => {
    const server = spawnServer({ PORT: 'http', TRUST_PROXY: 'perhaps', LOG_LEVEL: 'chatty' });
    expect(await server.exited).toBe(1);
    for (const name of ['PORT', 'TRUST_PROXY', 'LOG_LEVEL']) expect(server.output()).toContain(name);
    expect(server.output()).not.toContain('listening on');
  });
});
