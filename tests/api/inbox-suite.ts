/**
 * The inbox as the staff work it, through the API, run once per database back end (inbox-pglite.test.ts,
 * inbox-postgres.test.ts): requests submitted on the public site arrive in it; the list filters, searches, sorts and
 * pages on the server; a request opens masked and reveals a field at a time; its status, owner and notes change; the
 * export holds exactly the listed rows; every read and change is in the append-only audit; deletion and the retention
 * purge remove a request everywhere but in the audit; the owners hear of requests left waiting.
 */
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, attachments, contactMessages, inboxRequests, newsletterSubscriptions, outbox, submissions } from '../../api/db/schema';
import { alertWaitingRequests } from '../../api/inbox/new-request-alerts';
import { csvExport, jsonExport } from '../../api/inbox/inbox-export';
import { requestKinds } from '../../api/inbox/request-kinds';
import { MASK } from '../../api/inbox/request-record';
import { decryptEmail } from '../../api/mail/outbox-store';
import { NEW_REQUEST_ALERT_KIND } from '../../api/mail/new-request-alert';
import { SUBMISSION_NOTIFICATION_KIND } from '../../api/mail/submission-notification';
import { CONTACT_NOTIFICATION_KIND } from '../../api/mail/contact-notification';
import { purgeCutoff, purgeOlderThan } from '../../api/privacy/purge';
import { weeklyHours } from '../../config/opening-hours';
import type { InboxPage, InboxRow, InboxSummary, RequestDetail } from '../../schemas/staff-api';
import type { Backend, OpenedBackend } from './support/backends';
import { readFixture, type Payload } from './support/payloads';
import { enrolledStaff, type StaffClient } from './support/staff-client';
import { submitWithCaptcha } from './support/submit';
import { buildTestApp, testCipher, testRegistry } from './support/test-app';
import { parseCsv } from '../export/csv-reader';

const PUBLIC_URL = 'https://inbox.example.test';
/** A CSV download's text, after the byte order mark that makes spreadsheet programs read it as UTF-8. */
async function csvText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
}

const ALWAYS_OPEN = { timeZone: 'America/Los_Angeles', week: weeklyHours([{ days: 'Monday - Sunday', hours: '12:00 AM - 11:59 PM' }]) };

export function defineInboxSuite(backend: Backend): void {
  describe(`the inbox on ${backend.name}`, () => {
    let opened: OpenedBackend;
    let app: Hono;
    let owner: StaffClient;
    let agent: StaffClient;
    let agentId: string;
    const cipher = testCipher();

    const submit = async (wizardId: string, payload: Payload) => {
      const submitted = await submitWithCaptcha(app, `/api/forms/${wizardId}`, payload);
      expect(submitted.status).toBe(201);
      return String(submitted.body.requestId);
    };
    const rowOf = async (requestId: string) => {
      const page = await agent.get<InboxPage>(`/api/staff/requests?q=${encodeURIComponent(requestId)}`);
      const row = page.body.rows.find((candidate) => candidate.requestId === requestId);
      if (!row) throw new Error(`${requestId} is not in the inbox`);
      return row;
    };

    let autoQuoteId: string;
    let driverChangeId: string;
    let contactId: string;

    beforeAll(async () => {
      opened = await backend.open();
      app = buildTestApp(opened.database, { PUBLIC_URL, TRUST_PROXY: 'true' });
      owner = await enrolledStaff(app, opened.database, PUBLIC_URL, { email: 'olivia@example.test', role: 'owner', name: 'Olivia Owner' });
      agent = await enrolledStaff(app, opened.database, PUBLIC_URL, { email: 'aaron@example.test', role: 'agent', name: 'Aaron Agent' });
      agentId = (await agent.get<{ id: string }>('/api/staff/me')).body.id;
      driverChangeId = await submit('driver-change', { ...readFixture('driver-change'), fullName: 'Maria Lopez-Nguyen' });
      const contact = await submitWithCaptcha(app, '/api/contact', { name: 'Carla Contact', email: 'carla@example.com', phone: '4085550177', message: 'Please call me about renters insurance.' });
      expect(contact.status).toBe(201);
      contactId = (await opened.database.db.select({ requestId: inboxRequests.requestId }).from(inboxRequests).where(eq(inboxRequests.kind, 'contact')))[0]?.requestId ?? '';
      autoQuoteId = await submit('auto-quote', { ...readFixture('auto-quote'), fullName: 'Avery Quote', email: 'avery@example.com', phone: '4085550199' });
    });
    afterAll(async () => {
      await opened?.dispose();
    });

    it('lists every request as it arrives, newest first and unread, with its contact fields', async () => {
      const page = await agent.get<InboxPage>('/api/staff/requests');
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(3);
      expect(page.body.rows.map((row) => row.requestId)).toEqual([autoQuoteId, contactId, driverChangeId]);
      expect(page.body.rows[0]).toMatchObject({ kind: 'auto-quote', name: 'Avery Quote', email: 'avery@example.com', status: 'new', open: true, unread: true, ownerId: null });
      expect(contactId).toMatch(/^MSG(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      const summary = await agent.get<InboxSummary>('/api/staff/summary');
      expect(summary.body).toMatchObject({ open: 3, unread: 3, medianFirstResponseHours: null, responses: 0 });
    });

    it('links the agency to each request in the inbox and keeps the license numbers out of its e-mail', async () => {
      const rows = await opened.database.db.select().from(outbox).where(eq(outbox.kind, SUBMISSION_NOTIFICATION_KIND));
      expect(rows).toHaveLength(2);
      const driver = await rowOf(driverChangeId);
      for (const row of rows) {
        const { text, html } = decryptEmail(row, cipher);
        expect(text).toMatch(new RegExp(`${PUBLIC_URL}/staff/requests/[0-9a-f-]{36}`));
        expect(`${text}${html}`).not.toContain('Y7654321');
        expect(row.withAttachments).toBe(false);
      }
      expect(rows.map((row) => decryptEmail(row, cipher).text).join('\n')).toContain(`${PUBLIC_URL}/staff/requests/${driver.id}`);
      const [contactEmail] = await opened.database.db.select().from(outbox).where(eq(outbox.kind, CONTACT_NOTIFICATION_KIND));
      expect(decryptEmail(contactEmail!, cipher).text).toContain(`${PUBLIC_URL}/staff/requests/`);
    });

    it('filters by kind, status, owner, day and unread, and searches the contact fields and ids', async () => {
      const ids = async (query: string) => (await agent.get<InboxPage>(`/api/staff/requests?${query}`)).body.rows.map((row) => row.requestId).sort();
      expect(await ids('kind=auto-quote')).toEqual([autoQuoteId]);
      expect(await ids('kind=auto-quote,contact')).toEqual([autoQuoteId, contactId].sort());
      expect(await ids('status=new')).toHaveLength(3);
      expect(await ids('status=contacted')).toEqual([]);
      expect(await ids('owner=none')).toHaveLength(3);
      expect(await ids('owner=me')).toEqual([]);
      expect(await ids('unread=true')).toHaveLength(3);
      expect(await ids('state=closed')).toEqual([]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
      expect(await ids(`from=${today}&to=${today}`)).toHaveLength(3);
      expect(await ids('to=2020-01-01')).toEqual([]);
      expect(await ids('q=avery')).toEqual([autoQuoteId]);
      expect(await ids('q=CARLA%40EXAMPLE')).toEqual([contactId]);
      expect(await ids(`q=${encodeURIComponent('(408) 555-0199')}`)).toEqual([autoQuoteId]);
      expect(await ids(`q=${driverChangeId.toLowerCase()}`)).toEqual([driverChangeId]);
      expect(await ids('q=AG-12345678')).toEqual([driverChangeId]);
      expect(await ids('q=100%25')).toEqual([]);
    });

    it('sorts and pages on the server, and names every bad parameter', async () => {
      const byName = await agent.get<InboxPage>('/api/staff/requests?sort=name&order=asc&pageSize=2');
      expect(byName.body.total).toBe(3);
      expect(byName.body.rows.map((row) => row.name)).toEqual(['Avery Quote', 'Carla Contact']);
      const next = await agent.get<InboxPage>('/api/staff/requests?sort=name&order=asc&pageSize=2&page=1');
      expect(next.body.rows.map((row) => row.name)).toEqual(['Maria Lopez-Nguyen']);
      const bad = await agent.get<{ errors: { path: string }[] }>('/api/staff/requests?kind=pet-quote&from=2026-02-30&sort=age&pageSize=500&unread=maybe');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error) => error.path).sort()).toEqual(['from', 'kind', 'pageSize', 'sort', 'unread']);
    });

    it('opens a request masked, marks it read, and reveals one field at a time, auditing both', async () => {
      const row = await rowOf(autoQuoteId);
      const opened_ = await agent.get<RequestDetail>(`/api/staff/requests/${row.id}`);
      expect(opened_.status).toBe(200);
      const detail = opened_.body;
      expect(detail.title).toBe('Auto Insurance Quote Request');
      expect(detail.replyLink).toBe(`mailto:avery@example.com?subject=${encodeURIComponent(`Re: Auto Insurance Quote Request ${autoQuoteId}`)}`);
      const license = String((readFixture('auto-quote').drivers as Payload[])[0]?.licenseNumber);
      expect(JSON.stringify(detail)).not.toContain(license);
      const rows = detail.sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'rows' ? block.rows : block.items.flatMap((item) => item.rows))));
      const masked = rows.filter((candidate) => candidate.masked);
      expect(masked.length).toBeGreaterThanOrEqual(2);
      expect(masked.every((candidate) => candidate.values[0] === MASK)).toBe(true);
      const licenseRow = masked.find((candidate) => candidate.pointer.endsWith('/licenseNumber'));
      const revealed = await agent.post<{ values: string[] }>(`/api/staff/requests/${row.id}/reveal`, { pointer: licenseRow?.pointer });
      expect(revealed).toMatchObject({ status: 200, body: { values: [license] } });
      // A date of birth reads as the review reads it.
      const birth = masked.find((candidate) => candidate.pointer.endsWith('/birthDate'));
      expect((await agent.post<{ values: string[] }>(`/api/staff/requests/${row.id}/reveal`, { pointer: birth?.pointer })).body.values[0]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect((await agent.post(`/api/staff/requests/${row.id}/reveal`, { pointer: '/fullName' })).status).toBe(404);
      expect((await rowOf(autoQuoteId)).unread).toBe(false);
      const audit = await opened.database.db.select().from(auditLog).where(eq(auditLog.inboxRequestId, row.id)).orderBy(auditLog.id);
      expect(audit.map((entry) => [entry.action, entry.actorName])).toEqual([
        ['viewed', 'Aaron Agent'],
        ['revealed', 'Aaron Agent'],
        ['revealed', 'Aaron Agent'],
      ]);
      expect(audit[1]?.detail).toMatchObject({ pointer: licenseRow?.pointer });
      expect(JSON.stringify(audit)).not.toContain(license);
    });

    it('sends a file as it was uploaded, and audits the download', async () => {
      const row = await rowOf(driverChangeId);
      const detail = (await agent.get<RequestDetail>(`/api/staff/requests/${row.id}`)).body;
      expect(detail.files).toEqual([expect.objectContaining({ name: 'daniel-license-front.jpg', type: 'image/jpeg' })]);
      const file = detail.files[0]!;
      const response = await app.request(`/api/staff/requests/${row.id}/files/${file.id}`, { headers: { cookie: agent.cookieHeader() } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="daniel-license-front.jpg"; filename*=UTF-8''daniel-license-front.jpg`);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      const uploaded = ((readFixture('driver-change').additionalData as Payload).attachments as Payload[])[0]!;
      expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(uploaded.content);
      const inline = await app.request(`/api/staff/requests/${row.id}/files/${file.id}?disposition=inline`, { headers: { cookie: agent.cookieHeader() } });
      expect(inline.headers.get('content-type')).toBe('image/jpeg');
      expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
      // Another id of the same shape: its last character changed, never to itself.
      const otherId = file.id.slice(0, -1) + (file.id.endsWith('0') ? '1' : '0');
      expect((await agent.get(`/api/staff/requests/${row.id}/files/${otherId}`)).status).toBe(404);
      const downloads = await opened.database.db.select().from(auditLog).where(sql`${auditLog.action} = 'downloaded' and ${auditLog.inboxRequestId} = ${row.id}`);
      expect(downloads.map((entry) => entry.detail)).toEqual([
        expect.objectContaining({ fileId: file.id, disposition: 'attachment' }),
        expect.objectContaining({ fileId: file.id, disposition: 'inline' }),
      ]);
    });

    it('moves a request along its pipeline, gives it an owner and notes, each in the audit', async () => {
      const row = await rowOf(autoQuoteId);
      expect((await agent.post(`/api/staff/requests/${row.id}/status`, { status: 'done' })).status).toBe(400);
      const moved = await agent.post<InboxRow>(`/api/staff/requests/${row.id}/status`, { status: 'contacted' });
      expect(moved).toMatchObject({ status: 200, body: { status: 'contacted', open: true } });
      const owned = await agent.post<InboxRow>(`/api/staff/requests/${row.id}/owner`, { ownerId: agentId });
      expect(owned.body).toMatchObject({ ownerId: agentId, ownerName: 'Aaron Agent' });
      expect((await agent.post(`/api/staff/requests/${row.id}/owner`, { ownerId: 'nobody-at-all' })).status).toBe(400);
      const note = await agent.post<{ body: string }>(`/api/staff/requests/${row.id}/notes`, { body: 'Called, left a voicemail.' });
      expect(note).toMatchObject({ status: 201, body: { body: 'Called, left a voicemail.', authorName: 'Aaron Agent' } });
      expect((await agent.post(`/api/staff/requests/${row.id}/notes`, { body: ' ' })).status).toBe(400);
      const detail = (await owner.get<RequestDetail>(`/api/staff/requests/${row.id}`)).body;
      expect(detail.notes.map((entry) => entry.body)).toEqual(['Called, left a voicemail.']);
      expect(detail.audit.map((entry) => `${entry.action} ${entry.actorName}`)).toEqual([
        'viewed Aaron Agent',
        'revealed Aaron Agent',
        'revealed Aaron Agent',
        'status Aaron Agent',
        'owner Aaron Agent',
        'note Aaron Agent',
        'viewed Olivia Owner',
      ]);
      expect(detail.audit[3]?.detail).toEqual({ from: 'new', to: 'contacted' });
      const summary = await agent.get<InboxSummary>('/api/staff/summary');
      expect(summary.body.responses).toBe(1);
      expect(summary.body.medianFirstResponseHours).not.toBeNull();
      expect((await agent.get<InboxPage>('/api/staff/requests?owner=me')).body.rows.map((entry) => entry.requestId)).toEqual([autoQuoteId]);
      const closed = await agent.post<InboxRow>(`/api/staff/requests/${row.id}/status`, { status: 'won' });
      expect(closed.body).toMatchObject({ open: false, ageHours: null });
      expect((await agent.get<InboxSummary>('/api/staff/summary')).body.open).toBe(2);
      await agent.post(`/api/staff/requests/${row.id}/status`, { status: 'contacted' });
    });

    it('exports exactly the filtered rows, as CSV that spreadsheets read and as JSON, sensitive fields hidden', async () => {
      const query = 'kind=auto-quote&status=contacted';
      const listed = (await agent.get<InboxPage>(`/api/staff/requests?${query}`)).body.rows.map((row) => row.requestId);
      const csv = await app.request(`/api/staff/requests/export?format=csv&${query}`, { headers: { cookie: agent.cookieHeader() } });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"/);
      const [header, ...records] = parseCsv(await csvText(csv));
      expect(records.map((record) => record[0])).toEqual(listed);
      expect(header?.slice(0, 6)).toEqual(['requestId', 'kind', 'receivedAt', 'status', 'owner', 'attachments']);
      const licenseColumn = header?.indexOf('drivers.0.licenseNumber') ?? -1;
      expect(records[0]?.[licenseColumn]).toBe('[hidden]');
      expect(records[0]?.[header?.indexOf('fullName') ?? -1]).toBe('Avery Quote');
      expect(records[0]?.slice(3, 5)).toEqual(['Contacted', 'Aaron Agent']);
      const json = await app.request('/api/staff/requests/export?format=json', { headers: { cookie: agent.cookieHeader() } });
      const exported = (await json.json()) as { requestId: string; attachments: string[] }[];
      expect(exported.map((record) => record.requestId)).toEqual([autoQuoteId, contactId, driverChangeId]);
      expect(exported[2]?.attachments).toEqual(['daniel-license-front.jpg']);
      const exports = await opened.database.db.select().from(auditLog).where(eq(auditLog.action, 'exported'));
      expect(exports.map((entry) => entry.detail)).toEqual([
        expect.objectContaining({ format: 'csv', rows: 1, filter: expect.objectContaining({ kinds: ['auto-quote'], statuses: ['contacted'] }) }),
        expect.objectContaining({ format: 'json', rows: 3 }),
      ]);
    });

    it('reads an export a batch at a time, to the same rows in the same order', async () => {
      const scope = { db: opened.database.db, kinds: requestKinds(testRegistry()), filter: { kinds: [], statuses: [] }, staffId: agentId };
      const read = async (pieces: AsyncGenerator<string>) => {
        let text = '';
        for await (const piece of pieces) text += piece;
        return text;
      };
      const whole = await read(csvExport(scope));
      expect(whole.split('\r\n').length).toBe(5);
      // Two rows a batch: the second and third batches start after the row each last one ended with.
      expect(await read(csvExport({ ...scope, batchRows: 2 }))).toBe(whole);
      expect(await read(jsonExport({ ...scope, batchRows: 1 }))).toBe(await read(jsonExport(scope)));
    });

    it('keeps the audit append-only, whoever asks', async () => {
      const db = opened.database.db;
      await expect(db.execute(sql`update audit_log set actor_name = 'someone else'`)).rejects.toThrow();
      await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
      const page = await owner.get<{ entries: { action: string }[]; next: number | null }>('/api/staff/audit');
      expect(page.body.entries.length).toBeGreaterThan(5);
      expect(page.body.entries[0]?.action).toBe('exported');
      const filtered = await owner.get<{ entries: { action: string }[] }>('/api/staff/audit?action=revealed');
      expect(new Set(filtered.body.entries.map((entry) => entry.action))).toEqual(new Set(['revealed']));
    });

    it('tells the owners once about a request still New after the set business hours', async () => {
      const db = opened.database.db;
      const kinds = requestKinds(testRegistry());
      const options = { db, cipher, kinds, publicUrl: PUBLIC_URL, thresholdHours: 1, office: ALWAYS_OPEN };
      expect(await alertWaitingRequests(options)).toBe(0);
      const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
      // The auto quote was answered; the contact message and the driver change are still New.
      expect(await alertWaitingRequests(options, inTwoHours)).toBe(2);
      expect(await alertWaitingRequests(options, inTwoHours)).toBe(0);
      const alerts = await db.select().from(outbox).where(eq(outbox.kind, NEW_REQUEST_ALERT_KIND));
      expect(alerts.map((alert) => alert.to)).toEqual(['olivia@example.test', 'olivia@example.test']);
      const text = decryptEmail(alerts[0]!, cipher).text;
      expect(text).toMatch(new RegExp(`${PUBLIC_URL}/staff/requests/[0-9a-f-]{36}`));
      expect(text).not.toContain('Y7654321');
    });

    it('lists, searches, exports and removes newsletter subscribers', async () => {
      for (const email of ['first@example.com', 'second@example.com']) {
        expect((await submitWithCaptcha(app, '/api/newsletter', { email })).status).toBe(201);
      }
      const page = await agent.get<{ rows: { id: string; email: string }[]; total: number }>('/api/staff/newsletter?q=SECOND');
      expect(page.body).toMatchObject({ total: 1, rows: [{ email: 'second@example.com' }] });
      const csv = await app.request('/api/staff/newsletter/export', { headers: { cookie: agent.cookieHeader() } });
      const [header, ...records] = parseCsv(await csvText(csv));
      expect(header).toEqual(['email', 'subscribedAt', 'consent']);
      expect(records.map((record) => record[0]).sort()).toEqual(['first@example.com', 'second@example.com']);
      expect((await agent.request('DELETE', `/api/staff/newsletter/${page.body.rows[0]?.id}`)).status).toBe(204);
      expect(await opened.database.db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions)).toEqual([{ email: 'first@example.com' }]);
      const [removal] = await opened.database.db.select().from(auditLog).where(sql`${auditLog.action} = 'deleted' and ${auditLog.kind} = 'newsletter'`);
      expect(JSON.stringify(removal)).not.toContain('second@example.com');
    });

    it("deletes a request with its files, e-mails and notes for an owner, keeping only the audit's word of it", async () => {
      const row = await rowOf(driverChangeId);
      const [{ submissionId } = { submissionId: null }] = await opened.database.db.select({ submissionId: inboxRequests.submissionId }).from(inboxRequests).where(eq(inboxRequests.id, row.id));
      expect((await agent.request('DELETE', `/api/staff/requests/${row.id}`)).status).toBe(403);
      expect((await owner.request('DELETE', `/api/staff/requests/${row.id}`)).status).toBe(204);
      const db = opened.database.db;
      expect(await db.select().from(inboxRequests).where(eq(inboxRequests.id, row.id))).toEqual([]);
      expect(await db.select().from(submissions).where(eq(submissions.id, submissionId!))).toEqual([]);
      expect(await db.select().from(attachments).where(eq(attachments.submissionId, submissionId!))).toEqual([]);
      expect(await db.select().from(outbox).where(eq(outbox.submissionId, submissionId!))).toEqual([]);
      expect((await agent.get(`/api/staff/requests/${row.id}`)).status).toBe(404);
      const kept = await db.select().from(auditLog).where(eq(auditLog.inboxRequestId, row.id));
      expect(kept.map((entry) => entry.action)).toContain('deleted');
      expect(JSON.stringify(kept)).not.toMatch(/Maria|maria\.lopez|Y7654321|daniel-license/);
    });

    it('lets the retention purge take requests out of the inbox and the export, contact messages with their e-mail', async () => {
      const db = opened.database.db;
      await db.execute(sql`update submissions set created_at = now() - interval '400 days'`);
      await db.execute(sql`update contact_messages set created_at = now() - interval '400 days'`);
      await db.execute(sql`update outbox set created_at = now() - interval '400 days'`);
      const counts = await purgeOlderThan(db, testCipher(), purgeCutoff(365));
      expect(counts).toMatchObject({ submissions: 1, contactMessages: 1 });
      expect(await db.select().from(inboxRequests)).toEqual([]);
      expect(await db.select().from(contactMessages)).toEqual([]);
      expect((await agent.get<InboxPage>('/api/staff/requests')).body).toEqual({ rows: [], total: 0 });
      const json = await app.request('/api/staff/requests/export?format=json', { headers: { cookie: agent.cookieHeader() } });
      expect(await json.json()).toEqual([]);
      expect((await db.select({ count: sql<number>`count(*)::int` }).from(auditLog))[0]?.count).toBeGreaterThan(10);
    });
  });
}
