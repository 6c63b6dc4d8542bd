/**
 * The staff as the inbox manages them: who they are, how they sign in, and the owners' changes to them. Changing a
 * member's role or removing them deletes their sessions in the same statement's transaction, so whatever they had
 * open stops working at its next request, on every replica. The audit entry is written in the same transaction.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { staffPasskeys, staffSessions, staffTwoFactors, staffUsers, type StaffRole } from '../db/schema';

export interface StaffMemberRecord {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  passkeys: number;
  authenticatorApp: boolean;
}

// The member's id, named with its table: inside a subquery a bare "id" would be the subquery's own table's.
const memberId = sql.raw('"staff_users"."id"');
const passkeyCount = sql<number>`(select count(*) from ${staffPasskeys} where ${staffPasskeys.userId} = ${memberId})::int`;
const hasAuthenticatorApp = sql<boolean>`(${staffUsers.twoFactorEnabled} and exists (select 1 from ${staffTwoFactors} where ${staffTwoFactors.userId} = ${memberId} and ${staffTwoFactors.verified} is not false))`;

const memberColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffUsers.role,
  passkeys: passkeyCount,
  authenticatorApp: hasAuthenticatorApp,
};

/** Set up to sign in: a passkey, or an authenticator app (with the password it guards). */
export function enrolled(member: Pick<StaffMemberRecord, 'passkeys' | 'authenticatorApp'>): boolean {
  return member.passkeys > 0 || member.authenticatorApp;
}

export async function findStaffMember(db: Db | Tx, id: string): Promise<StaffMemberRecord | null> {
  const [member] = await db.select(memberColumns).from(staffUsers).where(eq(staffUsers.id, id));
  return member ?? null;
}

export async function isEnrolled(db: Db, id: string): Promise<boolean> {
  const member = await findStaffMember(db, id);
  return member !== null && enrolled(member);
}

export async function listStaffMembers(db: Db): Promise<StaffMemberRecord[]> {
  return db.select(memberColumns).from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.email));
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffMemberRecord | null> {
  const [member] = await db.select(memberColumns).from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
  return member ?? null;
}

/** The owners' addresses: who is told about requests left waiting. */
export async function ownerEmails(db: Db | Tx): Promise<string[]> {
  const rows = await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.role, 'owner'));
  return rows.map((row) => row.email);
}

export type StaffChange = { ok: true; member: StaffMemberRecord } | { ok: false; reason: 'not_found' | 'last_owner' };

/** Whether another owner than `id` remains: the agency never loses its last owner. */
async function otherOwnerExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ owners: count() }).from(staffUsers).where(and(eq(staffUsers.role, 'owner'), ne(staffUsers.id, id)));
  return (row?.owners ?? 0) > 0;
}

/** Gives a member another role and ends every session they have. */
export async function changeStaffRole(db: Db, id: string, role: StaffRole, actor: AuditActor): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    // The owners' rows are locked in one order, so two owners demoting each other at once cannot both succeed.
    await tx.execute(sql`select 1 from ${staffUsers} where ${staffUsers.role} = 'owner' order by ${staffUsers.id} for update`);
    const member = await findStaffMember(tx, id);
    if (!member) return { ok: false, reason: 'not_found' };
    if (member.role === 'owner' && role !== 'owner' && !(await otherOwnerExists(tx, id))) return { ok: false, reason: 'last_owner' };
    await tx.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, id));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
    await recordAudit(tx, actor, { action: 'staff-role', subject: id, detail: { name: member.name, from: member.role, to: role } });
    return { ok: true, member: { ...member, role } };
  });
}

/** Removes a member: their account, credentials and sessions go; the requests they owned lose their owner. */
export async function removeStaffMember(db: Db, id: string, actor: AuditActor): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${staffUsers} where ${staffUsers.role} = 'owner' order by ${staffUsers.id} for update`);
    const member = await findStaffMember(tx, id);
    if (!member) return { ok: false, reason: 'not_found' };
    if (member.role === 'owner' && !(await otherOwnerExists(tx, id))) return { ok: false, reason: 'last_owner' };
    await tx.delete(staffUsers).where(eq(staffUsers.id, id));
    await recordAudit(tx, actor, { action: 'staff-removed', subject: id, detail: { name: member.name, role: member.role } });
    return { ok: true, member };
  });
}
