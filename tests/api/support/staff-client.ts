/**
 * A staff member's browser, as the API tests drive it in-process: a cookie jar, the site's Origin on every request,
 * and the sign-in flows the staff pages run (an invitation accepted with a password, its authenticator app set up
 * with a code computed from the otpauth URI as an authenticator app computes it).
 */
import type { Hono } from 'hono';
import * as OTPAuth from 'otpauth';
import { COMMAND_LINE } from '../../../api/audit/audit-log';
import type { Database } from '../../../api/db/database';
import type { StaffRole } from '../../../api/db/schema';
import { createInvitation } from '../../../api/staff/invitations';
import { testCipher } from './test-app';

export const STAFF_PASSWORD = 'correct horse battery staple';

export interface StaffResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class StaffClient {
  readonly cookies = new Map<string, string>();
  /** The authenticator app of the account, once set up. */
  totp?: OTPAuth.TOTP;
  recoveryCodes: string[] = [];

  constructor(
    readonly app: Hono,
    readonly origin: string,
    readonly headers: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<StaffResponse<T>> {
    const sent: Record<string, string> = { origin: this.origin, ...this.headers, ...headers };
    if (body !== undefined) sent['content-type'] = 'application/json';
    if (this.cookies.size > 0) sent.cookie = this.cookieHeader();
    const response = await this.app.request(path, { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      if (value === '' || /;\s*Max-Age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('json')) parsed = text === '' ? null : JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body: unknown = {}) {
    return this.request<T>('POST', path, body);
  }

  /** Signs in with the password and a fresh code of the authenticator app. */
  async signIn(email: string, password: string = STAFF_PASSWORD): Promise<StaffResponse> {
    const first = await this.post('/api/staff/auth/sign-in/email', { email, password });
    if (first.status !== 200 || !this.totp) return first;
    return this.post('/api/staff/auth/two-factor/verify-totp', { code: this.totp.generate() });
  }
}

/** An invitation's token, made as `npm run staff:invite` makes one. */
export async function inviteToken(database: Database, publicUrl: string, email: string, role: StaffRole): Promise<string> {
  const { link } = await createInvitation(database.db, testCipher(), publicUrl, { email, role, invitedBy: COMMAND_LINE });
  return link.slice(link.indexOf('#') + 1);
}

let desks = 0;

/**
 * A staff member who accepted an invitation with a password and set up an authenticator app: signed in, and set up.
 * Each has its own client address (X-Forwarded-For, read when TRUST_PROXY is on), as people at their own desks have.
 */
export async function enrolledStaff(
  app: Hono,
  database: Database,
  publicUrl: string,
  { email, role, name = email.split('@')[0] ?? email }: { email: string; role: StaffRole; name?: string },
): Promise<StaffClient> {
  desks += 1;
  const client = new StaffClient(app, new URL(publicUrl).origin, { 'x-forwarded-for': `198.51.${Math.floor(desks / 250)}.${desks % 250}` });
  const token = await inviteToken(database, publicUrl, email, role);
  const accepted = await client.post('/api/staff/auth/invitation/accept', { token, name, password: STAFF_PASSWORD });
  if (accepted.status !== 200) throw new Error(`accepting the invitation answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const enabled = await client.post<{ totpURI: string; backupCodes: string[] }>('/api/staff/auth/two-factor/enable', { password: STAFF_PASSWORD });
  if (enabled.status !== 200) throw new Error(`enabling the authenticator app answered ${enabled.status}`);
  const totp = OTPAuth.URI.parse(enabled.body.totpURI);
  if (!(totp instanceof OTPAuth.TOTP)) throw new Error('the otpauth URI is not a TOTP one');
  client.totp = totp;
  client.recoveryCodes = enabled.body.backupCodes;
  const verified = await client.post('/api/staff/auth/two-factor/verify-totp', { code: totp.generate() });
  if (verified.status !== 200) throw new Error(`verifying the first code answered ${verified.status}`);
  return client;
}
