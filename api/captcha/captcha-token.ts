/**
 * The captcha token format: exactly what the altcha 3.x widget emits as its `payload` (and puts in its hidden
 * input), i.e. `btoa(JSON.stringify({ challenge: { parameters, signature }, solution: { counter, derivedKey, time } }))`.
 * Decoding is strict and never throws: a token is client input.
 */
import type { Payload } from 'altcha-lib';
import { compileShared } from '../../schemas/ajv';

/** Extra challenge parameters are allowed through: the signature covers them, so verification decides. */
const payloadSchema = {
  type: 'object',
  required: ['challenge', 'solution'],
  properties: {
    challenge: {
      type: 'object',
      required: ['parameters', 'signature'],
      properties: {
        parameters: {
          type: 'object',
          required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'expiresAt'],
          properties: {
            algorithm: { type: 'string' },
            nonce: { type: 'string', pattern: '^([0-9a-f]{2})+$' },
            salt: { type: 'string', pattern: '^([0-9a-f]{2})+$' },
            cost: { type: 'integer' },
            keyLength: { type: 'integer' },
            keyPrefix: { type: 'string' },
            expiresAt: { type: 'number' },
          },
        },
        signature: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      },
    },
    solution: {
      type: 'object',
      required: ['counter', 'derivedKey'],
      properties: {
        counter: { type: 'integer', minimum: 0 },
        derivedKey: { type: 'string' },
        time: { type: 'number' },
      },
    },
  },
};

const isPayload = compileShared<Payload>(payloadSchema);

// btoa output: standard alphabet, padded. Buffer.from(_, 'base64') would silently skip anything else.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function encodeCaptchaToken(payload: Payload): string {
  const { challenge, solution } = payload;
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
    'utf8',
  ).toString('base64');
}

export function decodeCaptchaToken(token: string): Payload | null {
  if (!BASE64.test(token)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  return isPayload(decoded) ? decoded : null;
}
