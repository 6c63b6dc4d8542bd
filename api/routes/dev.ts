/**
 * Developer screens, mounted only with NODE_ENV=development (app.ts answers 404 for /dev otherwise: they show
 * visitors' personal data):
 * - GET /dev/mail            the outbox, newest first: what would be or was sent, with status and last error;
 * - GET /dev/mail/:id        one e-mail: headers, attachments, the HTML rendering and the plain text;
 * - GET /dev/mail/:id/html   the HTML body alone, as a mail client receives it;
 * - GET /dev/email-template  the customer confirmation with a placeholder request id: of the wizard whose ui.json
 *                            sets `emailPreview` (else the first wizard), `?wizard=<id>` for another wizard's
 *                            wording, `?format=text` for the plain-text alternative.
 * Plain server-rendered HTML with a Content-Security-Policy that allows no script: the e-mails shown carry what
 * visitors typed, escaped, and even a mistake in that escaping could not run anything here.
 */
import { count, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { attachments, outbox } from '../db/schema';
import { decryptEmail } from '../mail/outbox-store';
import type { AppDeps } from '../deps';
import { customerConfirmation } from '../mail/customer-confirmation';
import { formatAgencyTime } from '../mail/email-layout';
import { escapeHtml } from '../../text/escape-html';
import { fileSizeText } from '../../text/file-size';
import { createWorkbenchRoutes } from './dev-workbench';

export const DEV_MAIL_LIST_LIMIT = 200;
export const PREVIEW_NAME = '[Full name]';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'";

const STYLE = `
body{font-family:system-ui,Arial,sans-serif;margin:24px;color:#111827}
table{border-collapse:collapse;width:100%;font-size:13px}
th,td{border-bottom:1px solid #e5e7eb;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f9fafb}
.status-pending{color:#92400e}.status-sent{color:#065f46}.status-dead{color:#991b1b;font-weight:bold}
.note{background:#fef3c7;border:1px solid #f59e0b;padding:8px 12px;border-radius:6px;margin:12px 0}
pre{white-space:pre-wrap;background:#f9fafb;border:1px solid #e5e7eb;padding:12px;border-radius:6px}
iframe{width:100%;height:720px;border:1px solid #e5e7eb;border-radius:6px}
`;

function page(c: Context, title: string, body: string, status: 200 | 404 = 200): Response {
  c.header('Content-Security-Policy', CSP);
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
    status,
  );
}

const when = (date: Date | null) => (date ? escapeHtml(formatAgencyTime(date)) : '—');

export function createDevRoutes({ database, env, registry, cipher }: Pick<AppDeps, 'database' | 'env' | 'registry' | 'cipher'>): Hono {
  const { db } = database;
  const notSending = env.SMTP_URL
    ? ''
    : '<p class="note">SMTP_URL is not set: nothing is sent, every e-mail stays pending in the outbox.</p>';

  return new Hono()
    .route('/workbench', createWorkbenchRoutes({ registry, env }))
    .get('/mail', async (c) => {
      const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(DEV_MAIL_LIST_LIMIT);
      const totals = await db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status);
      const summary = totals.map((total) => `${total.n} ${total.status}`).join(', ') || 'empty';
      const lines = rows.map(
        (row) =>
          `<tr data-outbox-id="${row.id}"><td>${when(row.createdAt)}</td><td>${escapeHtml(row.kind)}</td><td>${escapeHtml(row.to)}</td>` +
          `<td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td>` +
          `<td class="status-${row.status}">${row.status}</td><td>${row.attempts}</td>` +
          `<td>${row.status === 'pending' ? when(row.nextAttemptAt) : when(row.sentAt)}</td><td>${escapeHtml(row.lastError ?? '')}</td></tr>`,
      );
      return page(
        c,
        'Outbox',
        `<h1>Outbox</h1><p>${escapeHtml(summary)}; the newest ${DEV_MAIL_LIST_LIMIT} are listed.</p>${notSending}` +
          '<table><thead><tr><th>Created</th><th>Kind</th><th>To</th><th>Subject</th><th>Status</th><th>Tries</th>' +
          '<th>Next try / sent</th><th>Last error</th></tr></thead><tbody>' +
          (lines.join('') || '<tr><td colspan="8">No e-mail yet.</td></tr>') +
          '</tbody></table>',
      );
    })
    .get('/mail/:id', async (c) => {
      const id = c.req.param('id');
      const [stored] = UUID.test(id) ? await db.select().from(outbox).where(eq(outbox.id, id)) : [];
      const row = stored && decryptEmail(stored, cipher);
      if (!row) return page(c, 'Not found', '<h1>No such e-mail</h1><p><a href="/dev/mail">Outbox</a></p>', 404);
      const files =
        row.withAttachments && row.submissionId
          ? await db
              .select({ name: attachments.name, type: attachments.type, size: attachments.size })
              .from(attachments)
              .where(eq(attachments.submissionId, row.submissionId))
          : [];
      const headers: [string, string][] = [
        ['To', row.to],
        ['Reply-To', row.replyTo ?? '—'],
        ['Subject', row.subject],
        ['Kind', row.kind],
        ['Status', `${row.status} after ${row.attempts} tr${row.attempts === 1 ? 'y' : 'ies'}`],
        ['Created', formatAgencyTime(row.createdAt)],
        ['Sent', row.sentAt ? formatAgencyTime(row.sentAt) : '—'],
        ['Last error', row.lastError ?? '—'],
        ['Attachments', files.map((file) => `${file.name} (${file.type}, ${fileSizeText(file.size)})`).join(', ') || 'none'],
      ];
      return page(
        c,
        row.subject,
        `<p><a href="/dev/mail">← Outbox</a></p><h1>${escapeHtml(row.subject)}</h1>` +
          `<table>${headers.map(([name, value]) => `<tr><th>${name}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` +
          (row.html
            ? `<h2>HTML <small><a href="/dev/mail/${row.id}/html">open alone</a></small></h2><iframe sandbox title="HTML body" srcdoc="${escapeHtml(row.html)}"></iframe>`
            : '') +
          `<h2>Plain text</h2><pre>${escapeHtml(row.text)}</pre>`,
      );
    })
    .get('/mail/:id/html', async (c) => {
      const id = c.req.param('id');
      const [stored] = UUID.test(id) ? await db.select({ text: outbox.text, html: outbox.html }).from(outbox).where(eq(outbox.id, id)) : [];
      const row = stored && decryptEmail(stored, cipher);
      if (!row?.html) return page(c, 'Not found', '<h1>No HTML body</h1>', 404);
      c.header('Content-Security-Policy', CSP);
      return c.html(row.html);
    })
    .get('/email-template', (c) => {
      const named = c.req.query('wizard');
      const wizards = registry.list();
      const wizard =
        named === undefined ? (wizards.find((candidate) => candidate.ui.emailPreview) ?? wizards[0]) : registry.get(named);
      if (!wizard) return page(c, 'Not found', `<h1>No wizard "${escapeHtml(named ?? '')}"</h1>`, 404);
      const email = customerConfirmation({
        ui: wizard.ui,
        requestId: `${wizard.ui.requestIdPrefix}-XXXX-XXXX-XXXX`,
        fullName: PREVIEW_NAME,
      });
      c.header('Content-Security-Policy', CSP);
      c.header('Cache-Control', 'no-store');
      if (c.req.query('format') === 'text') return c.text(`Subject: ${email.subject}\n\n${email.text}`);
      return c.html(email.html);
    });
}
