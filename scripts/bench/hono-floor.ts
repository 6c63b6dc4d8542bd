/**
 * The benchmark's floor: the API's own validation handler for POST /api/forms/auto-quote/validate (the same
 * `validateHandler` and wizard form the API mounts) on bare Hono and @hono/node-server, with none of the API's
 * layers (security headers, request id and log, body rules, rate limits, the count of requests in progress).
 * `bench:api` compares the API's validation to it: the ratio is what the layers cost. Never shipped; started with
 * PORT and HOST in its environment.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { validateHandler } from '../../api/routes/submission-handlers';
import { loadEnv } from '../../api/env';
import { wizardForm } from '../../api/submissions/wizard-form';
import { loadWizardRegistry } from '../../api/wizards/registry';
import { createDataCipher, DEVELOPMENT_KEY } from '../../api/privacy/data-cipher';

const wizard = loadWizardRegistry().get('auto-quote');
if (!wizard) throw new Error('forms/auto-quote is missing');

const app = new Hono();
// The form's store settings are never used: validation stores nothing.
const form = wizardForm(wizard, { env: loadEnv({ DATA_DIR: ':memory:' }), cipher: createDataCipher([DEVELOPMENT_KEY]) });
app.post('/api/forms/auto-quote/validate', validateHandler(form));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3200), hostname: process.env.HOST ?? '127.0.0.1' });

const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
