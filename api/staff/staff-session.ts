/**
 * The gates of every staff route, in the order they run (api/routes/staff.ts applies them to the whole /api/staff
 * tree, so a route added there is closed until it says otherwise):
 *
 * 1. `sameOrigin`: a request that changes anything must come from the site's own pages (Origin is PUBLIC_URL's), so
 *    another site cannot make a signed-in browser act (CSRF). SameSite=Strict cookies are the second wall.
 * 2. `staffSession`: the session cookie names a live session (better-auth's, refreshed as it is used) no older than
 *    STAFF_SESSION_MAX_HOURS; else 401. The member is then `c.get('staff')`.
 * 3. `enrolledStaff`: the member has a passkey or an authenticator app; else 403, except on the routes that set one up.
 * 4. `ownersOnly` on the owners' routes: 403 for an agent.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/database';
import { staffSessions, type StaffRole } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { StaffAuth } from './staff-auth';
import { enrolled, findStaffMember, type StaffMemberRecord } from './staff-members';

declare module 'hono' {
  interface ContextVariableMap {
    staff: StaffMember;
  }
}

export interface StaffMember extends StaffMemberRecord {
  enrolled: boolean;
  sessionId: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const UNAUTHENTICATED = { error: 'unauthenticated', message: 'Sign in to the staff inbox first.' } as const;
export const FORBIDDEN_ORIGIN = { error: 'forbidden_origin', message: "This request must come from the site's own pages." } as const;
export const ENROLMENT_REQUIRED = { error: 'enrolment_required', message: 'Set up a passkey or an authenticator app first.' } as const;
export const OWNERS_ONLY = { error: 'forbidden', message: 'Only an owner of the agency can do this.' } as const;

/** Refuses a state-changing request whose Origin is not the site's. */
export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const origin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.header('origin') === origin) return next();
    return c.json(FORBIDDEN_ORIGIN, 403);
  };
}

function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

/** Resolves the session; 401 without a live one. Forwards the refreshed cookie better-auth sets as the session is used. */
export function staffSession(auth: StaffAuth, db: Db, maxAgeHours: number): MiddlewareHandler {
  const maxAgeMs = maxAgeHours * 3_600_000;
  return async (c, next) => {
    noStore(c);
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    if (!response) return c.json(UNAUTHENTICATED, 401);
    const { session, user } = response;
    if (Date.now() - new Date(session.createdAt).getTime() > maxAgeMs) {
      await db.delete(staffSessions).where(eq(staffSessions.id, session.id));
      return c.json(UNAUTHENTICATED, 401);
    }
    const member = await findStaffMember(db, user.id);
    if (!member) return c.json(UNAUTHENTICATED, 401);
    c.set('staff', { ...member, enrolled: enrolled(member), sessionId: session.id });
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  };
}

export function enrolledStaff(): MiddlewareHandler {
  return async (c, next) => (c.get('staff').enrolled ? next() : c.json(ENROLMENT_REQUIRED, 403));
}

export function ownersOnly(): MiddlewareHandler {
  return async (c, next) => (c.get('staff').role === ('owner' satisfies StaffRole) ? next() : c.json(OWNERS_ONLY, 403));
}
