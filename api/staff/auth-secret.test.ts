import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { AuthSecretError, DEVELOPMENT_AUTH_SECRET, staffAuthSecretFromEnv } from './auth-secret';

const root = mkdtempSync(join(tmpdir(), 'auth-secret-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the staff sign-in secret', () => {
  it('is STAFF_AUTH_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(staffAuthSecretFromEnv(loadEnv({ STAFF_AUTH_SECRET: secret, NODE_ENV: 'production' }), () => {})).toBe(secret);
  });

  it('is created once beside the embedded database by a production start, and read back by the next', () => {
    const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: join(root, 'data') });
    const warnings: string[] = [];
    const first = staffAuthSecretFromEnv(env, (message) => warnings.push(message), { createLocalSecret: true });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(root, 'data.auth-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(root, 'data.auth-secret')).mode & 0o777).toBe(0o600);
    expect(warnings[0]).toContain('data.auth-secret');
    // The command-line tools and later starts read it; they never make a new one.
    expect(staffAuthSecretFromEnv(env, () => {})).toBe(first);
  });

  it('is required in production on PostgreSQL, and public in development', () => {
    const production = loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' });
    expect(() => staffAuthSecretFromEnv(production, () => {}, { createLocalSecret: true })).toThrowError(AuthSecretError);
    const warnings: string[] = [];
    expect(staffAuthSecretFromEnv(loadEnv({ DATA_DIR: ':memory:' }), (message) => warnings.push(message))).toBe(DEVELOPMENT_AUTH_SECRET);
    expect(warnings).toHaveLength(1);
  });
});
