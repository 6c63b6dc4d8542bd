import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';

export function createCaptchaRoutes({ captcha }: Pick<AppDeps, 'captcha'>, rateLimit: MiddlewareHandler): Hono {
  return new Hono().get('/challenge', rateLimit, (c) =>
    // Every challenge is single use: a cached one would be refused as a replay.
    c.json(captcha.createChallenge(), 200, { 'Cache-Control': 'no-store' }),
  );
}
