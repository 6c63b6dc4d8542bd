/**
 * Who may reach the staff API, run once per database back end (staff-access-pglite.test.ts, -postgres.test.ts): every
 * route of /api/staff, read from the app itself, answers 401 without a session, 403 before the sign-in is set up and
 * 403 to an agent where it is the owners'; a foreign Origin changes nothing; sign-in attempts past their limits are
 * refused; the session cookie and its lifetime are as the staff pages rely on; and ending a member's access ends
 * their sessions at once.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions, staffUsers } from '../../api/db/schema';
import type { Backend, OpenedBackend } from './support/backends';
import { enrolledStaff, inviteToken, StaffClient, STAFF_PASSWORD } from './support/staff-client';
import { buildTestApp } from './support/test-app';

const PUBLIC_URL = 'https://inbox.example.test';
const ORIGIN = new URL(PUBLIC_URL).origin;

/** The owners' routes: an agent is refused every one of them, and no other. */
const OWNER_ROUTES = [
  'DELETE /api/staff/requests/:id',
  'GET /api/staff/audit',
  'POST /api/staff/staff/invitations',
  'GET /api/staff/staff/invitations',
  'DELETE /api/staff/staff/invitations/:id',
  'PATCH /api/staff/staff/:id',
  'DELETE /api/staff/staff/:id',
  'GET /api/staff/webhooks',
  'POST /api/staff/webhooks',
  'PATCH /api/staff/webhooks/:id',
  'DELETE /api/staff/webhooks/:id',
  'POST /api/staff/webhooks/:id/rotate',
  'POST /api/staff/webhooks/:id/test',
  'GET /api/staff/webhooks/:id/deliveries',
  'POST /api/staff/webhooks/:id/deliveries/:deliveryId/redeliver',
  'POST /api/staff/webhooks/:id/replay',
];

/** Every route the app registers under /api/staff, but better-auth's own (which answer for themselves). */
function staffRoutes(app: Hono): { method: string; path: string }[] {
  const routes = app.routes
    .filter((route) => route.path.startsWith('/api/staff/') && route.method !== 'ALL' && !route.path.startsWith('/api/staff/auth/'))
    .map(({ method, path }) => ({ method, path }));
  return routes.filter((route, index) => routes.findIndex((other) => other.method === route.method && other.path === route.path) === index);
}

function concrete(path: string): string {
  return path.replace(/:[a-zA-Z]+/g, () => randomUUID());
}

export function defineStaffAccessSuite(backend: Backend): void {
  describe(`staff access on ${backend.name}`, () => {
    let opened: OpenedBackend;
    let app: Hono;
    let owner: StaffClient;
    let agent: StaffClient;

    beforeAll(async () => {
      opened = await backend.open();
      app = buildTestApp(opened.database, { PUBLIC_URL, TRUST_PROXY: 'true', STAFF_SIGN_IN_PER_ACCOUNT: '3', STAFF_SIGN_IN_PER_ADDRESS: '8' });
      owner = await enrolledStaff(app, opened.database, PUBLIC_URL, { email: 'olivia@example.test', role: 'owner', name: 'Olivia Owner' });
      agent = await enrolledStaff(app, opened.database, PUBLIC_URL, { email: 'aaron@example.test', role: 'agent', name: 'Aaron Agent' });
    });
    afterAll(async () => {
      await opened?.dispose();
    });

    it('lists the routes it checks, owners\' routes among them', () => {
      const routes = staffRoutes(app).map((route) => `${route.method} ${route.path}`);
      expect(routes.length).toBeGreaterThan(15);
      for (const route of OWNER_ROUTES) expect(routes).toContain(route);
    });

    it('answers every staff route 401 without a session', async () => {
      const anonymous = new StaffClient(app, ORIGIN);
      for (const route of staffRoutes(app)) {
        const response = await anonymous.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
        expect(response.status, `${route.method} ${route.path}`).toBe(401);
        expect(response.body).toMatchObject({ error: 'unauthenticated' });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('answers every route but /me 403 until a passkey or an authenticator app is set up', async () => {
      const newcomer = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.50' });
      const token = await inviteToken(opened.database, PUBLIC_URL, 'nina@example.test', 'owner');
      expect((await newcomer.post('/api/staff/auth/invitation/accept', { token, name: 'Nina New', password: STAFF_PASSWORD })).status).toBe(200);
      expect(await newcomer.get('/api/staff/me')).toMatchObject({ status: 200, body: { enrolled: false, role: 'owner' } });
      for (const route of staffRoutes(app)) {
        if (route.path === '/api/staff/me') continue;
        const response = await newcomer.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
        expect(response.status, `${route.method} ${route.path}`).toBe(403);
        expect(response.body).toMatchObject({ error: 'enrolment_required' });
      }
    });

    it("answers an agent 403 on the owners' routes, and on no other", async () => {
      for (const route of staffRoutes(app)) {
        const response = await agent.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
        const name = `${route.method} ${route.path}`;
        if (OWNER_ROUTES.includes(name)) {
          expect(response.status, name).toBe(403);
          expect(response.body, name).toMatchObject({ error: 'forbidden' });
        } else {
          expect(response.status, name).not.toBe(403);
          expect(response.status, name).not.toBe(401);
        }
      }
    });

    it('answers an unknown staff path 401 without a session, and 404 or 405 with one', async () => {
      expect((await new StaffClient(app, ORIGIN).get('/api/staff/no-such-thing')).status).toBe(401);
      expect((await owner.get('/api/staff/no-such-thing')).status).toBe(404);
      const wrongMethod = await owner.request('PUT', '/api/staff/summary', {});
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD');
    });

    it('refuses a state change from another origin, or without one, and changes nothing', async () => {
      const id = randomUUID();
      for (const origin of ['https://evil.example', 'null', 'http://inbox.example.test']) {
        const response = await owner.request('POST', `/api/staff/requests/${id}/status`, { status: 'contacted' }, { origin });
        expect(response).toMatchObject({ status: 403, body: { error: 'forbidden_origin' } });
      }
      const before = await opened.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
      const foreign = new StaffClient(app, 'https://evil.example');
      for (const [name, value] of owner.cookies) foreign.cookies.set(name, value);
      expect((await foreign.post('/api/staff/staff/invitations', { email: 'mallory@example.test', role: 'owner' })).status).toBe(403);
      expect((await foreign.post('/api/staff/auth/sign-out')).status).toBe(403);
      expect((await foreign.post('/api/staff/auth/sign-in/email', { email: 'olivia@example.test', password: STAFF_PASSWORD })).status).toBe(403);
      const withoutOrigin = await app.request('/api/staff/staff/invitations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookieHeader() },
        body: JSON.stringify({ email: 'mallory@example.test', role: 'owner' }),
      });
      expect(withoutOrigin.status).toBe(403);
      const after = await opened.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
      expect(after).toEqual(before);
      // Reading is not a state change: a GET from anywhere is judged by its session alone.
      expect((await owner.request('GET', '/api/staff/me', undefined, { origin: 'https://evil.example' })).status).toBe(200);
    });

    it('sets one __Host- session cookie that is HttpOnly, Secure and SameSite=Strict, of at least 128 random bits', async () => {
      const client = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.60' });
      client.totp = owner.totp;
      const response = await client.signIn('olivia@example.test');
      expect(response.status).toBe(200);
      const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-staff.session_token='));
      expect(set).toBeDefined();
      const attributes = (set ?? '').split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/']));
      expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
      // The cookie carries the session's token, signed; the token is 32 characters of 62: about 190 bits.
      const token = decodeURIComponent(client.cookies.get('__Host-staff.session_token') ?? '').split('.')[0] ?? '';
      expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
      const [session] = await opened.database.db.select().from(staffSessions).where(eq(staffSessions.token, token));
      expect(session).toBeDefined();
      // Nothing the page can read holds the token.
      expect(JSON.stringify(response.body)).not.toContain(token);
    });

    it('makes a new session at every sign-in', async () => {
      const first = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.61' });
      first.totp = owner.totp;
      await first.signIn('olivia@example.test');
      const second = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.61' });
      second.totp = owner.totp;
      // A session cookie planted before sign-in is not kept: the sign-in sets a token of its own.
      second.cookies.set('__Host-staff.session_token', first.cookies.get('__Host-staff.session_token') ?? '');
      await second.signIn('olivia@example.test');
      expect(second.cookies.get('__Host-staff.session_token')).not.toBe(first.cookies.get('__Host-staff.session_token'));
    });

    it('never signs anyone in with a password alone', async () => {
      const newcomer = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.62' });
      const token = await inviteToken(opened.database, PUBLIC_URL, 'paul@example.test', 'agent');
      await newcomer.post('/api/staff/auth/invitation/accept', { token, name: 'Paul Password', password: STAFF_PASSWORD });
      const stranger = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.62' });
      const response = await stranger.post('/api/staff/auth/sign-in/email', { email: 'paul@example.test', password: STAFF_PASSWORD });
      expect(response).toMatchObject({ status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
      expect(stranger.cookies.has('__Host-staff.session_token')).toBe(false);
      // With the authenticator app set up, the password leads to the second step only.
      const halfway = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.62' });
      expect(await halfway.post('/api/staff/auth/sign-in/email', { email: 'aaron@example.test', password: STAFF_PASSWORD })).toMatchObject({
        status: 200,
        body: { twoFactorRedirect: true },
      });
      expect((await halfway.get('/api/staff/me')).status).toBe(401);
    });

    it('signs in with a recovery code in place of the code, each recovery code once', async () => {
      const [recovery] = agent.recoveryCodes;
      const first = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.67' });
      expect((await first.post('/api/staff/auth/sign-in/email', { email: 'aaron@example.test', password: STAFF_PASSWORD })).status).toBe(200);
      expect((await first.post('/api/staff/auth/two-factor/verify-backup-code', { code: recovery })).status).toBe(200);
      expect((await first.get('/api/staff/me')).status).toBe(200);
      const again = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.67' });
      await again.post('/api/staff/auth/sign-in/email', { email: 'aaron@example.test', password: STAFF_PASSWORD });
      expect((await again.post('/api/staff/auth/two-factor/verify-backup-code', { code: recovery })).status).toBe(401);
      expect((await again.get('/api/staff/me')).status).toBe(401);
    });

    it('ends a session after its idle time, and moves its end on while it is used', async () => {
      const client = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.63' });
      client.totp = agent.totp;
      await client.signIn('aaron@example.test');
      const token = decodeURIComponent(client.cookies.get('__Host-staff.session_token') ?? '').split('.')[0] ?? '';
      const db = opened.database.db;
      // As if the session had last been used 20 minutes ago: a request now moves its end to 30 minutes from now.
      await db.update(staffSessions).set({ expiresAt: sql`now() + interval '10 minutes'`, updatedAt: sql`now() - interval '20 minutes'` }).where(eq(staffSessions.token, token));
      expect((await client.get('/api/staff/me')).status).toBe(200);
      const [refreshed] = await db.select().from(staffSessions).where(eq(staffSessions.token, token));
      expect((refreshed?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);
      // As if it had not been used for 31 minutes.
      await db.update(staffSessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(staffSessions.token, token));
      expect(await client.get('/api/staff/me')).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
    });

    it('ends a session 12 hours after sign-in however active it is', async () => {
      const client = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.64' });
      client.totp = agent.totp;
      await client.signIn('aaron@example.test');
      const token = decodeURIComponent(client.cookies.get('__Host-staff.session_token') ?? '').split('.')[0] ?? '';
      await opened.database.db.update(staffSessions).set({ createdAt: sql`now() - interval '12 hours 1 minute'` }).where(eq(staffSessions.token, token));
      expect((await client.get('/api/staff/me')).status).toBe(401);
      expect(await opened.database.db.select().from(staffSessions).where(eq(staffSessions.token, token))).toEqual([]);
    });

    it('signs out everywhere', async () => {
      const desk = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.65' });
      const phone = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.66' });
      desk.totp = phone.totp = agent.totp;
      await desk.signIn('aaron@example.test');
      await phone.signIn('aaron@example.test', STAFF_PASSWORD);
      expect((await phone.get('/api/staff/me')).status).toBe(200);
      expect((await desk.post('/api/staff/auth/revoke-sessions')).status).toBe(200);
      expect((await phone.get('/api/staff/me')).status).toBe(401);
      expect((await desk.get('/api/staff/me')).status).toBe(401);
      agent = await reSignIn(agent, 'aaron@example.test');
    });

    it('limits password sign-ins per account, from any address', async () => {
      const attempts = [];
      for (let index = 0; index < 4; index += 1) {
        const stranger = new StaffClient(app, ORIGIN, { 'x-forwarded-for': `192.0.2.${index + 10}` });
        attempts.push((await stranger.post('/api/staff/auth/sign-in/email', { email: 'Olivia@Example.test', password: 'wrong password, twelve+' })).status);
      }
      expect(attempts).toEqual([401, 401, 401, 429]);
      // The right password is refused too while the window lasts: the limit is the account's.
      const late = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '192.0.2.99' });
      const refused = await late.post('/api/staff/auth/sign-in/email', { email: 'olivia@example.test', password: STAFF_PASSWORD });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      await opened.database.db.execute(sql`delete from rate_limits where family = 'staff-sign-in-account'`);
    });

    it('limits sign-in attempts per address, whatever account they name', async () => {
      const guesser = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '192.0.2.200' });
      const statuses = [];
      for (let index = 0; index < 9; index += 1) {
        statuses.push((await guesser.post('/api/staff/auth/sign-in/email', { email: `guess${index}@example.test`, password: 'not the password' })).status);
      }
      expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
      expect(statuses[8]).toBe(429);
      // Passkeys, codes and invitations count against the same address.
      expect((await guesser.post('/api/staff/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(429);
      expect((await guesser.post('/api/staff/auth/invitation/check', { token: 'x'.repeat(43) })).status).toBe(429);
    });

    it('accepts an invitation once, within its day, and never for an account already set up', async () => {
      const token = await inviteToken(opened.database, PUBLIC_URL, 'quinn@example.test', 'agent');
      const first = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.70' });
      expect(await first.post('/api/staff/auth/invitation/check', { token })).toMatchObject({ status: 200, body: { email: 'quinn@example.test', role: 'agent' } });
      expect((await first.post('/api/staff/auth/invitation/accept', { token, name: 'Quinn' })).status).toBe(200);
      const second = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.70' });
      expect(await second.post('/api/staff/auth/invitation/accept', { token, name: 'Quinn again' })).toMatchObject({
        status: 400,
        body: { code: 'INVITATION_INVALID' },
      });
      const late = await inviteToken(opened.database, PUBLIC_URL, 'rita@example.test', 'agent');
      await opened.database.db.execute(sql`update staff_invitations set expires_at = now() - interval '1 second' where email = 'rita@example.test'`);
      expect((await second.post('/api/staff/auth/invitation/accept', { token: late, name: 'Rita' })).status).toBe(400);
      const again = await inviteToken(opened.database, PUBLIC_URL, 'aaron@example.test', 'owner');
      expect(await second.post('/api/staff/auth/invitation/accept', { token: again, name: 'Aaron' })).toMatchObject({
        status: 409,
        body: { code: 'ACCOUNT_EXISTS' },
      });
      expect(await second.post('/api/staff/auth/invitation/accept', { token: 'short', name: 'X' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      const weak = await inviteToken(opened.database, PUBLIC_URL, 'sam@example.test', 'agent');
      expect(await second.post('/api/staff/auth/invitation/accept', { token: weak, name: 'Sam', password: 'short pass' })).toMatchObject({
        status: 400,
        body: { errors: [{ path: '/password' }] },
      });
      // A refused attempt leaves the invitation usable.
      expect((await second.post('/api/staff/auth/invitation/check', { token: weak })).status).toBe(200);
    });

    it('lets an owner see the open invitations and withdraw one, whose link then stops working', async () => {
      const sent = await owner.post<{ link: string }>('/api/staff/staff/invitations', { email: 'Uma@Example.test', role: 'agent' });
      expect(sent.status).toBe(201);
      const token = sent.body.link.slice(sent.body.link.indexOf('#') + 1);
      const open = await owner.get<{ id: string; email: string; role: string; invitedBy: string | null }[]>('/api/staff/staff/invitations');
      const invitation = open.body.find((entry) => entry.email === 'uma@example.test');
      expect(invitation).toMatchObject({ role: 'agent', invitedBy: 'Olivia Owner' });
      expect((await owner.request('DELETE', `/api/staff/staff/invitations/${invitation?.id}`)).status).toBe(204);
      expect((await owner.request('DELETE', `/api/staff/staff/invitations/${invitation?.id}`)).status).toBe(404);
      expect((await owner.get<{ email: string }[]>('/api/staff/staff/invitations')).body.map((entry) => entry.email)).not.toContain('uma@example.test');
      const browser = new StaffClient(app, ORIGIN, { 'x-forwarded-for': '203.0.113.71' });
      expect(await browser.post('/api/staff/auth/invitation/accept', { token, name: 'Uma' })).toMatchObject({ status: 400, body: { code: 'INVITATION_INVALID' } });
      const [entry] = await opened.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff-uninvited'));
      expect(entry).toMatchObject({ actorName: 'Olivia Owner', subject: 'uma@example.test' });
    });

    it('ends the sessions of a member whose role changes or who is removed, at once', async () => {
      const member = await enrolledStaff(app, opened.database, PUBLIC_URL, { email: 'tess@example.test', role: 'agent', name: 'Tess Temp' });
      const [row] = await opened.database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, 'tess@example.test'));
      const id = row?.id ?? '';
      expect(await owner.request('PATCH', `/api/staff/staff/${id}`, { role: 'owner' })).toMatchObject({ status: 200, body: { role: 'owner' } });
      expect((await member.get('/api/staff/me')).status).toBe(401);
      await member.signIn('tess@example.test');
      expect(await member.get('/api/staff/me')).toMatchObject({ status: 200, body: { role: 'owner' } });
      expect((await owner.request('DELETE', `/api/staff/staff/${id}`)).status).toBe(204);
      expect((await member.get('/api/staff/requests')).status).toBe(401);
      expect((await member.signIn('tess@example.test')).status).toBe(401);
      const entries = await opened.database.db.select().from(auditLog).where(eq(auditLog.subject, id));
      expect(entries.map((entry) => entry.action)).toEqual(['staff-role', 'staff-removed']);
      expect(entries.every((entry) => entry.actorName === 'Olivia Owner')).toBe(true);
    });

    it('keeps the last owner', async () => {
      const owners = await opened.database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.role, 'owner'));
      // Nina (never set up) is an owner too: she goes first, then Olivia is the last.
      for (const { id } of owners) {
        const [me] = await opened.database.db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, id));
        if (me?.email !== 'olivia@example.test') expect((await owner.request('DELETE', `/api/staff/staff/${id}`)).status).toBe(204);
      }
      const [self] = await opened.database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, 'olivia@example.test'));
      expect(await owner.request('PATCH', `/api/staff/staff/${self?.id}`, { role: 'agent' })).toMatchObject({ status: 409, body: { error: 'last_owner' } });
      expect((await owner.request('DELETE', `/api/staff/staff/${self?.id}`)).status).toBe(409);
    });
  });
}

/** A client of the same member with a fresh session, after their sessions were ended. */
async function reSignIn(client: StaffClient, email: string): Promise<StaffClient> {
  const next = new StaffClient(client.app, client.origin, client.headers);
  next.totp = client.totp;
  const response = await next.signIn(email);
  if (response.status !== 200) throw new Error(`signing in again answered ${response.status}`);
  return next;
}
