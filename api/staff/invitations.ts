/**
 * Invitations: the one way a staff account comes to be. `npm run staff:invite` (the first owner of a new install) and
 * an owner in the inbox create one; it is a link to /staff/invitation carrying a random token in its fragment (never
 * sent to a server, so never in a log), valid 24 hours and good once. Only the token's SHA-256 is stored; accepting it
 * (api/staff/invitation-plugin.ts) claims the row in one statement, so two tabs racing with one link create one account.
 */
import { isUuid } from '../http/json-body';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staffInvitations, staffUsers, type StaffRole } from '../db/schema';
import type { DataCipher } from '../privacy/data-cipher';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { queueEmails } from '../mail/outbox-store';
import { STAFF_INVITATION_KIND, staffInvitationEmail } from '../mail/staff-invitation';
import { STAFF_PATH } from './staff-paths';

export const INVITATION_HOURS = 24;
export const INVITATION_PATH = `${STAFF_PATH}/invitation`;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isInvitationToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export interface NewInvitation {
  email: string;
  role: StaffRole;
  /** The owner who sent it, or the server's command line. */
  invitedBy: AuditActor;
}

export interface CreatedInvitation {
  link: string;
  expiresAt: Date;
}

/**
 * Stores an invitation, queues its e-mail and records it in the audit in one transaction, and answers the link. An earlier invitation to the
 * same address that is still open is withdrawn: only the newest link works.
 */
export async function createInvitation(db: Db, cipher: DataCipher, publicUrl: string, invitation: NewInvitation): Promise<CreatedInvitation> {
  const token = randomBytes(32).toString('base64url');
  const email = invitation.email.trim().toLowerCase();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3_600_000);
  const link = `${publicUrl}${INVITATION_PATH}#${token}`;
  await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)));
    await tx.insert(staffInvitations).values({ tokenHash: tokenHash(token), email, role: invitation.role, invitedBy: invitation.invitedBy.id, expiresAt });
    const invitedBy = invitation.invitedBy.id === null ? null : invitation.invitedBy.name;
    await queueEmails(tx, [{ kind: STAFF_INVITATION_KIND, to: email, ...staffInvitationEmail({ link, role: invitation.role, invitedBy, expiresAt }) }], cipher);
    await recordAudit(tx, invitation.invitedBy, { action: 'staff-invited', subject: email, detail: { role: invitation.role } });
  });
  return { link, expiresAt };
}

export interface ClaimedInvitation {
  id: string;
  email: string;
  role: StaffRole;
}

/** Marks the open invitation of `token` used and answers it; null when there is none (unknown, used or expired). */
export async function claimInvitation(db: Db, token: string): Promise<ClaimedInvitation | null> {
  const [claimed] = await db
    .update(staffInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(staffInvitations.tokenHash, tokenHash(token)), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)))
    .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
  return claimed ?? null;
}

/** Gives a claimed invitation back when the account it was claimed for could not be made. */
export async function releaseInvitation(db: Db, id: string): Promise<void> {
  await db.update(staffInvitations).set({ acceptedAt: null }).where(eq(staffInvitations.id, id));
}

export interface OpenInvitation {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** The invitations not yet accepted and still valid, newest first: the owners see and may withdraw them. */
export async function openInvitations(db: Db): Promise<OpenInvitation[]> {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedBy: staffUsers.name,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(staffUsers, eq(staffUsers.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)))
    .orderBy(desc(staffInvitations.createdAt));
}

/** Ends an open invitation before its day is over: its link stops working. */
export async function withdrawInvitation(db: Db, id: string, actor: AuditActor): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(staffInvitations)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!withdrawn) return false;
    await recordAudit(tx, actor, { action: 'staff-uninvited', subject: withdrawn.email, detail: { role: withdrawn.role } });
    return true;
  });
}

/** The open invitation of `token`, without claiming it: what the invitation page shows before the visitor goes on. */
export async function findOpenInvitation(db: Db, token: string): Promise<{ email: string; role: StaffRole } | null> {
  const [row] = await db
    .select({ email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHash(token)), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)));
  return row ?? null;
}
