import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { jsonContent, ref } from '../openapi/openapi-parts';
import type { DescribeContext, RouteDescription } from '../openapi/route-description';

export const CAPTCHA_PATH = '/api/captcha';

export function createCaptchaRoutes({ captcha }: Pick<AppDeps, 'captcha'>, rateLimit: MiddlewareHandler): Hono {
  return new Hono().get('/challenge', rateLimit, (c) =>
    // Every challenge is single use: a cached one would be refused as a replay.
    c.json(captcha.createChallenge(), 200, { 'Cache-Control': 'no-store' }),
  );
}

export function describeCaptchaRoutes(context: DescribeContext): RouteDescription {
  const limited = context.rateLimited('captcha');
  return {
    paths: {
      [`${CAPTCHA_PATH}/challenge`]: {
        get: {
          tags: ['Site'],
          operationId: 'captchaChallenge',
          summary: 'A fresh ALTCHA proof-of-work challenge',
          description: `An altcha-lib 2.x challenge (PBKDF2/SHA-256). Solve it with the ALTCHA widget or altcha-lib's solveChallenge, and send the widget's base64 payload (\`{ challenge, solution }\`, JSON, base64-encoded) as the payload's captchaToken. Each solution is accepted once, until the challenge expires.${limited.note}`,
          responses: {
            200: { description: 'The challenge.', content: jsonContent(ref('CaptchaChallenge')) },
            ...limited.responses,
          },
        },
      },
    },
    schemas: {
      CaptchaChallenge: {
        type: 'object',
        description: "altcha-lib 2.x's Challenge, signed by the server.",
        required: ['parameters', 'signature'],
        properties: { parameters: ref('CaptchaParameters'), signature: { type: 'string', description: 'HMAC-SHA-256, hex.' } },
      },
      CaptchaParameters: {
        type: 'object',
        description: "altcha-lib 2.x's ChallengeParameters: find the counter whose derived key starts with keyPrefix.",
        required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'expiresAt'],
        properties: {
          algorithm: { type: 'string', const: 'PBKDF2/SHA-256' },
          nonce: { type: 'string', pattern: '^[0-9a-f]+$' },
          salt: { type: 'string', pattern: '^[0-9a-f]+$' },
          cost: { type: 'integer', minimum: 1, description: 'PBKDF2 iterations per attempt.' },
          keyLength: { type: 'integer', minimum: 1, description: 'Bytes of the derived key.' },
          keyPrefix: { type: 'string', pattern: '^[0-9a-f]*$' },
          expiresAt: { type: 'integer', description: 'Unix time, in seconds, after which a solution is refused.' },
        },
      },
    },
  };
}
