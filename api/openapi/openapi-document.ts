/**
 * The OpenAPI 3.1 description of the API, put together from the descriptions the route modules give of their own
 * routes (`describe...Routes` in api/routes/) and generated from the wizard registry: each wizard contributes its
 * paths and its schema, so a new folder in forms/ appears here with nothing written by hand.
 *
 * It is written for code generators: every shared definition is its own entry of `components/schemas` (no pointer
 * into a schema's `definitions`), every request and answer is typed, and the payload schemas are the published ones
 * (schemas/portable-schema.ts), which a stock Ajv compiles. The limits the server applies (body sizes, JSON shape,
 * rate limits) are read from the running configuration, so the document states what this server does.
 */
import { agency } from '../../config/agency';
import { isRecord } from '../../json/json-value';
import type { JsonSchema } from '../../schemas/bundle';
import commonSchema from '../../schemas/common.schema.json' with { type: 'json' };
import { portableSchema } from '../../schemas/portable-schema';
import { contactSchema, newsletterSchema } from '../../schemas/site-form-schemas';
import { fileSizeText } from '../../text/file-size';
import { RATE_LIMIT_WINDOW_SECONDS, type RateLimitFamily } from '../http/rate-limit';
import { describeAliasRoutes } from '../routes/aliases';
import { describeCaptchaRoutes } from '../routes/captcha';
import { describeDraftRoutes } from '../routes/drafts';
import { describeFormsRoutes } from '../routes/forms';
import { describeHealthRoutes } from '../routes/health';
import { describeOpenApiRoutes } from '../routes/openapi';
import { describeSiteFormRoutes } from '../routes/site-forms';
import { describeVehicleRoutes } from '../routes/vehicles';
import { describeZipCodeRoutes } from '../routes/zip-codes';
import { IDEMPOTENCY_KEY_HOURS } from '../submissions/idempotency';
import { MAX_JSON_ARRAY_ITEMS, MAX_JSON_DEPTH, MAX_JSON_VALUES } from '../submissions/json-shape';
import type { WizardRegistry } from '../wizards/registry';
import { CACHE_HEADERS, HTTP_HEADERS, HTTP_RESPONSES, IDEMPOTENCY_KEY_PARAMETER } from './http-fragments';
import { errorBody, jsonContent, ref, responseRef, type Json } from './openapi-parts';
import type { DescribeContext, DescribeRoutes, PathItems } from './route-description';
import { webhookComponentSchemas, webhookOperations, webhookPayloadName, webhookPayloadSchema } from './webhook-operations';

export interface OpenApiOptions {
  /** PUBLIC_URL: the one server of the document. */
  serverUrl: string;
  /** The largest body of each path that reads JSON, in bytes (the app's body rules). */
  bodyLimits: ReadonlyMap<string, number>;
  /** Requests per client IP per window of each rate-limit family; 0 when the family is not limited. */
  rateLimits: Readonly<Record<RateLimitFamily, number>>;
  /** The date the payload schemas' date bounds are written for. */
  now?: Date;
}

/** The shared definitions keep their names; a schema's own definitions are prefixed with the schema's name. */
const SHARED_DEFINITIONS = new Set(Object.keys(commonSchema.definitions));

/** Keywords whose value maps names to schemas, and keywords whose value is data, not a schema. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'dependencies']);
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);

/** ajv-formats' date bounds, which OpenAPI's schema dialect lacks: in the document they are said in words. */
const DATE_BOUND_WORDS: Record<string, string> = { formatMinimum: 'not before', formatMaximum: 'not after' };

function dateBoundsText(node: Json): string {
  const bounds = Object.entries(DATE_BOUND_WORDS)
    .filter(([keyword]) => typeof node[keyword] === 'string')
    .map(([keyword, words]) => `${words} ${String(node[keyword])}`);
  return bounds.length === 0
    ? ''
    : `A date ${bounds.join(' and ')} (today's bound, written as ajv-formats' ${Object.keys(DATE_BOUND_WORDS).filter((keyword) => typeof node[keyword] === 'string').join(' and ')} in the schema GET /api/forms/{id}/schema serves).`;
}

/**
 * Adds a self-contained payload schema to `schemas` as `name`, with each of its definitions as an entry of its own,
 * and its references rewritten to point at those entries. `$id` and `$schema` are dropped: an `$id` would change the
 * base of the references, and the document says which dialect its schemas are. Date bounds become words in the
 * description (OpenAPI linters refuse ajv-formats' keywords); everything else is the published schema.
 */
function hoistSchema(schemas: Json, name: string, schema: JsonSchema): void {
  const definitions = isRecord(schema.definitions) ? schema.definitions : {};
  const entryOf = (definition: string) => (SHARED_DEFINITIONS.has(definition) ? definition : `${name}.${definition}`);
  const rewrite = (node: unknown, keysAreNames = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item));
    if (!isRecord(node)) return node;
    // `properties` and the like map names to schemas: a property may be called `$id` or `formatMinimum`.
    if (keysAreNames) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewrite(value)]));
    const out: Json = {};
    const bounds = dateBoundsText(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || key === '$schema' || key === 'definitions' || Object.hasOwn(DATE_BOUND_WORDS, key)) continue;
      if (key === '$ref' && typeof value === 'string') {
        const definition = /^#\/definitions\/([^/]+)$/.exec(value)?.[1];
        if (definition === undefined) throw new Error(`${name}: cannot hoist the reference ${value}`);
        out[key] = `#/components/schemas/${entryOf(definition)}`;
      } else {
        out[key] = DATA_KEYWORDS.has(key) ? value : rewrite(value, NAME_MAPS.has(key));
      }
    }
    if (bounds !== '') out.description = typeof out.description === 'string' ? `${out.description} ${bounds}` : bounds;
    return out;
  };
  const add = (entry: string, value: unknown) => {
    if (entry in schemas && JSON.stringify(schemas[entry]) !== JSON.stringify(value)) {
      throw new Error(`Two different schemas would be components/schemas/${entry}`);
    }
    schemas[entry] = value;
  };
  for (const [definition, value] of Object.entries(definitions)) add(entryOf(definition), rewrite(value));
  add(name, rewrite(schema));
}

/**
 * What the server checks that the published schemas cannot say: a client that validates offline with a stock Ajv
 * gets the server's verdict on every payload these do not touch.
 */
export const CHECKS_NOT_IN_SCHEMA = [
  {
    check: 'files',
    description:
      "Each attachment's content is decoded from base64 and its bytes checked: the decoded size at most 2 MB and equal to `size`, and the first bytes those of the declared `type` (JPEG, PNG, ZIP or PDF).",
    answer: '400 validation_failed, at the attachment',
  },
  {
    check: 'storable text',
    description:
      'Every string of the payload must be storable: no NUL character and no unpaired UTF-16 surrogate.',
    answer: '400 validation_failed, at the field',
  },
  {
    check: 'fields compared with each other',
    description:
      'Bounds read from another field of the payload, such as a trip end date not before its start date (a `$data` reference in the schema as written), are checked by the server only.',
    answer: '400 validation_failed, at the field',
  },
  {
    check: 'captcha',
    description:
      "`captchaToken` must be an unexpired solution of a challenge from GET /api/captcha/challenge, used once. Checked on submissions only, never by the validate operations.",
    answer: '403 captcha_failed',
  },
  {
    check: 'request size and shape',
    description: `The body's size limit of each operation (413), and a JSON shape no form can have: nesting deeper than ${MAX_JSON_DEPTH} levels, a list of more than ${MAX_JSON_ARRAY_ITEMS} items or more than ${MAX_JSON_VALUES} values in all (400 payload_too_complex).`,
    answer: '413 payload_too_large, 400 payload_too_complex',
  },
];

/**
 * Every route module of the public API, in the order api/app.ts mounts them, which is the order of `paths`. A route
 * the app serves and no description names fails tests/api/openapi-routes.test.ts, as does a description of a route
 * the app does not serve; the routes left out on purpose (staff, pages, development) are listed there.
 */
const ROUTE_DESCRIPTIONS: readonly DescribeRoutes[] = [
  describeHealthRoutes,
  describeFormsRoutes,
  describeDraftRoutes,
  describeCaptchaRoutes,
  describeVehicleRoutes,
  describeZipCodeRoutes,
  describeSiteFormRoutes,
  describeOpenApiRoutes,
  describeAliasRoutes,
];

function describeContext(registry: WizardRegistry, options: OpenApiOptions): DescribeContext {
  return {
    registry,
    now: options.now ?? new Date(),
    rateLimited(family: RateLimitFamily) {
      const limit = options.rateLimits[family];
      if (limit === 0) return { responses: {}, note: '' };
      return {
        responses: { 429: responseRef('RateLimited'), 503: responseRef('Unavailable') },
        note: ` At most ${limit} requests per client IP per ${RATE_LIMIT_WINDOW_SECONDS} seconds (the "${family}" limit), then 429.`,
      };
    },
    bodyLimitNote(path: string) {
      const limit = options.bodyLimits.get(path);
      if (limit === undefined) throw new Error(`No body limit is configured for ${path}`);
      return ` The body may be at most ${fileSizeText(limit)} (${limit} bytes).`;
    },
  };
}

/** The paths and the route modules' own schemas; two modules describing one operation or one schema is a mistake. */
function describeRoutes(context: DescribeContext): { paths: PathItems; schemas: Json } {
  const paths: PathItems = {};
  const schemas: Json = {};
  for (const describe of ROUTE_DESCRIPTIONS) {
    const description = describe(context);
    for (const [path, item] of Object.entries(description.paths)) {
      const known = (paths[path] ??= {});
      for (const method of Object.keys(item) as (keyof typeof item)[]) {
        if (known[method] !== undefined) throw new Error(`Two route modules describe ${method.toUpperCase()} ${path}`);
        known[method] = item[method];
      }
    }
    for (const [name, schema] of Object.entries(description.schemas ?? {})) {
      if (name in schemas) throw new Error(`Two route modules describe components/schemas/${name}`);
      schemas[name] = schema;
    }
  }
  return { paths, schemas };
}

/** The components every part of the document shares: the payload schemas, the refusals, the headers. */
function components(registry: WizardRegistry, now: Date, routeSchemas: Json): Json {
  const schemas: Json = {};
  for (const wizard of registry.list()) hoistSchema(schemas, wizard.id, portableSchema(wizard.schema, now));
  hoistSchema(schemas, 'Newsletter', portableSchema(newsletterSchema, now));
  hoistSchema(schemas, 'ContactMessage', portableSchema(contactSchema, now));
  for (const wizard of registry.list()) hoistSchema(schemas, webhookPayloadName(wizard), portableSchema(webhookPayloadSchema(wizard.schema), now));
  Object.assign(schemas, webhookComponentSchemas(registry.list()));
  const bodyErrors = ['invalid_json', 'payload_too_complex', 'invalid_idempotency_key'];
  Object.assign(schemas, {
    FieldError: {
      type: 'object',
      required: ['path', 'message'],
      properties: {
        path: { type: 'string', description: 'JSON Pointer into the payload, e.g. /additionalData/newAddress/zipCode' },
        message: { type: 'string' },
      },
    },
    ValidationFailed: {
      type: 'object',
      required: ['error', 'errors'],
      properties: {
        error: { type: 'string', const: 'validation_failed' },
        errors: { type: 'array', items: ref('FieldError') },
      },
    },
    BodyError: errorBody(bodyErrors),
  });
  for (const [name, schema] of Object.entries(routeSchemas)) {
    if (name in schemas) throw new Error(`A route module's schema would replace components/schemas/${name}`);
    schemas[name] = schema;
  }
  return {
    schemas,
    parameters: {
      IfNoneMatch: {
        name: 'If-None-Match',
        in: 'header',
        required: false,
        description: 'The ETag of the copy the client holds: 304 when it is still current.',
        schema: { type: 'string' },
      },
      IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER,
    },
    headers: HTTP_HEADERS,
    responses: {
      SubmissionRefused: {
        description:
          'Malformed JSON (invalid_json), a body nested too deeply or holding too many values for any form (payload_too_complex), or an invalid payload (validation_failed, one message per field). Nothing stored.',
        content: jsonContent({ oneOf: [ref('ValidationFailed'), ref('BodyError')] }),
      },
      BodyUnreadable: {
        description: 'Malformed JSON (invalid_json), or a body nested too deeply or holding too many values for any form (payload_too_complex).',
        content: jsonContent(ref('BodyError')),
      },
      CaptchaFailed: {
        description: 'Missing, invalid, expired or already used captcha token. Nothing stored.',
        content: jsonContent(errorBody('captcha_failed')),
      },
      PayloadTooLarge: {
        description: "The body exceeds this operation's size limit (named in the message). Nothing stored.",
        content: jsonContent(errorBody('payload_too_large')),
      },
      UnsupportedMediaType: {
        description: 'The body is not sent as JSON (Content-Type: application/json). Nothing stored.',
        content: jsonContent(errorBody('unsupported_media_type')),
      },
      RateLimited: HTTP_RESPONSES.RateLimited,
      Unavailable: HTTP_RESPONSES.Unavailable,
      IdempotencyKeyInUse: HTTP_RESPONSES.IdempotencyKeyInUse,
      IdempotencyKeyReused: HTTP_RESPONSES.IdempotencyKeyReused,
      NotModified: {
        description: 'The copy named by If-None-Match is still current.',
        headers: CACHE_HEADERS,
      },
    },
  };
}

export function buildOpenApiDocument(registry: WizardRegistry, options: OpenApiOptions): Json {
  const wizards = registry.list();
  const context = describeContext(registry, options);
  const routes = describeRoutes(context);
  return {
    openapi: '3.1.0',
    info: {
      title: `${agency.name} website API`,
      version: '1.0.0',
      description: [
        `Policy change and quote requests, contact messages and newsletter signups sent to ${agency.name}, and the vehicle data its forms use. Every wizard is also reachable at its seed-compatible alias. Field errors carry a JSON Pointer into the payload.`,
        "The payload schemas compile in a stock Ajv 8 in strict mode with ajv-formats. Those GET /api/forms/{id}/schema serves give the server's verdict except for the checks listed in `x-checks-not-in-schema`: their date bounds (the current year, today) are written as values, dates as ajv-formats' formatMinimum and formatMaximum, and change with the date. Here, the date bounds are said in the field's description.",
        `A submission may carry an Idempotency-Key header: a retry with the same key and payload within ${IDEMPOTENCY_KEY_HOURS} hours gets the first answer and stores nothing new (409 while the first is in flight, 422 with another payload). A known path asked with a method it does not answer gets 405 with Allow. While the database cannot be reached, every operation that needs it answers 503 unavailable with Retry-After, within seconds. Rate-limited operations send RateLimit-Policy and RateLimit headers (draft-ietf-httpapi-ratelimit-headers). A reference page of this document is served at /api/docs.`,
        `Every JSON body is refused before validation when it nests deeper than ${MAX_JSON_DEPTH} levels, holds a list of more than ${MAX_JSON_ARRAY_ITEMS} items or more than ${MAX_JSON_VALUES} values (400 payload_too_complex); each operation that reads a body states its size limit (413).`,
      ].join('\n\n'),
      contact: { name: agency.name, url: agency.siteUrl, email: agency.email.address },
      license: { name: `Proprietary: all rights reserved, ${agency.name}`, url: `${agency.siteUrl}/terms` },
    },
    servers: [{ url: options.serverUrl, description: 'This server.' }],
    security: [],
    tags: [
      { name: 'Site', description: 'Health, the forms list, the captcha, the contact form and the newsletter.' },
      { name: 'Vehicles', description: 'Makes, models and VIN decoding (NHTSA vPIC data).' },
      ...wizards.map((wizard) => ({
        name: wizard.ui.title,
        description: typeof wizard.schema.description === 'string' ? wizard.schema.description : wizard.ui.title,
      })),
    ],
    'x-checks-not-in-schema': CHECKS_NOT_IN_SCHEMA,
    paths: routes.paths,
    webhooks: webhookOperations(wizards),
    components: components(registry, context.now, routes.schemas),
  };
}

