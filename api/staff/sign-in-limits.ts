/**
 * Limits on staff sign-in attempts, counted in the database like every other limit (api/http/rate-limit.ts), so that
 * every replica shares them: per client address, every attempt at a credential (a password, a second-factor or
 * recovery code, a passkey, an invitation); per account, the failed password sign-ins naming its address, from
 * wherever they come. An account past its limit is refused even the right password until the window ends. Second-factor codes are also capped per account by better-auth's lock (10 wrong codes in a row lock it for
 * 15 minutes).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/database';
import { clientIp } from '../http/client-ip';
import { countRequest, currentHits } from '../http/rate-limit';
import { STAFF_AUTH_PATH } from './staff-auth';

export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_LIMITED_MESSAGE = 'Too many sign-in attempts. Please try again in 15 minutes.';

/** The better-auth paths that try a credential. */
export const SIGN_IN_PATHS = [
  '/sign-in/email',
  '/passkey/verify-authentication',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/invitation/check',
  '/invitation/accept',
].map((path) => `${STAFF_AUTH_PATH}${path}`);

const PASSWORD_SIGN_IN = `${STAFF_AUTH_PATH}/sign-in/email`;
const ADDRESS_FAMILY = 'staff-sign-in-address';
const ACCOUNT_FAMILY = 'staff-sign-in-account';

export interface SignInLimits {
  db: Db;
  perAddress: number;
  perAccount: number;
  trustProxy: boolean;
}

async function emailOf(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json();
    const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
    return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

function refuse(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return c.json({ error: 'rate_limited', message: SIGN_IN_LIMITED_MESSAGE }, 429);
}

export function signInLimits({ db, perAddress, perAccount, trustProxy }: SignInLimits): MiddlewareHandler {
  const paths = new Set(SIGN_IN_PATHS);
  // Unlike the public limits, a sign-in is not let through when it cannot be counted: it needs the database anyway.
  return async (c, next) => {
    if (c.req.method !== 'POST' || !paths.has(c.req.path)) return next();
    if (perAddress > 0) {
      const counted = await countRequest(db, ADDRESS_FAMILY, clientIp(c, trustProxy) ?? 'unknown', SIGN_IN_WINDOW_SECONDS);
      if (counted.hits > perAddress) return refuse(c, counted.retryAfterSeconds);
    }
    const account = perAccount > 0 && c.req.path === PASSWORD_SIGN_IN ? await emailOf(c.req.raw) : null;
    if (account !== null && (await currentHits(db, ACCOUNT_FAMILY, account, SIGN_IN_WINDOW_SECONDS)) >= perAccount) {
      return refuse(c, SIGN_IN_WINDOW_SECONDS);
    }
    await next();
    // An account counts its failed passwords only: its owner signing in often is never locked out by it.
    if (account !== null && c.res.status === 401) await countRequest(db, ACCOUNT_FAMILY, account, SIGN_IN_WINDOW_SECONDS);
  };
}
