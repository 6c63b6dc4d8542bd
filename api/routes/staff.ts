/**
 * `/api/staff`: the staff inbox's API. Closed by default: the gates of api/staff/staff-session.ts run, in order, on
 * every route registered below them, so a new route needs a session, a finished sign-in set-up, and (where it says
 * `owners`) the owner role, unless it is written above the gate it should pass.
 *
 * - `/auth/*`: better-auth's sign-in endpoints (and the invitation plugin's), behind the sign-in limits;
 * - `GET /me`: who is signed in; the one route of a session that has not set up a passkey or authenticator app yet;
 * - the inbox: kinds, staff, summary, the wizards' funnel, requests (list, export, one request, its fields, files, status, owner, notes),
 *   the newsletter list; and for owners the audit log, the staff, and deleting a request.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compileShared } from '../../schemas/ajv';
import { isRecord } from '../../json/json-value';
import { contentDisposition } from '../http/content-disposition';
import { readJsonBody } from '../http/json-body';
import {
  MAX_PAGE_SIZE,
  inviteSchema,
  noteSchema,
  ownerChangeSchema,
  revealSchema,
  roleChangeSchema,
  statusChangeSchema,
  type StaffMe,
  type StaffMemberView,
  type StaffRoleValue,
} from '../../schemas/staff-api';
import { auditPage, recordAudit, requestAudit } from '../audit/audit-log';
import { AUDIT_ACTIONS, type AuditAction } from '../db/schema';
import type { AppDeps } from '../deps';
import { csvExport, jsonExport, textStream } from '../inbox/inbox-export';
import { countInbox, inboxSummary, listInbox, parseInboxQuery } from '../inbox/inbox-query';
import { listSubscribers, removeSubscriber, subscriberRecords, subscribersCsv } from '../inbox/newsletter-list';
import { kindView, NEWSLETTER_KIND, requestKinds } from '../inbox/request-kinds';
import { addNote, changeOwner, changeStatus, deleteRequest, openRequest, readRequestFile, requestExists, revealField } from '../inbox/request-record';
import { dayAt } from '../calendar/agency-calendar';
import { funnelReport, parseFunnelQuery } from '../funnel/funnel-report';
import { createInvitation, openInvitations, withdrawInvitation } from '../staff/invitations';
import { signInLimits } from '../staff/sign-in-limits';
import type { StaffAuth } from '../staff/staff-auth';
import { changeStaffRole, findStaffByEmail, enrolled as isSetUp, listStaffMembers, removeStaffMember } from '../staff/staff-members';
import { enrolledStaff, ownersOnly, sameOrigin, staffSession } from '../staff/staff-session';
import { STAFF_ROBOTS } from './staff-site';
import { createStaffWebhookRoutes } from './staff-webhooks';

const NOT_FOUND = { error: 'not_found', message: 'There is no such request.' } as const;
/** Types a browser may show in place; anything else is only downloaded. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);


function memberView(member: Awaited<ReturnType<typeof listStaffMembers>>[number], forOwner: boolean): StaffMemberView {
  if (!forOwner) return { id: member.id, name: member.name };
  return { id: member.id, name: member.name, email: member.email, role: member.role, passkeys: member.passkeys, authenticatorApp: member.authenticatorApp };
}

/**
 * better-auth answers some sign-ins with the session's token in the body as well as in its cookie; the page never needs
 * it, and a script that could read it would defeat the cookie's HttpOnly. It is taken out.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  if (isRecord(body)) {
    delete body.token;
    if (isRecord(body.session)) delete body.session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}

export function createStaffRoutes(deps: AppDeps, auth: StaffAuth): Hono {
  const { env, database, cipher, registry } = deps;
  const db = database.db;
  const kinds = requestKinds(registry);
  const kindIds = kinds.list().map((kind) => kind.kind);
  const owners: MiddlewareHandler = ownersOnly();
  const validate = {
    status: compileShared<{ status: string }>(statusChangeSchema),
    owner: compileShared<{ ownerId: string | null }>(ownerChangeSchema),
    note: compileShared<{ body: string }>(noteSchema),
    reveal: compileShared<{ pointer: string }>(revealSchema),
    invite: compileShared<{ email: string; role: StaffRoleValue }>(inviteSchema),
    role: compileShared<{ role: StaffRoleValue }>(roleChangeSchema),
  };
  const actor = (c: Context) => ({ id: c.get('staff').id, name: c.get('staff').name });

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Robots-Tag', STAFF_ROBOTS);
  });
  app.use('*', sameOrigin(env.PUBLIC_URL));
  app.use('/auth/*', signInLimits({ db, perAddress: env.STAFF_SIGN_IN_PER_ADDRESS, perAccount: env.STAFF_SIGN_IN_PER_ACCOUNT, trustProxy: env.TRUST_PROXY }));
  app.on(['GET', 'POST'], '/auth/*', async (c) => withoutSessionToken(await auth.handler(c.req.raw)));

  // Gate 2: a live session.
  app.use('*', staffSession(auth, db, env.STAFF_SESSION_MAX_HOURS));
  app.get('/me', (c) => {
    const { id, name, email, role, passkeys, authenticatorApp, enrolled } = c.get('staff');
    const session = { idleMinutes: env.STAFF_SESSION_IDLE_MINUTES, maxHours: env.STAFF_SESSION_MAX_HOURS };
    return c.json({ id, name, email, role, enrolled, passkeys, authenticatorApp, session } satisfies StaffMe);
  });

  // Gate 3: a finished sign-in set-up. Every route below needs it.
  app.use('*', enrolledStaff());

  app.get('/kinds', (c) => c.json(kinds.list().map(kindView)));
  app.get('/staff', async (c) => {
    const forOwner = c.get('staff').role === 'owner';
    return c.json((await listStaffMembers(db)).map((member) => memberView(member, forOwner)));
  });
  app.get('/summary', async (c) => c.json(await inboxSummary(db)));

  app.get('/funnel', async (c) => {
    const query = parseFunnelQuery(c.req.query(), registry);
    if (!query.ok) return c.json({ error: 'invalid_query', errors: query.errors }, 400);
    return c.json(await funnelReport(db, query.wizard, query.from, query.to));
  });

  app.get('/requests', async (c) => {
    const parsed = parseInboxQuery(c.req.query(), kindIds);
    if (!parsed.ok) return c.json({ error: 'invalid_query', errors: parsed.errors }, 400);
    return c.json(await listInbox(db, parsed.query, c.get('staff').id));
  });

  app.get('/requests/export', async (c) => {
    const format = c.req.query('format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') return c.json({ error: 'invalid_query', errors: [{ path: 'format', message: 'Export as csv or json.' }] }, 400);
    const parsed = parseInboxQuery(c.req.query(), kindIds);
    if (!parsed.ok) return c.json({ error: 'invalid_query', errors: parsed.errors }, 400);
    const { filter } = parsed.query;
    const staffId = c.get('staff').id;
    const rows = await countInbox(db, filter, staffId);
    const { search, ...shownFilter } = filter;
    await recordAudit(db, actor(c), { action: 'exported', kind: filter.kinds.length === 1 ? filter.kinds[0] : null, detail: { format, rows, filter: shownFilter, search: search !== undefined } });
    const scope = { db, kinds, filter, staffId };
    const name = `requests-${dayAt(new Date())}.${format}`;
    c.header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
    c.header('Content-Disposition', contentDisposition('attachment', name));
    return c.body(textStream(format === 'csv' ? csvExport(scope) : jsonExport(scope)));
  });

  app.get('/requests/:id', async (c) => {
    const detail = await openRequest(db, kinds, c.req.param('id'), actor(c));
    return detail ? c.json(detail) : c.json(NOT_FOUND, 404);
  });

  // The history alone, for a page that shows its own changes: no data of the visitor, so reading it is not a view.
  app.get('/requests/:id/history', async (c) => {
    const id = c.req.param('id');
    if (!(await requestExists(db, id))) return c.json(NOT_FOUND, 404);
    return c.json(await requestAudit(db, id));
  });

  app.post('/requests/:id/reveal', async (c) => {
    const body = await readJsonBody(c, validate.reveal);
    if (!body.ok) return body.response;
    const revealed = await revealField(db, kinds, cipher, c.req.param('id'), body.value.pointer, actor(c));
    if (!revealed.ok) return c.json(revealed.reason === 'not_found' ? NOT_FOUND : { error: 'not_sensitive', message: 'That field is not hidden.' }, 404);
    return c.json({ pointer: body.value.pointer, values: revealed.values });
  });

  app.get('/requests/:id/files/:fileId', async (c) => {
    const wanted = c.req.query('disposition') === 'inline' ? 'inline' : 'attachment';
    const file = await readRequestFile(db, kinds, cipher, c.req.param('id'), c.req.param('fileId'), actor(c), wanted);
    if (!file) return c.json({ error: 'not_found', message: 'There is no such file.' }, 404);
    const disposition = wanted === 'inline' && INLINE_TYPES.has(file.type) ? 'inline' : 'attachment';
    c.header('Content-Type', disposition === 'inline' ? file.type : 'application/octet-stream');
    c.header('Content-Disposition', contentDisposition(disposition, file.name));
    return c.body(new Uint8Array(file.content));
  });

  app.post('/requests/:id/status', async (c) => {
    const body = await readJsonBody(c, validate.status);
    if (!body.ok) return body.response;
    const changed = await changeStatus(db, kinds, cipher, c.req.param('id'), body.value.status, actor(c));
    if (changed.ok) {
      deps.webhooks?.queued();
      return c.json(changed.row);
    }
    if (changed.reason === 'not_found') return c.json(NOT_FOUND, 404);
    return c.json({ error: 'validation_failed', errors: [{ path: '/status', message: 'This status is not one of the request\'s pipeline.' }] }, 400);
  });

  app.post('/requests/:id/owner', async (c) => {
    const body = await readJsonBody(c, validate.owner);
    if (!body.ok) return body.response;
    const changed = await changeOwner(db, kinds, c.req.param('id'), body.value.ownerId, actor(c));
    if (changed.ok) return c.json(changed.row);
    if (changed.reason === 'not_found') return c.json(NOT_FOUND, 404);
    return c.json({ error: 'validation_failed', errors: [{ path: '/ownerId', message: 'There is no such staff member.' }] }, 400);
  });

  app.post('/requests/:id/notes', async (c) => {
    const body = await readJsonBody(c, validate.note);
    if (!body.ok) return body.response;
    const note = await addNote(db, kinds, c.req.param('id'), body.value.body, actor(c));
    return note ? c.json(note, 201) : c.json(NOT_FOUND, 404);
  });

  app.get('/newsletter', async (c) => {
    const page = Number(c.req.query('page') ?? '0');
    const pageSize = Number(c.req.query('pageSize') ?? '25');
    if (!Number.isInteger(page) || page < 0 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return c.json({ error: 'invalid_query', errors: [{ path: 'page', message: `A page is a whole number from 0, of 1 to ${MAX_PAGE_SIZE} rows.` }] }, 400);
    }
    return c.json(await listSubscribers(db, { search: c.req.query('q')?.trim() || undefined, page, pageSize }));
  });

  app.get('/newsletter/export', async (c) => {
    const format = c.req.query('format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') return c.json({ error: 'invalid_query', errors: [{ path: 'format', message: 'Export as csv or json.' }] }, 400);
    const search = c.req.query('q')?.trim() || undefined;
    const records = await subscriberRecords(db, search);
    await recordAudit(db, actor(c), { action: 'exported', kind: NEWSLETTER_KIND, detail: { format, rows: records.length, search: search !== undefined } });
    c.header('Content-Disposition', contentDisposition('attachment', `newsletter-${dayAt(new Date())}.${format}`));
    if (format === 'json') return c.json(records);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    return c.body(subscribersCsv(records));
  });

  app.delete('/newsletter/:id', async (c) => {
    if (!(await removeSubscriber(db, cipher, c.req.param('id'), actor(c)))) return c.json({ error: 'not_found', message: 'There is no such subscriber.' }, 404);
    deps.webhooks?.queued();
    return c.body(null, 204);
  });

  // Gate 4, route by route: the owners'.
  app.delete('/requests/:id', owners, async (c) => {
    if (!(await deleteRequest(db, kinds, cipher, c.req.param('id'), actor(c)))) return c.json(NOT_FOUND, 404);
    deps.webhooks?.queued();
    return c.body(null, 204);
  });

  app.get('/audit', owners, async (c) => {
    const before = c.req.query('before');
    const action = c.req.query('action');
    if (before !== undefined && !/^\d+$/.test(before)) return c.json({ error: 'invalid_query', errors: [{ path: 'before', message: 'Give the id of an entry.' }] }, 400);
    if (action !== undefined && !(AUDIT_ACTIONS as readonly string[]).includes(action)) {
      return c.json({ error: 'invalid_query', errors: [{ path: 'action', message: `Choose one of ${AUDIT_ACTIONS.join(', ')}.` }] }, 400);
    }
    return c.json(await auditPage(db, { before: before === undefined ? undefined : Number(before), action: action as AuditAction | undefined }));
  });

  app.post('/staff/invitations', owners, async (c) => {
    const body = await readJsonBody(c, validate.invite);
    if (!body.ok) return body.response;
    const existing = await findStaffByEmail(db, body.value.email);
    if (existing && isSetUp(existing)) {
      return c.json({ error: 'account_exists', message: 'This address already has a staff account.' }, 409);
    }
    const invitation = await createInvitation(db, cipher, env.PUBLIC_URL, { ...body.value, invitedBy: actor(c) });
    deps.outbox.queued();
    return c.json({ link: invitation.link, expiresAt: invitation.expiresAt.toISOString() }, 201);
  });

  app.get('/staff/invitations', owners, async (c) =>
    c.json(
      (await openInvitations(db)).map((invitation) => ({
        ...invitation,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
      })),
    ),
  );

  app.delete('/staff/invitations/:id', owners, async (c) =>
    (await withdrawInvitation(db, c.req.param('id'), actor(c)))
      ? c.body(null, 204)
      : c.json({ error: 'not_found', message: 'There is no such open invitation.' }, 404),
  );

  app.patch('/staff/:id', owners, async (c) => {
    const body = await readJsonBody(c, validate.role);
    if (!body.ok) return body.response;
    const changed = await changeStaffRole(db, c.req.param('id'), body.value.role, actor(c));
    if (!changed.ok) {
      return changed.reason === 'not_found'
        ? c.json({ error: 'not_found', message: 'There is no such staff member.' }, 404)
        : c.json({ error: 'last_owner', message: 'The agency keeps at least one owner: make someone else an owner first.' }, 409);
    }
    return c.json(memberView(changed.member, true));
  });

  app.delete('/staff/:id', owners, async (c) => {
    const removed = await removeStaffMember(db, c.req.param('id'), actor(c));
    if (!removed.ok) {
      return removed.reason === 'not_found'
        ? c.json({ error: 'not_found', message: 'There is no such staff member.' }, 404)
        : c.json({ error: 'last_owner', message: 'The agency keeps at least one owner: make someone else an owner first.' }, 409);
    }
    return c.body(null, 204);
  });

  app.route('/webhooks', createStaffWebhookRoutes(deps));

  // An unknown path past the gates falls through to the app's own 404, or 405 for a known path and another method.
  return app;
}
