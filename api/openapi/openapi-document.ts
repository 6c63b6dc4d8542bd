/**
 * The OpenAPI 3.1 description of the API, generated from the wizard registry: each wizard contributes its paths and
 * its schema, so a new folder in forms/ appears here with nothing written by hand.
 *
 * It is written for code generators: every shared definition is its own entry of `components/schemas` (no pointer
 * into a schema's `definitions`), every request and answer is typed, and the payload schemas are the published ones
 * (schemas/portable-schema.ts), which a stock Ajv compiles. The limits the server applies (body sizes, JSON shape,
 * rate limits) are read from the running configuration, so the document states what this server does.
 */
import { agency } from '../../config/agency';
import type { Fixture } from '../../engine/wizard-check';
import type { JsonSchema } from '../../schemas/bundle';
import commonSchema from '../../schemas/common.schema.json' with { type: 'json' };
import { isRecord } from '../../json/json-value';
import { portableSchema } from '../../schemas/portable-schema';
import { contactSchema, newsletterSchema } from '../../schemas/site-form-schemas';
import { RATE_LIMIT_WINDOW_SECONDS, type RateLimitFamily } from '../http/rate-limit';
import { MAX_JSON_ARRAY_ITEMS, MAX_JSON_DEPTH, MAX_JSON_VALUES } from '../submissions/json-shape';
import type { Wizard, WizardRegistry } from '../wizards/registry';
import { IDEMPOTENCY_KEY_HOURS } from '../submissions/idempotency';
import { draftComponentSchemas, draftPaths, draftTokenParameter } from './draft-operations';
import { webhookComponentSchemas, webhookOperations, webhookPayloadName, webhookPayloadSchema } from './webhook-operations';
import { errorBody, jsonContent, ref, responseRef, type Json } from './openapi-parts';
import { HTTP_HEADERS, HTTP_RESPONSES, IDEMPOTENCY_KEY_PARAMETER, RATE_LIMIT_RESPONSE_HEADERS, SUBMISSION_RESPONSES } from './http-fragments';
import { fileSizeText } from '../../text/file-size';


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

/** `some-wizard` -> `SomeWizard`, for operation ids such as `submitSomeWizard`. */
function pascalCase(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}


/** The captcha token examples carry: the shape of a real one, not a solution. */
const EXAMPLE_CAPTCHA_TOKEN = 'eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6e319LCJzb2x1dGlvbiI6e319';

function fixtureExamples(fixtures: readonly Fixture[], withToken: boolean): Json {
  return Object.fromEntries(
    fixtures.map((fixture) => {
      const name = fixture.file.replace(/^fixtures\//, '').replace(/\.json$/, '');
      const value = withToken ? { ...(fixture.data as Json), captchaToken: EXAMPLE_CAPTCHA_TOKEN } : fixture.data;
      return [name, { summary: `A complete payload (${fixture.file})`, value }];
    }),
  );
}

/** The checks of a submission, in the order the server runs them; the first that fails answers. */
const SUBMISSION_ORDER = [
  'the body size (413) and media type (415)',
  'the rate limit (429)',
  'the JSON itself and its shape (400 invalid_json, payload_too_complex)',
  'the payload schema, then the storable-text check (400 validation_failed)',
  'the captcha token (403 captcha_failed)',
  "the files' contents re-checked (400 validation_failed)",
  'the store, where a captcha solution already used is refused (403 captcha_failed)',
];

const orderText = (steps: readonly string[]) => steps.map((step, index) => `${index + 1}. ${step}`).join('\n');

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

/** Builds the document's paths and operations; each submission operation is made by `submissionOperation`. */
class DocumentBuilder {
  constructor(private readonly options: OpenApiOptions) {}

  /** The 429 answer and the rate-limit note of an operation, when its family is limited. */
  rateLimited(family: RateLimitFamily): { responses: Json; note: string } {
    const limit = this.options.rateLimits[family];
    if (limit === 0) return { responses: {}, note: '' };
    return {
      responses: { 429: responseRef('RateLimited'), 503: responseRef('Unavailable') },
      note: ` At most ${limit} requests per client IP per ${RATE_LIMIT_WINDOW_SECONDS} seconds (the "${family}" limit), then 429.`,
    };
  }

  bodyLimitNote(path: string): string {
    const limit = this.options.bodyLimits.get(path);
    if (limit === undefined) throw new Error(`No body limit is configured for ${path}`);
    return ` The body may be at most ${fileSizeText(limit)} (${limit} bytes).`;
  }

  /**
   * Every operation that stores something: a wizard's submission (both paths), the contact message and the
   * newsletter signup. `captchaToken` is required here, while the payload schema (shared with the validate
   * operations) leaves it optional.
   */
  submissionOperation(spec: {
    path: string;
    family: RateLimitFamily;
    tags: string[];
    operationId: string;
    summary: string;
    description: string;
    schema: string;
    created: string;
    examples: Json;
    /** Header parameters beyond the body, e.g. the draft a wizard submission completes. */
    parameters?: Json[];
  }): Json {
    const limited = this.rateLimited(spec.family);
    return {
      tags: spec.tags,
      operationId: spec.operationId,
      summary: spec.summary,
      description: `${spec.description}${this.bodyLimitNote(spec.path)}${limited.note}\n\nThe checks, in this order; the first that fails answers and nothing is stored:\n\n${orderText(SUBMISSION_ORDER)}`,
      parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }, ...(spec.parameters ?? [])],
      requestBody: {
        required: true,
        content: jsonContent({ allOf: [ref(spec.schema)], required: ['captchaToken'] }, { examples: spec.examples }),
      },
      responses: {
        201: {
          description: 'Stored, or a retry with the same Idempotency-Key and payload: the first answer again.',
          content: jsonContent(ref(spec.created)),
          ...(limited.note ? { headers: RATE_LIMIT_RESPONSE_HEADERS } : {}),
        },
        400: responseRef('SubmissionRefused'),
        403: responseRef('CaptchaFailed'),
        413: responseRef('PayloadTooLarge'),
        415: responseRef('UnsupportedMediaType'),
        ...SUBMISSION_RESPONSES,
        ...limited.responses,
      },
    };
  }

  siteFormPaths(): Json {
    return {
      '/api/newsletter': {
        post: this.submissionOperation({
          path: '/api/newsletter',
          family: 'site-forms',
          tags: ['Site'],
          operationId: 'subscribeNewsletter',
          summary: 'Subscribe an e-mail address to the newsletter',
          description:
            'Stores the address with the consent text shown to the visitor. An address already subscribed (in any letter case) gets the same 201 answer and no second row.',
          schema: 'Newsletter',
          created: 'NewsletterSubscribed',
          examples: { subscription: { value: { email: 'jane.doe@example.com', captchaToken: EXAMPLE_CAPTCHA_TOKEN } } },
        }),
      },
      '/api/contact': {
        post: this.submissionOperation({
          path: '/api/contact',
          family: 'site-forms',
          tags: ['Site'],
          operationId: 'sendContactMessage',
          summary: 'Send a message to the agency',
          description: 'Stores the message and queues the notification e-mail to the agency in the same transaction.',
          schema: 'ContactMessage',
          created: 'ContactReceived',
          examples: {
            message: {
              value: {
                name: 'Jane Doe',
                email: 'jane.doe@example.com',
                phone: '4085550100',
                message: 'Could you call me about my renewal?',
                captchaToken: EXAMPLE_CAPTCHA_TOKEN,
              },
            },
          },
        }),
      },
    };
  }

  wizardPaths(wizard: Wizard): Json {
    const name = pascalCase(wizard.id);
    const submit = (path: string, operationId: string, summary: string) =>
      this.submissionOperation({
        path,
        family: 'submissions',
        tags: [wizard.ui.title],
        operationId,
        summary,
        description: 'Stores the request and queues its e-mails (the confirmation to the visitor, the notification to the agency).',
        schema: wizard.id,
        created: 'SubmissionCreated',
        examples: fixtureExamples(wizard.fixtures, true),
        parameters: [draftTokenParameter],
      });
    const validatePath = `/api/forms/${wizard.id}/validate`;
    const validateLimit = this.rateLimited('validation');
    return {
      [`/api/forms/${wizard.id}`]: {
        post: submit(`/api/forms/${wizard.id}`, `submit${name}`, `Submit: ${wizard.ui.title}`),
      },
      [wizard.ui.endpoint]: {
        post: submit(wizard.ui.endpoint, `submit${name}Alias`, `Submit: ${wizard.ui.title} (alias of /api/forms/${wizard.id})`),
      },
      [validatePath]: {
        post: {
          tags: [wizard.ui.title],
          operationId: `validate${name}`,
          summary: `Validate without storing: ${wizard.ui.title}`,
          description: `The checks of the submission except the captcha, in the same order; stores nothing. The field errors are those a submission would get.${this.bodyLimitNote(validatePath)}${validateLimit.note}`,
          requestBody: { required: true, content: jsonContent(ref(wizard.id), { examples: fixtureExamples(wizard.fixtures, false) }) },
          responses: {
            200: { description: 'The verdict.', content: jsonContent(ref('ValidationResult')) },
            400: responseRef('BodyUnreadable'),
            413: responseRef('PayloadTooLarge'),
            415: responseRef('UnsupportedMediaType'),
            ...validateLimit.responses,
          },
        },
      },
      [`/api/forms/${wizard.id}/schema`]: {
        get: {
          tags: [wizard.ui.title],
          operationId: `schema${name}`,
          summary: `JSON Schema (draft-07) of the payload: ${wizard.ui.title}`,
          description:
            "The payload schema, self-contained, as components/schemas holds it: it compiles in a stock Ajv 8 in strict mode with ajv-formats. Its date bounds are written as today's values, so it changes with the date: revalidate with If-None-Match.",
          parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
          responses: {
            200: { description: 'The schema.', headers: CACHE_HEADERS, content: jsonContent(ref('JsonSchemaDocument')) },
            304: responseRef('NotModified'),
          },
        },
      },
    };
  }

  vehiclePaths(): Json {
    const badRequest = (codes: string[], description: string) => ({ description, content: jsonContent(errorBody(codes)) });
    const unavailable = {
      description: 'The vehicle data source is unavailable.',
      content: jsonContent(errorBody('vehicle_data_unavailable')),
    };
    const limited = this.rateLimited('vehicles');
    const yearParameter = {
      name: 'year',
      in: 'query',
      required: true,
      description: 'Model year, from 1886 to the current year.',
      schema: { type: 'integer', minimum: 1886 },
      example: 2020,
    };
    return {
      '/api/vehicles/makes': {
        get: {
          tags: ['Vehicles'],
          operationId: 'makesForYear',
          summary: 'Makes of passenger cars, trucks and multipurpose passenger vehicles for a model year',
          description: `Upper case, sorted, without duplicates (NHTSA vPIC data).${limited.note}`,
          parameters: [yearParameter],
          responses: {
            200: { description: 'The makes.', content: jsonContent(ref('MakeList')) },
            400: badRequest(['invalid_year'], 'Missing or invalid year.'),
            ...limited.responses,
            503: unavailable,
          },
        },
      },
      '/api/vehicles/models': {
        get: {
          tags: ['Vehicles'],
          operationId: 'modelsForMakeAndYear',
          summary: 'Models of a make for a model year',
          description: `The make is matched whatever its case and answered in upper case; an unknown make has no models.${limited.note}`,
          parameters: [
            {
              name: 'make',
              in: 'query',
              required: true,
              schema: { type: 'string', minLength: 1, maxLength: 100 },
              example: 'HONDA',
            },
            yearParameter,
          ],
          responses: {
            200: { description: 'The models.', content: jsonContent(ref('ModelList')) },
            400: badRequest(['invalid_make', 'invalid_year'], 'Missing make, or missing or invalid year.'),
            ...limited.responses,
            503: unavailable,
          },
        },
      },
      '/api/vehicles/vin/{vin}': {
        get: {
          tags: ['Vehicles'],
          operationId: 'decodeVin',
          summary: 'Year, make and model encoded in a VIN',
          description: `The make is spelt as in the makes list and the model, where the data allows, as in the models list. Lower case is accepted. VINs of North American vehicles (first character 1-5) must carry a valid check digit.${limited.note}`,
          parameters: [
            {
              name: 'vin',
              in: 'path',
              required: true,
              schema: { type: 'string', pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$' },
              example: '1HGCM82633A004352',
            },
          ],
          responses: {
            200: { description: 'The decoded vehicle.', content: jsonContent(ref('DecodedVehicle')) },
            400: badRequest(['invalid_vin'], 'Not a VIN, or a North American VIN whose check digit does not match.'),
            404: { description: 'Nothing is known about this VIN.', content: jsonContent(errorBody('vin_not_found')) },
            ...limited.responses,
            503: unavailable,
          },
        },
      },
    };
  }

  sitePaths(): Json {
    const captchaLimit = this.rateLimited('captcha');
    return {
      '/api/health': {
        get: {
          tags: ['Site'],
          operationId: 'health',
          summary: 'Liveness and database reachability',
          responses: {
            200: { description: 'Up.', content: jsonContent(ref('Health')) },
            503: {
              description: 'The database is unreachable.',
              headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
              content: jsonContent(ref('Health')),
            },
          },
        },
      },
      '/api/forms': {
        get: {
          tags: ['Site'],
          operationId: 'listForms',
          summary: 'Every wizard: id, title and alias endpoint',
          responses: {
            200: { description: 'The wizards.', content: jsonContent({ type: 'array', items: ref('FormSummary') }) },
          },
        },
      },
      '/api/captcha/challenge': {
        get: {
          tags: ['Site'],
          operationId: 'captchaChallenge',
          summary: 'A fresh ALTCHA proof-of-work challenge',
          description: `An altcha-lib 2.x challenge (PBKDF2/SHA-256). Solve it with the ALTCHA widget or altcha-lib's solveChallenge, and send the widget's base64 payload (\`{ challenge, solution }\`, JSON, base64-encoded) as the payload's captchaToken. Each solution is accepted once, until the challenge expires.${captchaLimit.note}`,
          responses: {
            200: { description: 'The challenge.', content: jsonContent(ref('CaptchaChallenge')) },
            ...captchaLimit.responses,
          },
        },
      },
      '/api/zip-codes/{zip}': {
        get: {
          tags: ['Site'],
          operationId: 'zipCodePlace',
          summary: 'The city and state of a US ZIP code',
          description: 'From an offline table of US ZIP codes. ZIP+4 is accepted and answered with its five-digit code.',
          parameters: [{ name: 'zip', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{5}(-[0-9]{4})?$' }, example: '95122' }],
          responses: {
            200: {
              description: 'The place.',
              content: jsonContent({
                type: 'object',
                required: ['zipCode', 'city', 'state'],
                properties: { zipCode: { type: 'string' }, city: { type: 'string' }, state: { type: 'string' } },
              }),
            },
            400: { description: 'Not a ZIP code.', content: jsonContent(errorBody('invalid_zip_code')) },
            404: { description: 'A ZIP code the table does not hold.', content: jsonContent(errorBody('zip_code_not_found')) },
          },
        },
      },
      '/api/openapi.json': {
        get: {
          tags: ['Site'],
          operationId: 'openapi',
          summary: 'This document',
          description: "Its payload schemas' date bounds are written as today's values, so it changes with the date: revalidate with If-None-Match.",
          parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
          responses: {
            200: {
              description: 'The OpenAPI 3.1 document.',
              headers: CACHE_HEADERS,
              content: jsonContent({ type: 'object', additionalProperties: true }),
            },
            304: responseRef('NotModified'),
          },
        },
      },
    };
  }
}

const CACHE_HEADERS = {
  ETag: { description: 'A hash of the body.', schema: { type: 'string' } },
  'Cache-Control': { description: 'no-cache: keep it, but revalidate before each use.', schema: { type: 'string' } },
};

function components(registry: WizardRegistry, now: Date): Json {
  const schemas: Json = { ...draftComponentSchemas(registry, now) };
  for (const wizard of registry.list()) hoistSchema(schemas, wizard.id, portableSchema(wizard.schema, now));
  hoistSchema(schemas, 'Newsletter', portableSchema(newsletterSchema, now));
  hoistSchema(schemas, 'ContactMessage', portableSchema(contactSchema, now));
  for (const wizard of registry.list()) hoistSchema(schemas, webhookPayloadName(wizard), portableSchema(webhookPayloadSchema(wizard.schema), now));
  Object.assign(schemas, webhookComponentSchemas(registry.list()));
  const bodyErrors = ['invalid_json', 'payload_too_complex', 'invalid_idempotency_key'];
  Object.assign(schemas, {
    NewsletterSubscribed: {
      type: 'object',
      required: ['status'],
      properties: { status: { type: 'string', const: 'subscribed' } },
    },
    ContactReceived: { type: 'object', required: ['status'], properties: { status: { type: 'string', const: 'received' } } },
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
    Valid: { type: 'object', required: ['valid'], properties: { valid: { type: 'boolean', const: true } } },
    Invalid: {
      type: 'object',
      required: ['valid', 'errors'],
      properties: { valid: { type: 'boolean', const: false }, errors: { type: 'array', items: ref('FieldError') } },
    },
    ValidationResult: { oneOf: [ref('Valid'), ref('Invalid')] },
    SubmissionCreated: {
      type: 'object',
      required: ['requestId'],
      properties: {
        requestId: {
          type: 'string',
          pattern: '^[A-Z]{2,4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$',
          description: 'The reference the visitor quotes to the agency.',
          examples: ['AQ-7K3M-Q9TX-2B4N'],
        },
      },
    },
    Health: {
      type: 'object',
      required: ['status', 'database'],
      properties: {
        status: { type: 'string', enum: ['ok', 'error'] },
        database: { type: 'string', enum: ['pglite', 'postgres'] },
      },
    },
    FormSummary: {
      type: 'object',
      required: ['id', 'title', 'endpoint'],
      properties: { id: { type: 'string' }, title: { type: 'string' }, endpoint: { type: 'string' } },
    },
    MakeList: {
      type: 'object',
      required: ['year', 'makes'],
      properties: { year: { type: 'integer' }, makes: { type: 'array', items: { type: 'string' } } },
    },
    ModelList: {
      type: 'object',
      required: ['make', 'year', 'models'],
      properties: {
        make: { type: 'string' },
        year: { type: 'integer' },
        models: { type: 'array', items: { type: 'string' } },
      },
    },
    DecodedVehicle: {
      type: 'object',
      required: ['vin', 'year', 'make', 'model'],
      properties: {
        vin: { type: 'string' },
        year: { type: 'integer' },
        make: { type: 'string', description: 'Upper case, as in the makes list.' },
        model: { type: ['string', 'null'], description: 'null when the VIN does not encode a model.' },
      },
    },
    CaptchaChallenge: {
      type: 'object',
      description: "altcha-lib 2.x's Challenge, signed by the server.",
      required: ['parameters', 'signature'],
      properties: { parameters: ref('CaptchaParameters'), signature: { type: 'string', description: 'HMAC-SHA-256, hex.' } },
    },
    CaptchaParameters: {
      type: 'object',
      description: "altcha-lib 2.x's ChallengeParameters: find the counter whose derived key starts with keyPrefix.",
      required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'expiresAt'],
      properties: {
        algorithm: { type: 'string', const: 'PBKDF2/SHA-256' },
        nonce: { type: 'string', pattern: '^[0-9a-f]+$' },
        salt: { type: 'string', pattern: '^[0-9a-f]+$' },
        cost: { type: 'integer', minimum: 1, description: 'PBKDF2 iterations per attempt.' },
        keyLength: { type: 'integer', minimum: 1, description: 'Bytes of the derived key.' },
        keyPrefix: { type: 'string', pattern: '^[0-9a-f]*$' },
        expiresAt: { type: 'integer', description: 'Unix time, in seconds, after which a solution is refused.' },
      },
    },
    JsonSchemaDocument: {
      type: 'object',
      description: 'A JSON Schema (draft-07) document.',
      required: ['$schema', 'type'],
      properties: { $schema: { type: 'string' }, type: { type: 'string' } },
      additionalProperties: true,
    },
  });
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
  const builder = new DocumentBuilder(options);
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
    paths: {
      ...builder.sitePaths(),
      ...builder.siteFormPaths(),
      ...builder.vehiclePaths(),
      ...draftPaths({ rateLimited: builder.rateLimited('drafts'), bodyLimitNote: builder.bodyLimitNote('/api/drafts') }),
      ...Object.assign({}, ...wizards.map((wizard) => builder.wizardPaths(wizard))),
    },
    webhooks: webhookOperations(wizards),
    components: components(registry, options.now ?? new Date()),
  };
}
