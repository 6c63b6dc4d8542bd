/**
 * The benchmark's reference point: a minimal Fastify app answering POST /api/forms/auto-quote/validate exactly like
 * the API does, from the same bundled schema compiled with the same Ajv configuration and the same error mapping.
 * It is never shipped; `npm run bench:api` starts it like the API, with PORT and HOST in its environment.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { createAjv } from '../../schemas/ajv';
import { bundleSchema, type JsonSchema } from '../../schemas/bundle';
import { toFieldErrors } from '../../schemas/field-errors';

const FORMS_DIR = join(import.meta.dirname, '..', '..', 'forms');

const schema: JsonSchema = JSON.parse(readFileSync(join(FORMS_DIR, 'auto-quote', 'schema.json'), 'utf8'));
const validate = createAjv().compile(bundleSchema(schema));

const app = Fastify({ logger: false });
app.post('/api/forms/auto-quote/validate', async (request) =>
  validate(request.body) ? { valid: true } : { valid: false, errors: toFieldErrors(validate.errors) },
);

await app.listen({ port: Number(process.env.PORT ?? 3100), host: process.env.HOST ?? '127.0.0.1' });

const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
