/**
 * The secret of the staff sign-in (STAFF_AUTH_SECRET): better-auth signs the session cookies with it and encrypts the
 * staff members' authenticator-app secrets and recovery codes with it. It is found as the data encryption key is
 * (api/privacy/data-cipher.ts): the variable, the way of any real deployment and the only one with PostgreSQL; else the
 * embedded database's secret file (`./data.auth-secret` for `./data`), which a production start creates; else, outside
 * production, a public development secret, with a warning.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Env } from '../env';

/** Public, so it protects nothing: for development and tests only. */
export const DEVELOPMENT_AUTH_SECRET = 'bay-valley-development-staff-secret-not-a-secret';

export class AuthSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthSecretError';
  }
}

type SecretEnv = Pick<Env, 'NODE_ENV' | 'DATA_DIR' | 'DATABASE_URL' | 'STAFF_AUTH_SECRET'>;

function localSecretFile(env: SecretEnv): string | undefined {
  if (env.DATABASE_URL !== undefined || env.DATA_DIR === ':memory:') return undefined;
  return `${env.DATA_DIR.replace(/[/\\]+$/, '')}.auth-secret`;
}

export function staffAuthSecretFromEnv(
  env: SecretEnv,
  warn: (message: string) => void,
  { createLocalSecret = false }: { createLocalSecret?: boolean } = {},
): string {
  if (env.STAFF_AUTH_SECRET) return env.STAFF_AUTH_SECRET;
  const file = localSecretFile(env);
  if (file !== undefined && existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (env.NODE_ENV === 'production') {
    if (file !== undefined && createLocalSecret) {
      const secret = randomBytes(32).toString('base64url');
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      warn(`STAFF_AUTH_SECRET is not set: created ${file}, the staff sign-in's secret. Keep it with the data; set STAFF_AUTH_SECRET instead in a real deployment.`);
      return secret;
    }
    throw new AuthSecretError(
      'STAFF_AUTH_SECRET is required in production with PostgreSQL (it signs the staff sessions, and every replica must share it): set 32 or more random characters, e.g. the output of "openssl rand -base64 32"',
    );
  }
  warn('STAFF_AUTH_SECRET is not set: staff sessions are signed with the public development secret. Set it before real staff sign in.');
  return DEVELOPMENT_AUTH_SECRET;
}
