/**
 * `npm run staff:invite -- --email <address> --role owner|agent`: invites someone to the staff inbox and prints the
 * one-time link (valid 24 hours), which is also queued as an e-mail to them. It is how the first owner of a new install
 * comes to be; after that, owners invite from the inbox. Exit codes: 0 invited, 1 the database could not be used,
 * 2 a usage or configuration error.
 */
import { COMMAND_LINE } from '../api/audit/audit-log';
import { STAFF_ROLES, type StaffRole } from '../api/db/schema';
import { createInvitation, INVITATION_HOURS } from '../api/staff/invitations';
import { enrolled, findStaffByEmail } from '../api/staff/staff-members';
import { compileShared } from '../schemas/ajv';
import { inviteSchema } from '../schemas/staff-api';
import { loadCliEnv, openCliDatabase, runCli } from './cli-database';

const STAFF_INVITE_USAGE = `Usage: npm run staff:invite -- --email <address> --role owner|agent

Invites someone to the staff inbox: prints a one-time link, valid ${INVITATION_HOURS} hours, that sets up their sign-in
(a passkey, or a password and an authenticator app), and queues it as an e-mail to them. An owner can invite, change
and remove staff in the inbox; an agent works the requests. The database is the server's: DATABASE_URL, or the PGlite
database in DATA_DIR (stop the server first: PGlite allows one process at a time). PUBLIC_URL is the link's site.`;

const validInvite = compileShared<{ email: string; role: StaffRole }>(inviteSchema);

function parseInviteArgs(args: readonly string[]): { email: string; role: StaffRole } | 'help' | string {
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--help' || arg === '-h') return 'help';
    const match = /^--(email|role)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) return `Unknown argument "${arg}".`;
    const value = match[2] ?? args[++index];
    if (value === undefined || value === '') return `--${match[1]} needs a value.`;
    values.set(match[1], value);
  }
  const invite = { email: values.get('email') ?? '', role: values.get('role') ?? '' };
  if (invite.email === '') return '--email is required.';
  if (!(STAFF_ROLES as readonly string[]).includes(invite.role)) return '--role must be owner or agent.';
  if (!validInvite(invite)) return `"${invite.email}" is not an e-mail address.`;
  return invite;
}

async function main(): Promise<number> {
  const parsed = parseInviteArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(STAFF_INVITE_USAGE);
    return 0;
  }
  if (typeof parsed === 'string') {
    console.error(`${parsed}\n\n${STAFF_INVITE_USAGE}`);
    return 2;
  }
  const setup = loadCliEnv();
  if (!setup.ok) return setup.code;
  const database = await openCliDatabase(setup.env);
  if (!database) return 1;
  try {
    const existing = await findStaffByEmail(database.db, parsed.email);
    if (existing && enrolled(existing)) {
      console.error(`${parsed.email} already has a staff account. An owner can change its role in the inbox.`);
      return 2;
    }
    const { link, expiresAt } = await createInvitation(database.db, setup.cipher, setup.env.PUBLIC_URL, { ...parsed, invitedBy: COMMAND_LINE });
    console.error(`Invited ${parsed.email.toLowerCase()} as ${parsed.role === 'owner' ? 'an owner' : 'an agent'}; the link works once, until ${expiresAt.toISOString()}, and is queued as an e-mail:`);
    console.log(link);
    return 0;
  } finally {
    await database.close();
  }
}

runCli('staff:invite', main);
