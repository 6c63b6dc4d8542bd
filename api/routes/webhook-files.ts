/**
 * `GET /api/webhooks/files/:fileId?endpoint=&expires=&signature=`: a file of a request, for the receiver of a webhook
 * that linked to it (api/webhooks/file-links.ts). No session: the signed link is the permission, for one file, one
 * endpoint and a day, and only while that endpoint is enabled. Each download is recorded in the audit, by the endpoint.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { recordAudit } from '../audit/audit-log';
import { attachments, inboxRequests, webhookEndpoints } from '../db/schema';
import type { AppDeps } from '../deps';
import { isUuid } from '../http/json-body';
import { contentDisposition } from '../http/content-disposition';
import type { FileLinkSigner } from '../webhooks/file-links';

const GONE = { error: 'not_found', message: 'This link is not valid, or no longer.' } as const;

export function createWebhookFileRoutes({ database, cipher }: Pick<AppDeps, 'database' | 'cipher'>, links: FileLinkSigner): Hono {
  const db = database.db;
  return new Hono().get('/files/:fileId', async (c) => {
    c.header('Cache-Control', 'no-store');
    const fileId = c.req.param('fileId');
    const endpointId = c.req.query('endpoint') ?? '';
    if (!isUuid(fileId) || !isUuid(endpointId)) return c.json(GONE, 404);
    if (!links.verify(fileId, endpointId, c.req.query('expires') ?? '', c.req.query('signature') ?? '')) return c.json(GONE, 404);
    const [endpoint] = await db
      .select({ url: webhookEndpoints.url })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)));
    if (!endpoint) return c.json(GONE, 404);
    const file = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ file: attachments, inboxId: inboxRequests.id, requestId: inboxRequests.requestId, kind: inboxRequests.kind })
        .from(attachments)
        .innerJoin(inboxRequests, eq(inboxRequests.submissionId, attachments.submissionId))
        .where(eq(attachments.id, fileId));
      if (!found) return null;
      await recordAudit(tx, { id: null, name: `Webhook ${new URL(endpoint.url).host}` }, {
        action: 'downloaded',
        inboxRequestId: found.inboxId,
        subject: found.requestId,
        kind: found.kind,
        detail: { fileId, type: found.file.type, disposition: 'attachment', endpointId },
      });
      return found.file;
    });
    if (!file) return c.json(GONE, 404);
    c.header('Content-Type', 'application/octet-stream');
    c.header('Content-Disposition', contentDisposition('attachment', file.name));
    return c.body(new Uint8Array(cipher.decryptBytes(file.content)));
  });
}
