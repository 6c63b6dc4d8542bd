/** The HTTP application: one sub-app per resource, composed here. Building it has no side effect (no listening). */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from './db/database';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { createRateLimit, type RateLimitFamily } from './http/rate-limit';
import { allowedMethodsOf, methodNotAllowed } from './http/method-not-allowed';
import { requestBodyRules } from './http/request-body';
import { securityHeaders } from './http/security-headers';
import { requestLog } from './http/request-log';
import { unavailable } from './http/unavailable';
import { createAliasRoutes } from './routes/aliases';
import { API_DOCS_PATH, createApiDocsRoutes } from './routes/api-docs';
import { CAPTCHA_PATH, createCaptchaRoutes } from './routes/captcha';
import { createDevRoutes } from './routes/dev';
import { createDraftRoutes, DRAFTS_PATH } from './routes/drafts';
import { createEventRoutes } from './routes/events';
import { createFormsRoutes, FORMS_PATH } from './routes/forms';
import { createHealthRoutes, HEALTH_PATH } from './routes/health';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { createOpenApiRoutes } from './routes/openapi';
import { CONTACT_PATH, createSiteFormRoutes, NEWSLETTER_PATH } from './routes/site-forms';
import { createStaffRoutes } from './routes/staff';
import { createStaffSiteRoutes } from './routes/staff-site';
import { createStaticSiteRoutes } from './routes/static-site';
import { STAFF_API_PATH, STAFF_PATH } from './staff/staff-paths';
import { createStaffAuth } from './staff/staff-auth';
import { createWebhookFileRoutes } from './routes/webhook-files';
import { fileLinkSigner } from './webhooks/file-links';
import { submitHandler, validateHandler } from './routes/submission-handlers';
import { createVehicleRoutes, VEHICLES_PATH } from './routes/vehicles';
import { createZipCodeRoutes, ZIP_CODES_PATH } from './routes/zip-codes';
import { draftForm } from './drafts/draft-form';
import { contactForm } from './submissions/contact-form';
import { newsletterForm } from './submissions/newsletter-form';
import { createSubmissionService, type SubmissionForm } from './submissions/submission-service';
import { wizardForm } from './submissions/wizard-form';
import { MAX_FILE_BYTES, MAX_FILES } from './uploads/check-uploads';

/**
 * Ten files of 2 MB, base64-encoded (4/3), plus room for the form fields. Anything bigger cannot be a valid
 * payload, so it is refused before it is buffered.
 */
export const MAX_BODY_BYTES = Math.ceil((MAX_FILES * MAX_FILE_BYTES * 4) / 3) + 1024 * 1024;

const NOT_FOUND = { error: 'not_found', message: 'There is nothing at this address.' } as const;

/**
 * A wizard whose schema holds no file: even a payload at every maximum fits. Limits are per endpoint, so no endpoint
 * can be sent megabytes; whether a schema can hold a file is read from it by the attachment finder.
 */
export const WIZARD_MAX_BODY_BYTES = 256 * 1024;

/** The newsletter signup: an address (at most 254 characters) and the captcha token, under 2 KB. */
export const NEWSLETTER_MAX_BODY_BYTES = 4 * 1024;

/** A contact message of 5,000 characters takes up to 15 KB in UTF-8; with name, address, phone and token, under 17 KB. */
export const CONTACT_MAX_BODY_BYTES = 24 * 1024;

/** Any other API path reads no body. */
export const OTHER_MAX_BODY_BYTES = 4 * 1024;

/** A funnel report: at most 50 events, each a step id, a few field pointers and a number. */
export const EVENTS_MAX_BODY_BYTES = 16 * 1024;

/** The staff API's bodies: a note of 5,000 characters (up to 15 KB in UTF-8) is the largest. */
export const STAFF_MAX_BODY_BYTES = 32 * 1024;

/** Requests per client per window of each family (0: not limited), as the environment sets them. */
function rateLimitsOf(env: Env): Record<RateLimitFamily, number> {
  return {
    submissions: env.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
    'site-forms': env.RATE_LIMIT_SITE_FORMS_PER_MINUTE,
    validation: env.RATE_LIMIT_VALIDATION_PER_MINUTE,
    captcha: env.RATE_LIMIT_CAPTCHA_PER_MINUTE,
    vehicles: env.RATE_LIMIT_VEHICLES_PER_MINUTE,
    drafts: env.RATE_LIMIT_DRAFTS_PER_MINUTE,
  };
}

/** The exact origins of CORS_ORIGINS; none when it is unset. */
export function corsOrigins(env: Pick<Env, 'CORS_ORIGINS'>): string[] {
  return (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

export function createApp(deps: AppDeps): Hono {
  const { env, registry } = deps;
  const app = new Hono();

  // First, so that every answer carries them: pages, API answers, 404s, 413s, 429s and errors.
  app.use('*', securityHeaders({ https: env.PUBLIC_URL.startsWith('https://') }));
  // One line per API request (never its payload), 413s, 415s and 429s included.
  app.use('/api/*', requestLog(deps.log));

  // Closed unless CORS_ORIGINS names origins: a preflight is answered, but without Access-Control-Allow-Origin, so
  // the browser refuses the call. Closed, no CORS middleware runs at all (it would add Vary to every answer).
  const allowedOrigins = corsOrigins(env);
  if (allowedOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
        allowMethods: ['GET', 'POST'],
        allowHeaders: ['Content-Type', 'Idempotency-Key'],
        maxAge: 600,
      }),
    );
  } else {
    app.options('/api/*', (c) => c.body(null, 204));
  }

  // Body limits per endpoint, from each wizard's schema: a wizard that can hold files gets room for ten of them.
  const jsonEndpoints = new Map<string, number>([
    [NEWSLETTER_PATH, NEWSLETTER_MAX_BODY_BYTES],
    [CONTACT_PATH, CONTACT_MAX_BODY_BYTES],
    // A draft may hold the files of any wizard.
    [DRAFTS_PATH, MAX_BODY_BYTES],
    ['/api/events', EVENTS_MAX_BODY_BYTES],
  ]);
  for (const wizard of registry.list()) {
    const maxBytes = wizard.findAttachments.acceptsFiles ? MAX_BODY_BYTES : WIZARD_MAX_BODY_BYTES;
    for (const path of [`${FORMS_PATH}/${wizard.id}`, `${FORMS_PATH}/${wizard.id}/validate`, wizard.ui.endpoint]) {
      jsonEndpoints.set(path, maxBytes);
    }
  }
  const jsonPrefixes = new Map([[`${STAFF_API_PATH}/`, STAFF_MAX_BODY_BYTES]]);
  app.use('/api/*', requestBodyRules({ jsonEndpoints, jsonPrefixes, otherMaxBytes: OTHER_MAX_BODY_BYTES }));

  const rateLimits = rateLimitsOf(env);
  const rateLimit = (family: RateLimitFamily) =>
    createRateLimit({
      db: deps.database.db,
      log: deps.log,
      family,
      limit: rateLimits[family],
      trustProxy: env.TRUST_PROXY,
    });
  const submissionsLimit = rateLimit('submissions');
  const siteFormsLimit = rateLimit('site-forms');

  // Every wizard, the contact form and the newsletter signup go through the one submission service.
  const submissions = createSubmissionService(deps);
  const submit = <T>(form: SubmissionForm<T>) => submitHandler(submissions, form, env.TRUST_PROXY);
  const wizardHandlers = new Map(
    registry.list().map((wizard) => {
      const form = wizardForm(wizard, deps);
      return [wizard.id, { submit: submit(form), validate: validateHandler(form) }];
    }),
  );

  // Each module of the public API describes its own routes for the OpenAPI document, which lists them in the order
  // they are mounted here (api/openapi/openapi-document.ts).
  app.route(HEALTH_PATH, createHealthRoutes(deps));
  app.route(FORMS_PATH, createFormsRoutes(deps, wizardHandlers, { submissions: submissionsLimit, validation: rateLimit('validation') }));
  app.route(DRAFTS_PATH, createDraftRoutes(deps, submit(draftForm(deps)), rateLimit('drafts')));
  app.route(CAPTCHA_PATH, createCaptchaRoutes(deps, rateLimit('captcha')));
  app.route(VEHICLES_PATH, createVehicleRoutes(deps, rateLimit('vehicles')));
  app.route(ZIP_CODES_PATH, createZipCodeRoutes());
  app.route('/', createSiteFormRoutes({ newsletter: submit(newsletterForm(deps)), contact: submit(contactForm(deps)) }, siteFormsLimit));
  app.route('/api/events', createEventRoutes(deps));
  const openApiOptions = { serverUrl: env.PUBLIC_URL, bodyLimits: jsonEndpoints, rateLimits };
  app.route('/', createOpenApiRoutes((now) => buildOpenApiDocument(registry, { ...openApiOptions, now })));
  app.route(API_DOCS_PATH, createApiDocsRoutes());
  app.route(STAFF_API_PATH, createStaffRoutes(deps, createStaffAuth({ env, database: deps.database, secret: deps.staffAuthSecret })));
  app.route('/api/webhooks', createWebhookFileRoutes(deps, fileLinkSigner(deps.staffAuthSecret, env.PUBLIC_URL)));
  app.route('/', createAliasRoutes(deps, wizardHandlers, submissionsLimit));

  // The outbox viewer and the e-mail preview show visitors' data: development only, and a 404 (not the site's
  // index page) everywhere else.
  if (deps.env.NODE_ENV === 'development') app.route('/dev', createDevRoutes(deps));
  else app.all('/dev/*', (c) => c.json(NOT_FOUND, 404));

  // Last, so that every API route is matched before the site's catch-all; the staff pages first of the site's.
  if (deps.staticDir !== undefined) {
    app.route(STAFF_PATH, createStaffSiteRoutes(deps.staticDir));
    app.route('/', createStaticSiteRoutes(deps.staticDir));
  }

  // A known API path with another method is a 405 naming the methods it takes; any other path a 404.
  const allowedMethods = allowedMethodsOf(app);
  app.notFound((c) => {
    const allowed = c.req.path.startsWith('/api/') ? allowedMethods(c.req.path) : [];
    return allowed.length > 0 ? methodNotAllowed(c, allowed) : c.json(NOT_FOUND, 404);
  });
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    // A client that goes away while its body is being read is not a fault of the server; nobody reads the answer.
    if (isClientAbort(error)) {
      deps.log.info('client closed the connection before its request was read', { requestId: c.get('requestId') });
      return c.json({ error: 'client_closed_request', message: 'The request was not received whole.' }, 400);
    }
    // An unreachable or stuck database is not a fault of the request: the client is told to come back.
    if (isDatabaseUnavailable(error)) {
      deps.log.warn('database unavailable: answered 503', { requestId: c.get('requestId'), method: c.req.method, error });
      return unavailable(c);
    }
    // The route pattern, not the path (it may carry a VIN); the error without the data it was about (api/logger.ts).
    deps.log.error('unhandled error', { requestId: c.get('requestId'), method: c.req.method, error });
    return c.json({ error: 'internal_error' }, 500);
  });
  return app;
}

function isClientAbort(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ECONNRESET' && error.message === 'aborted';
}
