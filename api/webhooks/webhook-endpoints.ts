/**
 * The webhook endpoints as owners manage them in the inbox, and as WEBHOOK_ENDPOINTS sets them: an address, the event
 * types it wants, whether it gets the sensitive fields, and its secret (`whsec_` and 24 random bytes, base64), shown once
 * when made or rotated and stored encrypted. A rotation keeps the old secret signing beside the new one for a grace
 * period, so a receiver can move to the new one without missing a delivery.
 */
import { isUuid } from '../http/json-body';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { webhookDeliveries, webhookEndpoints, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../db/schema';
import type { DataCipher } from '../privacy/data-cipher';
import { compileShared } from '../../schemas/ajv';
import { DEFAULT_GRACE_HOURS, type EndpointCreatedView, type EndpointView } from '../../schemas/staff-api';

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export async function listEndpoints(db: Db): Promise<EndpointView[]> {
  const endpoints = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  if (endpoints.length === 0) return [];
  const stats = await db
    .select({
      endpointId: webhookDeliveries.endpointId,
      pending: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed')::int`,
      lastDeliveredAt: max(webhookDeliveries.deliveredAt),
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpoints.map((endpoint) => endpoint.id)))
    .groupBy(webhookDeliveries.endpointId);
  const statsOf = new Map(stats.map((row) => [row.endpointId, row]));
  return endpoints.map((endpoint) => {
    const stat = statsOf.get(endpoint.id);
    const graceLasts = endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date();
    return {
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      includeSensitive: endpoint.includeSensitive,
      enabled: endpoint.enabled,
      disabledReason: endpoint.disabledReason,
      configured: endpoint.configured,
      previousSecretUntil: graceLasts ? (endpoint.previousSecretExpiresAt?.toISOString() ?? null) : null,
      createdAt: endpoint.createdAt.toISOString(),
      deliveries: {
        pending: Number(stat?.pending ?? 0),
        failed: Number(stat?.failed ?? 0),
        lastDeliveredAt: stat?.lastDeliveredAt ? new Date(stat.lastDeliveredAt).toISOString() : null,
      },
    };
  });
}

export interface EndpointInput {
  url: string;
  description?: string;
  events: WebhookEventType[];
  includeSensitive?: boolean;
}

/** Makes an endpoint; answers it and its secret, which is never shown again. */
export async function createEndpoint(db: Db, cipher: DataCipher, input: EndpointInput): Promise<EndpointCreatedView> {
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: input.url,
      description: input.description ?? '',
      events: [...new Set(input.events)],
      includeSensitive: input.includeSensitive ?? false,
      secret: cipher.encryptText(secret),
    })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error('the endpoint insert returned no row');
  return { id: row.id, secret };
}

export type EndpointChange = Partial<EndpointInput> & { enabled?: boolean };

export type EndpointResult = { ok: true } | { ok: false; reason: 'not_found' | 'configured' };

async function editable(db: Db, id: string): Promise<EndpointResult> {
  if (!isUuid(id)) return { ok: false, reason: 'not_found' };
  const [row] = await db.select({ configured: webhookEndpoints.configured }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) return { ok: false, reason: 'not_found' };
  return row.configured ? { ok: false, reason: 'configured' } : { ok: true };
}

export async function updateEndpoint(db: Db, id: string, change: EndpointChange): Promise<EndpointResult> {
  const check = await editable(db, id);
  if (!check.ok) return check;
  await db
    .update(webhookEndpoints)
    .set({
      ...(change.url !== undefined ? { url: change.url } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.events !== undefined ? { events: [...new Set(change.events)] } : {}),
      ...(change.includeSensitive !== undefined ? { includeSensitive: change.includeSensitive } : {}),
      // Turning an endpoint on again clears why the server turned it off.
      ...(change.enabled !== undefined ? { enabled: change.enabled, disabledReason: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(webhookEndpoints.id, id));
  return { ok: true };
}

export async function deleteEndpoint(db: Db, id: string): Promise<EndpointResult> {
  const check = await editable(db, id);
  if (!check.ok) return check;
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return { ok: true };
}

/** A new secret; the old one goes on signing beside it for `graceHours`. */
export async function rotateSecret(db: Db, cipher: DataCipher, id: string, graceHours: number = DEFAULT_GRACE_HOURS): Promise<{ ok: true; secret: string; previousUntil: Date } | { ok: false; reason: 'not_found' | 'configured' }> {
  const check = await editable(db, id);
  if (!check.ok) return check;
  const secret = newWebhookSecret();
  const previousUntil = new Date(Date.now() + graceHours * 3_600_000);
  await db
    .update(webhookEndpoints)
    .set({ previousSecret: sql`${webhookEndpoints.secret}`, previousSecretExpiresAt: previousUntil, secret: cipher.encryptText(secret), updatedAt: sql`now()` })
    .where(eq(webhookEndpoints.id, id));
  return { ok: true, secret, previousUntil };
}

export async function endpointExists(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.select({ count: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return (row?.count ?? 0) > 0;
}

/** WEBHOOK_ENDPOINTS: a JSON array of endpoints. */
const configSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['url', 'secret'],
    properties: {
      url: { type: 'string', minLength: 1 },
      secret: { type: 'string', pattern: '^whsec_[A-Za-z0-9+/]{24,}={0,2}$' },
      description: { type: 'string' },
      events: { type: 'array', minItems: 1, items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] } },
      includeSensitive: { type: 'boolean' },
    },
  },
} as const;

export interface ConfiguredEndpoint {
  url: string;
  secret: string;
  description?: string;
  events?: WebhookEventType[];
  includeSensitive?: boolean;
}

export class WebhookConfigError extends Error {
  constructor(message: string) {
    super(`WEBHOOK_ENDPOINTS ${message}`);
    this.name = 'WebhookConfigError';
  }
}

const validConfig = compileShared<ConfiguredEndpoint[]>(configSchema);

/** Reads WEBHOOK_ENDPOINTS; `urlProblem` is the check every endpoint's address passes. */
export function parseConfiguredEndpoints(text: string | undefined, urlProblem: (url: string) => string | null): ConfiguredEndpoint[] {
  if (text === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WebhookConfigError('is not JSON: write an array such as [{"url":"https://...","secret":"whsec_..."}]');
  }
  if (!validConfig(value)) {
    const [error] = validConfig.errors ?? [];
    throw new WebhookConfigError(`is not a list of endpoints: ${error?.instancePath || '/'} ${error?.message ?? 'is invalid'}`);
  }
  for (const endpoint of value) {
    const problem = urlProblem(endpoint.url);
    if (problem) throw new WebhookConfigError(`names ${endpoint.url}: ${problem}`);
  }
  return value;
}

/** Makes the configured endpoints the database's: each added or brought up to date, those no longer listed removed. */
export async function syncConfiguredEndpoints(db: Db, cipher: DataCipher, endpoints: readonly ConfiguredEndpoint[]): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: webhookEndpoints.id, url: webhookEndpoints.url }).from(webhookEndpoints).where(eq(webhookEndpoints.configured, true));
    const listed = new Set(endpoints.map((endpoint) => endpoint.url));
    const gone = existing.filter((row) => !listed.has(row.url)).map((row) => row.id);
    if (gone.length > 0) await tx.delete(webhookEndpoints).where(inArray(webhookEndpoints.id, gone));
    for (const endpoint of endpoints) {
      const values = {
        url: endpoint.url,
        description: endpoint.description ?? 'Set by WEBHOOK_ENDPOINTS',
        events: [...(endpoint.events ?? WEBHOOK_EVENT_TYPES)],
        includeSensitive: endpoint.includeSensitive ?? false,
        secret: cipher.encryptText(endpoint.secret),
        configured: true,
      };
      const match = existing.find((row) => row.url === endpoint.url);
      if (match) await tx.update(webhookEndpoints).set({ ...values, updatedAt: sql`now()` }).where(and(eq(webhookEndpoints.id, match.id), eq(webhookEndpoints.configured, true)));
      else await tx.insert(webhookEndpoints).values(values);
    }
  });
}
