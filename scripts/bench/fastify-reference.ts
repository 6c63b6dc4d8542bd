/**
 * The benchmark's reference point: a minimal Fastify app answering POST /api/forms/auto-quote/validate exactly like
 * the API does, with the same validation: the same bounds on the body's shape, the same wizard schema compiled with
 * the same Ajv configuration, the same storable-text and attachment checks and the same error mapping (checkPayload,
 * from the same wizard registry). What differs is only what serves it: Fastify (its own JSON body parsing and
 * routing, no middleware) instead of the API's Hono app with its security headers, request log and body rules.
 * It is never shipped; `npm run bench:api` starts it like the API, with PORT and HOST in its environment.
 */
import Fastify from 'fastify';
import { jsonShapeError } from '../../api/http/read-json';
import { checkPayload } from '../../api/routes/submit';
import { loadWizardRegistry } from '../../api/wizards/registry';

const wizard = loadWizardRegistry().get('auto-quote');
if (!wizard) throw new Error('forms/auto-quote is missing');

const app = Fastify({ logger: false });
app.post('/api/forms/auto-quote/validate', async (request, reply) => {
  const tooComplex = jsonShapeError(request.body);
  if (tooComplex) return reply.code(400).send(tooComplex);
  const checked = checkPayload(wizard, request.body);
  return checked.valid ? { valid: true } : { valid: false, errors: checked.errors };
});

await app.listen({ port: Number(process.env.PORT ?? 3100), host: process.env.HOST ?? '127.0.0.1' });

const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
