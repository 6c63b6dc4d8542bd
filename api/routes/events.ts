/**
 * `POST /api/events`: the wizards' funnel reports, sent by the browser with `navigator.sendBeacon` (src/wizard/
 * funnel-reporter.ts). 204 once counted (written within a second, api/funnel/funnel-counter.ts), 400 for a report that
 * is malformed or names what the wizard does not have, 429 past the limit. A browser that asks not to be tracked (`Sec-GPC: 1`, Global Privacy Control) sends no report; one
 * that arrives with that header anyway counts nothing.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { checkReport, validReport } from '../funnel/funnel-events';
import { memoryRateLimit } from '../http/memory-rate-limit';
import { readJsonBody } from '../http/json-body';

export function createEventRoutes({ funnel, registry, env }: Pick<AppDeps, 'funnel' | 'registry' | 'env'>): Hono {
  const limit = memoryRateLimit({ limit: env.RATE_LIMIT_EVENTS_PER_MINUTE, trustProxy: env.TRUST_PROXY });
  return new Hono().post('/', limit, async (c) => {
    if (c.req.header('sec-gpc') === '1') return c.body(null, 204);
    const body = await readJsonBody(c, validReport);
    if (!body.ok) return body.response;
    const checked = checkReport(registry, body.value);
    if (!checked.ok) return c.json({ error: 'validation_failed', errors: checked.errors }, 400);
    funnel.add(checked.wizard.id, body.value.schemaVersion, checked.rows);
    return c.body(null, 204);
  });
}
