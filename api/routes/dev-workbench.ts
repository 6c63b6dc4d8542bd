/**
 * What the wizard workbench (workbench/, served by `npm run dev` at /workbench) asks the API, mounted under /dev and
 * so only in development:
 * - GET  /dev/workbench            the wizards: id, title, route;
 * - GET  /dev/workbench/:id        one wizard's steps and fixtures, and the folder check's findings for it as the
 *                                  folder is on disk now (every rule, the set rules included);
 * - POST /dev/workbench/:id/emails the e-mails a submission of the answers in the body would queue: the visitor's
 *                                  confirmation and the agency's notification, with a placeholder request id.
 * The server's verdict on the answers is the API's own, `POST /api/forms/:id/validate`.
 */
import { Hono } from 'hono';
import { checkWizardFolders } from '../../engine/wizard-folder';
import { isRecord } from '../../json/json-value';
import type { AppDeps } from '../deps';
import { wizardEmails } from '../mail/wizard-emails';
import { staffRequestLink } from '../staff/staff-paths';

const NOT_FOUND = { error: 'not_found', message: 'No wizard of that id.' };

export function createWorkbenchRoutes({ registry, env }: Pick<AppDeps, 'registry' | 'env'>): Hono {
  return new Hono()
    .get('/', (c) => c.json(registry.list().map(({ id, ui }) => ({ id, title: ui.title, route: ui.route }))))
    .get('/:id', (c) => {
      const id = c.req.param('id');
      const { problems } = checkWizardFolders({ only: [id] });
      const wizard = registry.get(id);
      // A folder broken from the start has no wizard to serve yet, only the findings that say why.
      if (!wizard) return problems.length > 0 ? c.json({ id, title: id, route: '/', steps: [], fixtures: [], problems }) : c.json(NOT_FOUND, 404);
      return c.json({
        id: wizard.id,
        title: wizard.ui.title,
        route: wizard.ui.route,
        steps: wizard.ui.steps.map((step) => step.title),
        fixtures: wizard.fixtures,
        problems,
      });
    })
    .post('/:id/emails', async (c) => {
      const wizard = registry.get(c.req.param('id'));
      if (!wizard) return c.json(NOT_FOUND, 404);
      const body: unknown = await c.req.json().catch(() => undefined);
      if (!isRecord(body) || !isRecord(body.data)) {
        return c.json({ error: 'invalid_body', message: 'Send {"data": {...}}: the answers as the form holds them.' }, 400);
      }
      const payload = body.data;
      const emails = wizardEmails({
        wizard,
        requestId: `${wizard.ui.requestIdPrefix}-XXXX-XXXX-XXXX`,
        payload,
        files: wizard.findAttachments(payload).map(({ pointer, value }) => ({ pointer, name: value.name, size: value.size })),
        receivedAt: new Date(),
        agencyEmail: env.AGENCY_EMAIL,
        inboxLink: staffRequestLink(env.PUBLIC_URL, '00000000-0000-0000-0000-000000000000'),
        detail: env.AGENCY_EMAIL_DETAIL,
        sensitiveFields: wizard.findSensitiveFields(payload),
      });
      return c.json(emails.map(({ kind, to, subject, html, text }) => ({ kind, to, subject, html, text })));
    });
}
