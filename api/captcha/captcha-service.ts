/**
 * Self-hosted ALTCHA proof of work (altcha-lib 2.x, PBKDF2/SHA-256). The server signs each challenge with an HMAC
 * secret and an expiry, so it keeps no state until a solution is accepted; single use is enforced by the database
 * (captcha-store.ts) inside the submission's transaction.
 *
 * The token the browser sends as `captchaToken` is the altcha 3.x widget's `payload` (see captcha-token.ts).
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Logger } from '../logger';
import { decodeCaptchaToken } from './captcha-token';

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaOptions {
  /** HMAC secret shared by every replica. */
  secret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  expiresSeconds: number;
}

export type CaptchaFailure = 'missing' | 'malformed' | 'expired' | 'invalid';

export type CaptchaVerdict =
  | {
      ok: true;
      /** Identifies the solved challenge; stored once to refuse a replay. */
      key: string;
      expiresAt: Date;
    }
  | { ok: false; reason: CaptchaFailure };

export interface CaptchaService {
  createChallenge(): Promise<Challenge>;
  verify(token: unknown): Promise<CaptchaVerdict>;
}

export function createCaptchaService(options: CaptchaOptions): CaptchaService {
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: options.cost,
        deriveKey,
        hmacSignatureSecret: options.secret,
        expiresAt: new Date(Date.now() + options.expiresSeconds * 1000),
      }),

    async verify(token) {
      if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
      const payload = decodeCaptchaToken(token);
      if (!payload) return { ok: false, reason: 'malformed' };
      const { challenge, solution } = payload;
      // Only this algorithm is ever signed here; checking it first keeps a forged name away from the KDF.
      if (challenge.parameters.algorithm !== CAPTCHA_ALGORITHM) return { ok: false, reason: 'invalid' };
      let result;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: options.secret });
      } catch {
        // A signed challenge never makes the KDF throw, so an exception means forged parameters.
        return { ok: false, reason: 'invalid' };
      }
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified || challenge.signature === undefined || challenge.parameters.expiresAt === undefined) {
        return { ok: false, reason: 'invalid' };
      }
      // The signature is an HMAC over the parameters, which hold a random nonce: it names this challenge uniquely,
      // and a second solution of the same challenge (another counter) maps to the same key.
      return { ok: true, key: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) };
    },
  };
}

export const CAPTCHA_MESSAGES: Record<CaptchaFailure | 'replayed', string> = {
  missing: 'Please complete the human verification.',
  malformed: 'The human verification could not be read. Please verify again.',
  expired: 'The human verification has expired. Please verify again.',
  invalid: 'The human verification failed. Please verify again.',
  replayed: 'This human verification was already used. Please verify again.',
};

let generatedSecret: string | undefined;

/**
 * The configured secret, or one random secret for the whole process. A random secret works for a single instance
 * but not for replicas (each would refuse the others' challenges), hence the one warning.
 */
export function captchaSecret(configured: string | undefined, log: Logger): string {
  if (configured) return configured;
  if (generatedSecret === undefined) {
    generatedSecret = randomBytes(32).toString('hex');
    log.warn(
      'CAPTCHA_HMAC_SECRET is not set: using a random secret for this process. Set one shared value when running several replicas.',
    );
  }
  return generatedSecret;
}
