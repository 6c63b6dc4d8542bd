import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(REPO, 'node_modules', '.bin', 'tsx');
const root = mkdtempSync(join(tmpdir(), 'api-entry-'));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Runs `tsx api/server.ts` from the repository root with the given variables only (plus PATH). */
function start(vars: Record<string, string>) {
  const child = spawn(TSX, ['api/server.ts'], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', ...vars },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  // A test expecting a failed start never awaits `listening`; its rejection is not an unhandled error.
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

describe('tsx api/server.ts', () => {
  it('starts with the defaults, answers, and exits cleanly on SIGTERM', async () => {
    const server = start({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), STATIC_DIR: join(root, 'dist') });
    const url = await server.listening;
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    // No secret configured: one warning, so a multi-replica deployment notices.
    expect(server.output().match(/CAPTCHA_HMAC_SECRET is not set/g)).toHaveLength(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start with a bad environment, naming every bad key', async () => {
    const server = start({ PORT: 'http', TRUST_PROXY: 'perhaps', LOG_LEVEL: 'chatty' });
    expect(await server.exited).toBe(1);
    for (const name of ['PORT', 'TRUST_PROXY', 'LOG_LEVEL']) expect(server.output()).toContain(name);
    expect(server.output()).not.toContain('listening on');
  });
});
