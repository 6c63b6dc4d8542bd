/**
 * Self-hosted ALTCHA proof of work (PBKDF2/SHA-256, the challenges and checks of altcha-lib 2.x, done here with
 * node:crypto; the tests hold them to altcha-lib's own). The server signs each challenge with an HMAC secret and an
 * expiry, so it keeps no state until a solution is accepted; single use is enforced by the database
 * (captcha-store.ts) inside the submission's transaction.
 *
 * The token the browser sends as `captchaToken` is the altcha 3.x widget's `payload` (see captcha-token.ts).
 */
import { createHmac, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Challenge, Payload } from 'altcha-lib';
import type { Logger } from '../logger';
import { pooledRandomBytes } from '../privacy/random-pool';
import { decodeCaptchaToken } from './captcha-token';

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

const pbkdf2Async = promisify(pbkdf2);
const HEX_BYTES = /^(?:[0-9a-f]{2})+$/;
const HEX = /^[0-9a-f]+$/i;

/** altcha-lib's canonical form of what it signs: object keys sorted at every level, undefined values left out. */
export function canonicalJson(value: unknown): string {
  const sorted = (node: unknown): unknown =>
    typeof node !== 'object' || node === null || Array.isArray(node)
      ? node
      : Object.fromEntries(
          Object.keys(node)
            .sort()
            .flatMap((key) => {
              const child: unknown = (node as Record<string, unknown>)[key];
              return child === undefined ? [] : [[key, sorted(child)]];
            }),
        );
  return JSON.stringify(sorted(value));
}

/** HMAC-SHA-256 of the canonical form of a challenge's parameters, in hex: the challenge's signature. */
function signatureOf(parameters: Challenge['parameters'], secret: string): string {
  return createHmac('sha256', secret).update(canonicalJson(parameters)).digest('hex');
}

/** What altcha-lib's createChallenge gives without a key signature: its defaults for the key's length and prefix. */
const KEY_LENGTH = 32;
const KEY_PREFIX = '00';
const NONCE_BYTES = 16;
const SALT_BYTES = 16;

/**
 * altcha-lib's createChallenge for this service's challenges (PBKDF2/SHA-256, random nonce and salt, its default key
 * length and prefix, an expiry, an HMAC-SHA-256 signature of the canonical parameters), signed with node:crypto: the
 * library signs with WebCrypto, a key import and a signature that are each an asynchronous job, which made a
 * challenge cost the server far more work.
 * The captcha test suite checks that altcha-lib solves and verifies these challenges.
 */
function newChallenge(options: CaptchaOptions): Challenge {
  const parameters: Challenge['parameters'] = {
    algorithm: CAPTCHA_ALGORITHM,
    cost: options.cost,
    expiresAt: Math.floor(Date.now() / 1000) + options.expiresSeconds,
    keyLength: KEY_LENGTH,
    keyPrefix: KEY_PREFIX,
    nonce: pooledRandomBytes(NONCE_BYTES).toString('hex'),
    salt: pooledRandomBytes(SALT_BYTES).toString('hex'),
  };
  return { parameters, signature: signatureOf(parameters, options.secret) };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * altcha-lib's verifySolution for the challenges this service issues (PBKDF2/SHA-256, HMAC-SHA-256 signature,
 * uint32 counter), with the same checks in the same order: expiry, signature, solution shape, then the one key
 * derivation. It uses node:crypto directly: the library's WebCrypto HMAC (a key import and a signature, each an
 * asynchronous job) cost more CPU than the rest of the check, on every submission.
 */
async function checkSolution({ challenge, solution }: Payload, secret: string): Promise<'ok' | 'expired' | 'invalid'> {
  const { parameters, signature } = challenge;
  if (parameters.expiresAt && parameters.expiresAt < Date.now() / 1000) return 'expired';
  if (!signature) return 'invalid';
  if (!sameText(signature, signatureOf(parameters, secret))) return 'invalid';
  const { counter, derivedKey } = solution;
  if (!HEX_BYTES.test(derivedKey) || !Number.isInteger(counter) || counter < 0 || counter > 0xffffffff) return 'invalid';
  // Only signed parameters get here, so they are this service's own; the checks keep a bad one from passing.
  const { nonce, salt, cost, keyLength, keyPrefix } = parameters;
  if (!HEX_BYTES.test(nonce) || !HEX_BYTES.test(salt) || !HEX.test(keyPrefix)) return 'invalid';
  const password = Buffer.alloc(nonce.length / 2 + 4);
  password.write(nonce, 'hex');
  password.writeUInt32BE(counter, nonce.length / 2);
  // Asynchronous: the derivation runs on the thread pool, off the event loop.
  const key = (await pbkdf2Async(password, Buffer.from(salt, 'hex'), cost, keyLength, 'sha256')).toString('hex');
  return sameText(key, derivedKey) && key.startsWith(keyPrefix.toLowerCase()) ? 'ok' : 'invalid';
}

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
  createChallenge(): Challenge;
  verify(token: unknown): Promise<CaptchaVerdict>;
}

export function createCaptchaService(options: CaptchaOptions): CaptchaService {
  return {
    createChallenge: () => newChallenge(options),

    async verify(token) {
      if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
      const payload = decodeCaptchaToken(token);
      if (!payload) return { ok: false, reason: 'malformed' };
      const { challenge } = payload;
      // Only this algorithm is ever signed here; checking it first keeps a forged name away from the KDF.
      if (challenge.parameters.algorithm !== CAPTCHA_ALGORITHM) return { ok: false, reason: 'invalid' };
      let result;
      try {
        result = await checkSolution(payload, options.secret);
      } catch {
        // A signed challenge never makes the KDF throw, so an exception means forged parameters.
        return { ok: false, reason: 'invalid' };
      }
      if (result === 'expired') return { ok: false, reason: 'expired' };
      if (result !== 'ok' || challenge.signature === undefined || challenge.parameters.expiresAt === undefined) {
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
