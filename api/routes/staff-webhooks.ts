/**
 * `/api/staff/webhooks`: the owners' webhook endpoints, mounted behind every gate of the staff API and the owner role
 * (api/routes/staff.ts). An endpoint's secret is answered once, when it is made or rotated. An endpoint set by
 * WEBHOOK_ENDPOINTS is listed, its log read and its events sent again, but it is changed only in the configuration.
 */
import { Hono, type Context } from 'hono';
import { compileShared } from '../../schemas/ajv';
import {
  endpointCreateSchema,
  endpointUpdateSchema,
  replaySchema,
  rotateSchema,
  type EndpointInputBody,
  type SecretRotatedView,
} from '../../schemas/staff-api';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { WEBHOOK_TEST_EVENT } from '../db/schema';
import type { AppDeps } from '../deps';
import { isUuid, readJsonBody } from '../http/json-body';
import { endpointUrlProblem } from '../webhooks/webhook-sender';
import {
  createEndpoint,
  deleteEndpoint,
  endpointExists,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  type EndpointResult,
} from '../webhooks/webhook-endpoints';
import { queueWebhookEvent } from '../webhooks/webhook-events';
import { deliveryLog, redeliver, replayFailed } from '../webhooks/webhook-store';
import { ownersOnly } from '../staff/staff-session';

const NOT_FOUND = { error: 'not_found', message: 'There is no such webhook endpoint.' } as const;
const CONFIGURED = { error: 'configured', message: 'This endpoint is set by WEBHOOK_ENDPOINTS: change it in the configuration.' } as const;

export function createStaffWebhookRoutes(deps: AppDeps): Hono {
  const { database, cipher, env } = deps;
  const db = database.db;
  const validate = {
    create: compileShared<EndpointInputBody>(endpointCreateSchema),
    update: compileShared<Partial<EndpointInputBody> & { enabled?: boolean }>(endpointUpdateSchema),
    rotate: compileShared<{ graceHours?: number }>(rotateSchema),
    replay: compileShared<{ since: string }>(replaySchema),
  };
  const actor = (c: Context): AuditActor => ({ id: c.get('staff').id, name: c.get('staff').name });
  const urlError = (url: string | undefined) => {
    const problem = url === undefined ? null : endpointUrlProblem(url, env.WEBHOOK_ALLOW_PRIVATE_NETWORKS);
    return problem ? { error: 'validation_failed', errors: [{ path: '/url', message: problem }] } : null;
  };
  const refused = (c: Context, result: Exclude<EndpointResult, { ok: true }>) =>
    result.reason === 'not_found' ? c.json(NOT_FOUND, 404) : c.json(CONFIGURED, 409);

  const app = new Hono();
  app.use('*', ownersOnly());

  app.get('/', async (c) => c.json(await listEndpoints(db)));

  app.post('/', async (c) => {
    const body = await readJsonBody(c, validate.create);
    if (!body.ok) return body.response;
    const problem = urlError(body.value.url);
    if (problem) return c.json(problem, 400);
    const created = await createEndpoint(db, cipher, body.value);
    await recordAudit(db, actor(c), { action: 'webhook', subject: created.id, detail: { change: 'added', url: body.value.url, events: body.value.events, includeSensitive: body.value.includeSensitive ?? false } });
    return c.json(created, 201);
  });

  app.patch('/:id', async (c) => {
    const body = await readJsonBody(c, validate.update);
    if (!body.ok) return body.response;
    const problem = urlError(body.value.url);
    if (problem) return c.json(problem, 400);
    const result = await updateEndpoint(db, c.req.param('id'), body.value);
    if (!result.ok) return refused(c, result);
    await recordAudit(db, actor(c), { action: 'webhook', subject: c.req.param('id'), detail: { change: 'changed', ...body.value } });
    // Turned on again, its pending deliveries are due.
    if (body.value.enabled) deps.webhooks?.queued();
    return c.json((await listEndpoints(db)).find((endpoint) => endpoint.id === c.req.param('id')));
  });

  app.delete('/:id', async (c) => {
    const result = await deleteEndpoint(db, c.req.param('id'));
    if (!result.ok) return refused(c, result);
    await recordAudit(db, actor(c), { action: 'webhook', subject: c.req.param('id'), detail: { change: 'removed' } });
    return c.body(null, 204);
  });

  app.post('/:id/rotate', async (c) => {
    const body = await readJsonBody(c, validate.rotate);
    if (!body.ok) return body.response;
    const result = await rotateSecret(db, cipher, c.req.param('id'), body.value.graceHours);
    if (!result.ok) return refused(c, result);
    await recordAudit(db, actor(c), { action: 'webhook', subject: c.req.param('id'), detail: { change: 'secret rotated', graceHours: body.value.graceHours ?? null } });
    return c.json({ secret: result.secret, previousSecretUntil: result.previousUntil.toISOString() } satisfies SecretRotatedView);
  });

  app.post('/:id/test', async (c) => {
    const id = c.req.param('id');
    if (!(await endpointExists(db, id))) return c.json(NOT_FOUND, 404);
    const now = new Date();
    const eventId = await queueWebhookEvent(db, cipher, {
      type: WEBHOOK_TEST_EVENT,
      request: { id, requestId: null, kind: 'test', wizardId: null, schemaVersion: null, receivedAt: now, status: 'test' },
      extra: { message: 'A test event from the staff inbox: nothing else happened.' },
      endpointId: id,
    });
    deps.webhooks?.queued();
    return c.json({ eventId }, 202);
  });

  app.get('/:id/deliveries', async (c) => {
    const id = c.req.param('id');
    if (!(await endpointExists(db, id))) return c.json(NOT_FOUND, 404);
    const before = c.req.query('before');
    if (before !== undefined && Number.isNaN(Date.parse(before))) {
      return c.json({ error: 'invalid_query', errors: [{ path: 'before', message: 'Give the time as ISO 8601.' }] }, 400);
    }
    return c.json(await deliveryLog(db, id, { before: before === undefined ? undefined : new Date(before) }));
  });

  app.post('/:id/deliveries/:deliveryId/redeliver', async (c) => {
    if (!isUuid(c.req.param('id')) || !isUuid(c.req.param('deliveryId')) || !(await redeliver(db, c.req.param('id'), c.req.param('deliveryId')))) return c.json({ error: 'not_found', message: 'There is no such delivery.' }, 404);
    deps.webhooks?.queued();
    return c.body(null, 202);
  });

  app.post('/:id/replay', async (c) => {
    const id = c.req.param('id');
    const body = await readJsonBody(c, validate.replay);
    if (!body.ok) return body.response;
    if (!(await endpointExists(db, id))) return c.json(NOT_FOUND, 404);
    const replayed = await replayFailed(db, id, new Date(body.value.since));
    if (replayed > 0) deps.webhooks?.queued();
    return c.json({ replayed });
  });

  return app;
}
