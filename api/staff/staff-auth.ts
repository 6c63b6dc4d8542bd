/**
 * The staff sign-in, by better-auth with its Drizzle adapter (the staff_* tables of api/db/schema.ts) and its passkey
 * and two-factor plugins: a staff member signs in with a passkey, or with a password (12 characters or more) and a
 * code of their authenticator app, or a recovery code in its place. Accounts come only from invitations
 * (invitation-plugin.ts): sign-up is off.
 *
 * Sessions are better-auth's rows in staff_sessions, shared by every replica on the database (no cookie cache), in
 * one `__Host-` cookie that is HttpOnly, Secure and SameSite=Strict. A session ends after STAFF_SESSION_IDLE_MINUTES
 * without a request (better-auth moves its expiry on at most once a minute while it is used) and, however active, after
 * STAFF_SESSION_MAX_HOURS (staff-session.ts checks its age on every request).
 *
 * The limits on sign-in attempts are the API's own (staff-sign-in-limits.ts), counted in the database with the
 * client's address read as everywhere else; better-auth's own limiter is off. So is its tracking of addresses:
 * the sessions store none.
 */
import { passkey } from '@better-auth/passkey';
import { APIError, betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { agency } from '../../config/agency';
import type { Database } from '../db/database';
import {
  staffAccounts,
  staffPasskeys,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '../db/schema';
import type { Env } from '../env';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../schemas/staff-api';
import { invitationPlugin } from './invitation-plugin';
import { STAFF_API_PATH } from './staff-paths';

export const STAFF_AUTH_PATH = `${STAFF_API_PATH}/auth`;
/** Every cookie of the staff sign-in starts with it: `__Host-` makes the browser insist on Secure, path / and no domain. */
export const STAFF_COOKIE_PREFIX = '__Host-staff';
/** The recovery codes better-auth makes when an authenticator app is set up; each works once. */
export const RECOVERY_CODES = 10;

/** better-auth's endpoints no staff member needs: accounts come from invitations, and the inbox owns names and roles. */
const DISABLED_PATHS = [
  '/sign-up/email',
  '/update-user',
  '/delete-user',
  '/change-email',
  '/request-password-reset',
  '/reset-password',
  '/verify-email',
  '/send-verification-email',
  '/sign-in/social',
  '/link-social',
  '/unlink-account',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
];

export interface StaffAuthOptions {
  env: Pick<Env, 'PUBLIC_URL' | 'STAFF_SESSION_IDLE_MINUTES'>;
  database: Database;
  secret: string;
}

function staffAuthOptions({ env, database, secret }: StaffAuthOptions) {
  const site = new URL(env.PUBLIC_URL);
  const idleSeconds = env.STAFF_SESSION_IDLE_MINUTES * 60;
  return {
    appName: agency.name,
    baseURL: env.PUBLIC_URL,
    basePath: STAFF_AUTH_PATH,
    secret,
    trustedOrigins: [site.origin],
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        passkey: staffPasskeys,
        twoFactor: staffTwoFactors,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: true, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    session: {
      expiresIn: idleSeconds,
      // At most one write a minute per active session, so the idle timeout is met to within a minute.
      updateAge: Math.min(60, Math.floor(idleSeconds / 2)),
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    disabledPaths: DISABLED_PATHS,
    advanced: {
      // The prefix is written in full below: better-auth would otherwise add `__Secure-` on https only.
      useSecureCookies: false,
      cookiePrefix: STAFF_COOKIE_PREFIX,
      defaultCookieAttributes: { secure: true, httpOnly: true, sameSite: 'strict', path: '/' },
      ipAddress: { disableIpTracking: true },
    },
    plugins: [
      passkey({ rpID: site.hostname, rpName: agency.name, origin: site.origin }),
      twoFactor({ issuer: agency.name, backupCodeOptions: { amount: RECOVERY_CODES } }),
      invitationPlugin(database),
    ],
    hooks: {
      // A password alone never signs anyone in: an account without its authenticator app set up is refused as a wrong
      // password would be, telling nothing of the account.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email : '';
        const found = email === '' ? null : await ctx.context.internalAdapter.findUserByEmail(email);
        if (found && !(found.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) {
          throw new APIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
        }
      }),
    },
  } satisfies BetterAuthOptions;
}

export function createStaffAuth(options: StaffAuthOptions) {
  return betterAuth(staffAuthOptions(options));
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
