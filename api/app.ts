/** The HTTP application: one sub-app per resource, composed here. Building it has no side effect (no listening). */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from './deps';
import { bodySizeLimit } from './http/body-size-limit';
import { createRateLimit } from './http/rate-limit';
import { createAliasRoutes } from './routes/aliases';
import { createCaptchaRoutes } from './routes/captcha';
import { createContactRoutes } from './routes/contact';
import { createDevRoutes } from './routes/dev';
import { createFormsRoutes } from './routes/forms';
import { createHealthRoutes } from './routes/health';
import { createNewsletterRoutes } from './routes/newsletter';
import { createOpenApiRoutes } from './routes/openapi';
import { createStaticSiteRoutes } from './routes/static-site';
import { createSubmitHandler } from './routes/submit';
import { createVehicleRoutes } from './routes/vehicles';
import { MAX_FILE_BYTES, MAX_FILES } from './uploads/check-uploads';

/**
 * Ten files of 2 MB, base64-encoded (4/3), plus room for the form fields. Anything bigger cannot be a valid
 * payload, so it is refused before it is buffered.
 */
export const MAX_BODY_BYTES = Math.ceil((MAX_FILES * MAX_FILE_BYTES * 4) / 3) + 1024 * 1024;

const NOT_FOUND = { error: 'not_found', message: 'There is nothing at this address.' } as const;

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();

  app.use(
    '/api/*',
    bodySizeLimit(MAX_BODY_BYTES, (c) => c.json({ error: 'payload_too_large', message: 'The request is too large.' }, 413)),
  );

  const submit = createSubmitHandler(deps);
  const rateLimit = createRateLimit({
    limit: deps.env.RATE_LIMIT_PER_MINUTE,
    windowMs: 60_000,
    trustProxy: deps.env.TRUST_PROXY,
  });

  app.route('/api/health', createHealthRoutes(deps));
  app.route('/api/forms', createFormsRoutes(deps, submit, rateLimit));
  app.route('/api/captcha', createCaptchaRoutes(deps));
  app.route('/api/vehicles', createVehicleRoutes(deps));
  app.route('/api/newsletter', createNewsletterRoutes(deps, rateLimit));
  app.route('/api/contact', createContactRoutes(deps, rateLimit));
  app.route('/api', createOpenApiRoutes(deps));
  app.route('/', createAliasRoutes(deps, submit, rateLimit));

  // The outbox viewer and the e-mail preview show visitors' data: development only, and a 404 (not the site's
  // index page) everywhere else.
  if (deps.env.NODE_ENV === 'development') app.route('/dev', createDevRoutes(deps));
  else app.all('/dev/*', (c) => c.json(NOT_FOUND, 404));

  // Last, so that every API route is matched before the site's catch-all.
  if (deps.staticDir !== undefined) app.route('/', createStaticSiteRoutes(deps.staticDir));

  app.notFound((c) => c.json(NOT_FOUND, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    deps.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ error: 'internal_error' }, 500);
  });
  return app;
}
