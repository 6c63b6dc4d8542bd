/**
 * A better-auth plugin of two endpoints, the one way into a staff account:
 *
 * - `POST /api/staff/auth/invitation/check { token }`: the address and role an open invitation is for, or 400.
 * - `POST /api/staff/auth/invitation/accept { token, name, password? }`: claims the invitation (once), makes the
 *   account with the invited role (and the password's credential when one is chosen) and signs it in. The session can
 *   do one thing until a passkey or an authenticator app is set up: set one up (staff-session.ts).
 *
 * An address whose account never finished setting up may be invited again: accepting the new invitation starts that
 * account over. An address with a working account may not.
 */
import { APIError, type BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { compileShared } from '../../schemas/ajv';
import { toFieldErrors } from '../../schemas/field-errors';
import { invitationAcceptSchema, invitationCheckSchema, type InvitationAcceptBody } from '../../schemas/staff-api';
import type { Database } from '../db/database';
import { claimInvitation, findOpenInvitation, releaseInvitation } from './invitations';
import { isEnrolled } from './staff-members';

export const INVITATION_INVALID = {
  code: 'INVITATION_INVALID',
  message: 'This invitation link has expired or was already used. Ask an owner of the agency for a new one.',
} as const;
export const ACCOUNT_EXISTS = {
  code: 'ACCOUNT_EXISTS',
  message: 'This address already has a staff account: sign in instead.',
} as const;

const validateCheck = compileShared<{ token: string }>(invitationCheckSchema);
const validateAccept = compileShared<InvitationAcceptBody>(invitationAcceptSchema);

function invalidBody(errors: Parameters<typeof toFieldErrors>[0]): APIError {
  const fields = toFieldErrors(errors);
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: fields[0]?.message ?? 'Invalid input.', errors: fields });
}

export function invitationPlugin(database: Database) {
  return {
    id: 'staff-invitation',
    endpoints: {
      checkInvitation: createAuthEndpoint('/invitation/check', { method: 'POST' }, async (ctx) => {
        if (!validateCheck(ctx.body)) throw invalidBody(validateCheck.errors);
        const invitation = await findOpenInvitation(database.db, ctx.body.token);
        if (!invitation) throw new APIError('BAD_REQUEST', INVITATION_INVALID);
        return ctx.json(invitation);
      }),
      acceptInvitation: createAuthEndpoint('/invitation/accept', { method: 'POST' }, async (ctx) => {
        if (!validateAccept(ctx.body)) throw invalidBody(validateAccept.errors);
        const { token, name, password } = ctx.body;
        const invitation = await claimInvitation(database.db, token);
        if (!invitation) throw new APIError('BAD_REQUEST', INVITATION_INVALID);
        const { internalAdapter } = ctx.context;
        try {
          const existing = await internalAdapter.findUserByEmail(invitation.email);
          if (existing) {
            if (await isEnrolled(database.db, existing.user.id)) throw new APIError('CONFLICT', ACCOUNT_EXISTS);
            await internalAdapter.deleteUser(existing.user.id);
          }
          const user = await internalAdapter.createUser(
            { email: invitation.email, name: name.trim(), role: invitation.role, emailVerified: true },
            { method: 'invitation' },
          );
          if (password !== undefined) {
            await internalAdapter.linkAccount({
              userId: user.id,
              providerId: 'credential',
              accountId: user.id,
              password: await ctx.context.password.hash(password),
            });
          }
          const session = await internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ id: user.id, name: user.name, email: user.email, role: invitation.role });
        } catch (error) {
          // An account that exists already keeps the invitation used: it can never be accepted.
          if (!(error instanceof APIError && error.body?.code === ACCOUNT_EXISTS.code)) await releaseInvitation(database.db, invitation.id);
          throw error;
        }
      }),
    },
  } satisfies BetterAuthPlugin;
}
