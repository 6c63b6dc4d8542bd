/**
 * `npm run staff:invite` as a new install's operator runs it (`tsx scripts/staff-invite.ts`) on the embedded database:
 * it prints the one-time link and queues it as an e-mail, the link then sets up the first owner, and bad arguments or
 * an address already set up are refused with code 2.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, staffInvitations } from '../../api/db/schema';
import { decryptEmail } from '../../api/mail/outbox-store';
import { STAFF_INVITATION_KIND } from '../../api/mail/staff-invitation';
import { pgliteBackend, type DurableStore } from '../api/support/backends';
import { enrolledStaff, StaffClient, STAFF_PASSWORD } from '../api/support/staff-client';
import { buildTestApp, testCipher } from '../api/support/test-app';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(REPO, 'node_modules', '.bin', 'tsx');
const PUBLIC_URL = 'https://www.example.test';

function runInvite(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(TSX, ['scripts/staff-invite.ts', ...args], { cwd: REPO, env: { PATH: process.env.PATH ?? '', PUBLIC_URL, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error && typeof error.code === 'number' ? error.code : error ? -1 : 0, stdout, stderr });
    });
  });
}

describe('npm run staff:invite', () => {
  let store: DurableStore;

  beforeAll(async () => {
    store = await pgliteBackend.createDurableStore();
  });
  afterAll(async () => {
    await store?.dispose();
  });

  it('prints a one-time link that sets up the first owner, and queues it as an e-mail', async () => {
    const run = await runInvite(['--email', 'First.Owner@Example.test', '--role', 'owner'], store.envSource);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Invited first.owner@example.test as an owner');
    const link = run.stdout.trim();
    expect(link).toMatch(/^https:\/\/www\.example\.test\/staff\/invitation#[A-Za-z0-9_-]{43}$/);
    const database = await store.open();
    try {
      const [email] = await database.db.select().from(outbox).where(eq(outbox.kind, STAFF_INVITATION_KIND));
      expect(email?.to).toBe('first.owner@example.test');
      expect(decryptEmail(email!, testCipher()).text).toContain(link);
      const [invitation] = await database.db.select().from(staffInvitations);
      expect(invitation?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(invitation)).not.toContain(link.split('#')[1]);
      expect((invitation?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

      const app = buildTestApp(database, { PUBLIC_URL });
      const browser = new StaffClient(app, PUBLIC_URL);
      const accepted = await browser.post('/api/staff/auth/invitation/accept', { token: link.split('#')[1], name: 'First Owner', password: STAFF_PASSWORD });
      expect(accepted).toMatchObject({ status: 200, body: { email: 'first.owner@example.test', role: 'owner' } });
      await enrolledStaff(app, database, PUBLIC_URL, { email: 'second.owner@example.test', role: 'owner' });
    } finally {
      await database.close();
    }
    const again = await runInvite(['--email', 'second.owner@example.test', '--role', 'agent'], store.envSource);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already has a staff account');
  });

  it.each([
    [['--email', 'someone@example.test'], '--role must be owner or agent.'],
    [['--email', 'not-an-address', '--role', 'agent'], '"not-an-address" is not an e-mail address.'],
    [['--role', 'agent'], '--email is required.'],
    [['--who', 'me'], 'Unknown argument "--who".'],
  ])('exits with code 2 and the usage for %j', async (args, message) => {
    const run = await runInvite(args, { DATA_DIR: join(REPO, 'no-such-data-dir') });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage: npm run staff:invite');
  });
});
