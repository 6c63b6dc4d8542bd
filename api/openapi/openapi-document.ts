/**
 * The OpenAPI 3.1 description of the API, generated from the wizard registry: each wizard contributes its paths and
 * its bundled schema, so a new folder in forms/ appears here with nothing written by hand.
 */
import type { JsonSchema } from '../../schemas/bundle';
import { contactSchema, newsletterSchema } from '../../schemas/site-form-schemas';
import type { Wizard, WizardRegistry } from '../wizards/registry';

type Json = { [key: string]: unknown };

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const jsonContent = (schema: Json) => ({ 'application/json': { schema } });

/**
 * The bundled schema's local references (`#/definitions/x`) point at its own root; embedded under
 * components/schemas they must point into the document instead. `$id` and `$schema` are dropped because an `$id`
 * would change the base of those references again.
 */
function embedSchema(name: string, schema: JsonSchema): JsonSchema {
  const base = `#/components/schemas/${name}`;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || key === '$schema') continue;
      out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${base}${value.slice(1)}` : rewrite(value);
    }
    return out;
  };
  const embedded = rewrite(schema);
  return isJson(embedded) ? embedded : {};
}

/** The footer newsletter and the contact page: static paths with their own schemas, outside the wizard registry. */
function siteFormPaths(): Json {
  const operation = (operationId: string, summary: string, description: string, schema: string, created: string) => ({
    tags: ['Site'],
    operationId,
    summary,
    description,
    requestBody: { required: true, content: jsonContent(ref(schema)) },
    responses: {
      201: { description: 'Accepted.', content: jsonContent(ref(created)) },
      400: responseRef('BadRequest'),
      403: responseRef('CaptchaFailed'),
      413: responseRef('PayloadTooLarge'),
      415: responseRef('UnsupportedMediaType'),
      429: responseRef('RateLimited'),
    },
  });
  return {
    '/api/newsletter': {
      post: operation(
        'subscribeNewsletter',
        'Subscribe an e-mail address to the newsletter',
        'Checks the payload and the single-use captcha token and stores the address with the consent text shown to the visitor. An address already subscribed (in any letter case) gets the same 201 answer and no second row.',
        'Newsletter',
        'NewsletterSubscribed',
      ),
    },
    '/api/contact': {
      post: operation(
        'sendContactMessage',
        'Send a message to the agency',
        'Checks the payload and the single-use captcha token, stores the message and queues the notification e-mail to the agency in the same transaction.',
        'ContactMessage',
        'ContactReceived',
      ),
    },
  };
}

/** `some-wizard` -> `SomeWizard`, for operation ids such as `submitSomeWizard`. */
function pascalCase(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

function submitOperation(wizard: Wizard, operationId: string, summary: string): Json {
  return {
    tags: [wizard.ui.title],
    operationId,
    summary,
    description:
      'Validates the payload (JSON Schema, then the server-side upload re-check), checks the single-use captcha token and stores the request. Nothing is stored unless the answer is 201.',
    requestBody: { required: true, content: jsonContent(ref(wizard.id)) },
    responses: {
      201: { description: 'Stored.', content: jsonContent(ref('SubmissionCreated')) },
      400: responseRef('BadRequest'),
      403: responseRef('CaptchaFailed'),
      404: responseRef('NotFound'),
      413: responseRef('PayloadTooLarge'),
      415: responseRef('UnsupportedMediaType'),
      429: responseRef('RateLimited'),
    },
  };
}

function wizardPaths(wizard: Wizard): Json {
  const name = pascalCase(wizard.id);
  return {
    [`/api/forms/${wizard.id}`]: {
      post: submitOperation(wizard, `submit${name}`, `Submit: ${wizard.ui.title}`),
    },
    [wizard.ui.endpoint]: {
      post: submitOperation(
        wizard,
        `submit${name}Alias`,
        `Submit: ${wizard.ui.title} (alias of /api/forms/${wizard.id})`,
      ),
    },
    [`/api/forms/${wizard.id}/validate`]: {
      post: {
        tags: [wizard.ui.title],
        operationId: `validate${name}`,
        summary: `Validate without storing: ${wizard.ui.title}`,
        description: 'Same checks as the submission except the captcha; stores nothing.',
        requestBody: { required: true, content: jsonContent(ref(wizard.id)) },
        responses: {
          200: { description: 'The verdict.', content: jsonContent(ref('ValidationResult')) },
          400: responseRef('BadRequest'),
          413: responseRef('PayloadTooLarge'),
          415: responseRef('UnsupportedMediaType'),
          429: responseRef('RateLimited'),
        },
      },
    },
    [`/api/forms/${wizard.id}/schema`]: {
      get: {
        tags: [wizard.ui.title],
        operationId: `schema${name}`,
        summary: `JSON Schema (draft-07) of the payload: ${wizard.ui.title}`,
        responses: {
          200: {
            description: 'The self-contained JSON Schema, with the user-facing messages (errorMessage).',
            content: jsonContent({ type: 'object' }),
          },
        },
      },
    },
  };
}

const errorBody = (code: string | string[]): Json => ({
  type: 'object',
  required: ['error'],
  properties: {
    error: Array.isArray(code) ? { enum: code } : { const: code },
    message: { type: 'string' },
  },
});

const yearParameter = {
  name: 'year',
  in: 'query',
  required: true,
  description: 'Model year, from 1886 to the current year.',
  schema: { type: 'integer', minimum: 1886 },
};

/** Vehicle data: static paths, not generated from the registry. Inputs are checked before any lookup. */
function vehiclePaths(): Json {
  const badRequest = (codes: string[], description: string) => ({
    description,
    content: jsonContent(errorBody(codes)),
  });
  const unavailable = {
    description: 'The vehicle data source is unavailable.',
    content: jsonContent(errorBody('vehicle_data_unavailable')),
  };
  return {
    '/api/vehicles/makes': {
      get: {
        tags: ['Vehicles'],
        operationId: 'makesForYear',
        summary: 'Makes of passenger cars, trucks and multipurpose passenger vehicles for a model year',
        description: 'Upper case, sorted, without duplicates (NHTSA vPIC data).',
        parameters: [yearParameter],
        responses: {
          200: { description: 'The makes.', content: jsonContent(ref('MakeList')) },
          400: badRequest(['invalid_year'], 'Missing or invalid year.'),
          429: responseRef('RateLimited'),
          503: unavailable,
        },
      },
    },
    '/api/vehicles/models': {
      get: {
        tags: ['Vehicles'],
        operationId: 'modelsForMakeAndYear',
        summary: 'Models of a make for a model year',
        description: 'The make is matched whatever its case and answered in upper case; an unknown make has no models.',
        parameters: [
          { name: 'make', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 100 } },
          yearParameter,
        ],
        responses: {
          200: { description: 'The models.', content: jsonContent(ref('ModelList')) },
          400: badRequest(['invalid_make', 'invalid_year'], 'Missing make, or missing or invalid year.'),
          429: responseRef('RateLimited'),
          503: unavailable,
        },
      },
    },
    '/api/vehicles/vin/{vin}': {
      get: {
        tags: ['Vehicles'],
        operationId: 'decodeVin',
        summary: 'Year, make and model encoded in a VIN',
        description:
          'The make is spelt as in the makes list and the model, where the data allows, as in the models list. Lower case is accepted. VINs of North American vehicles (first character 1-5) must carry a valid check digit.',
        parameters: [
          {
            name: 'vin',
            in: 'path',
            required: true,
            schema: { type: 'string', pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$' },
          },
        ],
        responses: {
          200: { description: 'The decoded vehicle.', content: jsonContent(ref('DecodedVehicle')) },
          400: badRequest(['invalid_vin'], 'Not a VIN, or a North American VIN whose check digit does not match.'),
          404: { description: 'Nothing is known about this VIN.', content: jsonContent(errorBody('vin_not_found')) },
          429: responseRef('RateLimited'),
          503: unavailable,
        },
      },
    },
  };
}

export function buildOpenApiDocument(registry: WizardRegistry, serverUrl: string): Json {
  const wizards = registry.list();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Insurance agency website API',
      version: '1.0.0',
      description:
        'Policy change and quote requests. Every wizard is also reachable at its seed-compatible alias. Field errors carry a JSON Pointer into the payload.',
    },
    servers: [{ url: serverUrl }],
    tags: [{ name: 'Site' }, { name: 'Vehicles' }, ...wizards.map((wizard) => ({ name: wizard.ui.title }))],
    paths: {
      '/api/health': {
        get: {
          tags: ['Site'],
          operationId: 'health',
          summary: 'Liveness and database reachability',
          responses: {
            200: { description: 'Up.', content: jsonContent(ref('Health')) },
            503: { description: 'The database is unreachable.', content: jsonContent(ref('Health')) },
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
          description:
            "Solve it with the altcha widget; send the widget's base64 payload as the payload's captchaToken. Each solution is accepted once.",
          responses: {
            200: { description: 'The challenge.', content: jsonContent(ref('CaptchaChallenge')) },
            429: responseRef('RateLimited'),
          },
        },
      },
      '/api/zip-codes/{zip}': {
        get: {
          tags: ['Site'],
          operationId: 'zipCodePlace',
          summary: 'The city and state of a US ZIP code',
          description: 'From an offline table of US ZIP codes. ZIP+4 is accepted and answered with its five-digit code.',
          parameters: [{ name: 'zip', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{5}(-[0-9]{4})?$' } }],
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
          responses: { 200: { description: 'OpenAPI 3.1 document.', content: jsonContent({ type: 'object' }) } },
        },
      },
      ...siteFormPaths(),
      ...vehiclePaths(),
      ...Object.assign({}, ...wizards.map(wizardPaths)),
    },
    components: {
      schemas: {
        ...Object.fromEntries(wizards.map((wizard) => [wizard.id, embedSchema(wizard.id, wizard.schema)])),
        Newsletter: embedSchema('Newsletter', newsletterSchema),
        ContactMessage: embedSchema('ContactMessage', contactSchema),
        NewsletterSubscribed: { type: 'object', required: ['status'], properties: { status: { const: 'subscribed' } } },
        ContactReceived: { type: 'object', required: ['status'], properties: { status: { const: 'received' } } },
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
          properties: { error: { const: 'validation_failed' }, errors: { type: 'array', items: ref('FieldError') } },
        },
        ValidationResult: {
          oneOf: [
            { type: 'object', required: ['valid'], properties: { valid: { const: true } } },
            {
              type: 'object',
              required: ['valid', 'errors'],
              properties: { valid: { const: false }, errors: { type: 'array', items: ref('FieldError') } },
            },
          ],
        },
        SubmissionCreated: {
          type: 'object',
          required: ['requestId'],
          properties: { requestId: { type: 'string', pattern: '^[A-Z]{2,4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$' } },
        },
        Error: errorBody([
          'invalid_json',
          'payload_too_complex',
          'not_found',
          'captcha_failed',
          'payload_too_large',
          'unsupported_media_type',
          'rate_limited',
        ]),
        Health: {
          type: 'object',
          required: ['status', 'database'],
          properties: { status: { enum: ['ok', 'error'] }, database: { enum: ['pglite', 'postgres'] } },
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
          required: ['parameters', 'signature'],
          properties: { parameters: { type: 'object' }, signature: { type: 'string' } },
        },
      },
      responses: {
        BadRequest: {
          description:
            'Malformed JSON (invalid_json), a body nested too deeply or holding too many values for any form (payload_too_complex), or an invalid payload (validation_failed, one message per field).',
          content: jsonContent({ oneOf: [ref('ValidationFailed'), errorBody(['invalid_json', 'payload_too_complex'])] }),
        },
        CaptchaFailed: {
          description: 'Missing, invalid, expired or already used captcha token. Nothing stored.',
          content: jsonContent(errorBody('captcha_failed')),
        },
        NotFound: { description: 'Unknown wizard.', content: jsonContent(errorBody('not_found')) },
        PayloadTooLarge: {
          description: "The body exceeds this endpoint's size limit (named in the message). Nothing stored.",
          content: jsonContent(errorBody('payload_too_large')),
        },
        UnsupportedMediaType: {
          description: 'The body is not sent as JSON (Content-Type: application/json). Nothing stored.',
          content: jsonContent(errorBody('unsupported_media_type')),
        },
        RateLimited: {
          description:
            "Too many requests of this kind from this client in the current minute; retry after the Retry-After header's seconds.",
          headers: { 'Retry-After': { description: 'Seconds until the window ends.', schema: { type: 'integer', minimum: 1 } } },
          content: jsonContent(errorBody('rate_limited')),
        },
      },
    },
  };
}
