import { createChallenge, solveChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALGORITHM, canonicalJson, createCaptchaService } from './captcha-service';
import { decodeCaptchaToken, encodeCaptchaToken } from './captcha-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const service = createCaptchaService({ secret: SECRET, cost: 20, expiresSeconds: 600 });

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return encodeCaptchaToken({ challenge, solution });
}

/** The widget's own encoding, written out independently of encodeCaptchaToken: btoa(JSON.stringify(...)). */
async function solveLikeTheWidget(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}

function reencode(token: string, change: (payload: Payload) => void): string {
  const payload = decodeCaptchaToken(token);
  if (!payload) throw new Error('the token does not decode');
  change(payload);
  return encodeCaptchaToken(payload);
}

describe('captcha service', () => {
  it('issues signed, expiring PBKDF2 challenges', async () => {
    const before = Date.now() / 1000;
    const challenge = service.createChallenge();
    expect(challenge.parameters.algorithm).toBe(CAPTCHA_ALGORITHM);
    expect(challenge.parameters.cost).toBe(20);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(Math.floor(before + 600));
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000 + 600));
  });

  it('issues the challenges altcha-lib issues: the same parameters, and a signature altcha-lib verifies', async () => {
    const ours = service.createChallenge();
    const theirs = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: 20,
      deriveKey,
      hmacSignatureSecret: SECRET,
      expiresAt: new Date(Date.now() + 600_000),
    });
    expect(Object.keys(ours.parameters)).toEqual(Object.keys(theirs.parameters));
    const { nonce, salt, expiresAt, ...rest } = ours.parameters;
    const { nonce: theirNonce, salt: theirSalt, expiresAt: theirExpiry, ...theirRest } = theirs.parameters;
    expect(rest).toEqual(theirRest);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).not.toBe(theirNonce);
    expect(salt).not.toBe(theirSalt);
    expect(Math.abs((expiresAt ?? 0) - (theirExpiry ?? 0))).toBeLessThanOrEqual(1);
    // Solved and checked by the library alone: the widget and altcha-lib accept what the service signs.
    const solution = await solveChallenge({ challenge: ours, deriveKey });
    if (!solution) throw new Error('no solution found');
    expect((await verifySolution({ challenge: ours, solution, deriveKey, hmacSignatureSecret: SECRET })).verified).toBe(true);
    expect((await verifySolution({ challenge: ours, solution, deriveKey, hmacSignatureSecret: `${SECRET}-other` })).verified).toBe(false);
  });

  it('accepts a solved challenge in the widget format, keyed by the challenge signature', async () => {
    const challenge = service.createChallenge();
    const verdict = await service.verify(await solveLikeTheWidget(challenge));
    expect(verdict).toEqual({
      ok: true,
      key: challenge.signature,
      expiresAt: new Date((challenge.parameters.expiresAt ?? 0) * 1000),
    });
  });

  it('gives two challenges different keys', async () => {
    const first = await service.verify(await solve(service.createChallenge()));
    const second = await service.verify(await solve(service.createChallenge()));
    expect(first.ok && second.ok && first.key !== second.key).toBe(true);
  });

  it('refuses a missing or empty token', async () => {
    expect(await service.verify(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await service.verify('')).toEqual({ ok: false, reason: 'missing' });
    expect(await service.verify(42)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses tokens that are not the widget payload', async () => {
    expect(await service.verify('not base64!')).toEqual({ ok: false, reason: 'malformed' });
    expect(await service.verify(btoa('not json'))).toEqual({ ok: false, reason: 'malformed' });
    expect(await service.verify(btoa('{"challenge":{}}'))).toEqual({ ok: false, reason: 'malformed' });
    // The widget's test mode must never pass on the server.
    expect(await service.verify(btoa(JSON.stringify({ challenge: null, solution: null, test: true })))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses a wrong solution', async () => {
    const token = await solve(service.createChallenge());
    const wrong = reencode(token, (payload) => {
      payload.solution.counter += 1;
    });
    expect(await service.verify(wrong)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses tampered parameters (an easier prefix) and a tampered signature', async () => {
    const token = await solve(service.createChallenge());
    const easier = reencode(token, (payload) => {
      payload.challenge.parameters.keyPrefix = '0';
    });
    expect(await service.verify(easier)).toEqual({ ok: false, reason: 'invalid' });
    const resigned = reencode(token, (payload) => {
      payload.challenge.signature = payload.challenge.signature?.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    });
    expect(await service.verify(resigned)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a challenge signed with another secret', async () => {
    const other = createCaptchaService({ secret: `${SECRET}-other`, cost: 20, expiresSeconds: 600 });
    expect(await service.verify(await solve(other.createChallenge()))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired challenge', async () => {
    const expired = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: 20,
      deriveKey,
      hmacSignatureSecret: SECRET,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await service.verify(await solve(expired))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a signed challenge without an expiry', async () => {
    const endless = await createChallenge({ algorithm: CAPTCHA_ALGORITHM, cost: 20, deriveKey, hmacSignatureSecret: SECRET });
    expect((await service.verify(await solve(endless))).ok).toBe(false);
  });

  it('decides like the verifySolution of altcha-lib, on good and tampered tokens alike', async () => {
    const other = createCaptchaService({ secret: `${SECRET}-other`, cost: 20, expiresSeconds: 600 });
    const good = await solve(service.createChallenge());
    const tokens = [
      good,
      await solve(other.createChallenge()),
      reencode(good, (payload) => {
        payload.solution.counter += 1;
      }),
      reencode(good, (payload) => {
        payload.solution.derivedKey = payload.solution.derivedKey.toUpperCase();
      }),
      reencode(good, (payload) => {
        payload.challenge.parameters.cost = 1;
      }),
      reencode(good, (payload) => {
        payload.challenge.parameters.keyPrefix = '';
      }),
    ];
    for (const token of tokens) {
      const payload = decodeCaptchaToken(token);
      if (!payload) throw new Error('the token does not decode');
      const theirs = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: SECRET });
      expect((await service.verify(token)).ok, token).toBe(theirs.verified);
    }
  });

  it('signs the canonical JSON altcha-lib signs: sorted keys, undefined left out', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { z: 1, y: 2 }] } })).toBe('{"a":{"c":[2,{"z":1,"y":2}]},"b":1}');
  });
});
