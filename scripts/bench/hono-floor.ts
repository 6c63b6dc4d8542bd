/**
 * The benchmark's second reference: the validation the Fastify reference serves (scripts/bench/fastify-reference.ts),
 * the same handler on bare Hono and @hono/node-server, the framework and adapter the API is built on, with none of
 * the API's layers (security headers, request id and log, body rules, rate limits, the count of requests in
 * progress). It is what any API on this stack would pay before its first layer, so `bench:api` prints where the
 * framework itself stands against Fastify beside where the API stands. Never shipped; started like the Fastify
 * reference, with PORT and HOST in its environment.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readJsonBody } from '../../api/http/read-json';
import { checkPayload } from '../../api/routes/submit';
import { loadWizardRegistry } from '../../api/wizards/registry';

const wizard = loadWizardRegistry().get('auto-quote');
if (!wizard) throw new Error('forms/auto-quote is missing');

const app = new Hono();
app.post('/api/forms/auto-quote/validate', async (c) => {
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  const checked = checkPayload(wizard, body.value);
  return c.json(checked.valid ? { valid: true } : { valid: false, errors: checked.errors });
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3200), hostname: process.env.HOST ?? '127.0.0.1' });

const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
