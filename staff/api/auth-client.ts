/**
 * The staff sign-in (better-auth, mounted by the API at /api/staff/auth): passkeys, and a password with an
 * authenticator app. The session lives in an HttpOnly cookie the page never sees. Every call answers its data or
 * throws an ApiError worded like the rest of the inbox's; a call that needs the session reports a 401 as its end.
 */
import { passkeyClient } from '@better-auth/passkey/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { errorOf, reportSessionProblem, STAFF_API, UNREACHABLE, ApiError } from './http';

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: `${STAFF_API}/auth`,
  plugins: [passkeyClient(), twoFactorClient()],
});

interface AuthFailure {
  status: number;
  code?: string;
  message?: string;
}

type AuthAnswer<T> = { data: T; error: null } | { data: null; error: AuthFailure };

/**
 * The data of a sign-in call, or its error thrown. `needsSession`: the call acts for the signed-in member (adding a
 * passkey, signing out everywhere), so a 401 means their session ended; on the sign-in page a 401 is a wrong password.
 */
export async function authCall<T>(call: Promise<AuthAnswer<T>>, { needsSession }: { needsSession: boolean }): Promise<NonNullable<T>> {
  let answer: AuthAnswer<T>;
  try {
    answer = await call;
  } catch {
    throw new ApiError(UNREACHABLE, 0, 'unreachable');
  }
  if (answer.error) {
    const { status, code, message } = answer.error;
    // better-auth answers a failed fetch as status 0 with no code.
    if (status === 0 || status === undefined) throw new ApiError(UNREACHABLE, 0, 'unreachable');
    if (needsSession && status === 401) reportSessionProblem('signed-out');
    throw errorOf(status, { code, message });
  }
  if (answer.data === null || answer.data === undefined) throw errorOf(500, {});
  return answer.data;
}
