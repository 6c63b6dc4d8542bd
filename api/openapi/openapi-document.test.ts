import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { getAtPointer } from '../../json/json-pointer';
import { readWizardSource } from '../../engine/wizard-folder';
import { RATE_LIMIT_FAMILIES, type RateLimitFamily } from '../http/rate-limit';
import { buildOpenApiDocument, type OpenApiOptions } from './openapi-document';
import { testRegistry } from '../../tests/api/support/test-app';

const registry = testRegistry();
const bodyLimits = new Map<string, number>([
  ['/api/newsletter', 4096],
  ['/api/contact', 24576],
  ['/api/drafts', 262144],
  ...registry
    .list()
    .flatMap((wizard) => [`/api/forms/${wizard.id}`, `/api/forms/${wizard.id}/validate`, wizard.ui.endpoint])
    .map((path): [string, number] => [path, 262144]),
]);
const limited = Object.fromEntries(RATE_LIMIT_FAMILIES.map((family) => [family, 10])) as Record<RateLimitFamily, number>;
const options: OpenApiOptions = { serverUrl: 'https://agency.example.com', bodyLimits, rateLimits: limited };
const document = buildOpenApiDocument(registry, options);

/** A stock Ajv 8, strict, with ajv-formats and nothing else: what a client validates with offline. */
function stockAjv(): Ajv {
  const ajv = new Ajv({ strict: true });
  addFormats(ajv);
  return ajv;
}

/**
 * Compiles a component schema with the document's other components beside it, as its references need: a stock Ajv
 * in strict mode refuses a schema holding `components`, so they become `definitions` of a draft-07 schema.
 */
function compileComponent(name: string) {
  const schemas = JSON.stringify(getAtPointer(document, '/components/schemas')).replaceAll(
    '"#/components/schemas/',
    '"#/definitions/',
  );
  return stockAjv().compile({ definitions: JSON.parse(schemas) as object, $ref: `#/definitions/${name}` });
}

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, refs);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with the public URL as server', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://agency.example.com', description: 'This server.' }]);
    expect(document.security).toEqual([]);
    expect(getAtPointer(document, '/info/contact/email')).toMatch(/@/);
    expect(getAtPointer(document, '/info/license/name')).toEqual(expect.any(String));
  });

  it('keeps no definitions inside a component schema: each is a component of its own', () => {
    const refs = collectRefs(document);
    expect(refs.filter((ref) => ref.includes('/definitions/'))).toEqual([]);
    expect(JSON.stringify(document.components)).not.toContain('"definitions"');
    expect(getAtPointer(document, '/components/schemas/personName/type')).toBe('string');
  });

  it('describes the site-wide operations', () => {
    for (const path of ['/api/health', '/api/forms', '/api/captcha/challenge', '/api/openapi.json']) {
      expect(getAtPointer(document, `/paths/${path.replace(/\//g, '~1')}/get`)).toBeDefined();
    }
  });

  it.each(registry.list().map((wizard) => [wizard.id, wizard] as const))(
    '%s: submit, alias, validate and schema, with the payload schema as request body',
    (id, wizard) => {
      const op = (path: string, method: string) => getAtPointer(document, `/paths/${path.replace(/\//g, '~1')}/${method}`);
      for (const path of [`/api/forms/${id}`, wizard.ui.endpoint]) {
        expect(getAtPointer(op(path, 'post'), '/requestBody/content/application~1json/schema')).toEqual({
          allOf: [{ $ref: `#/components/schemas/${id}` }],
          required: ['captchaToken'],
        });
        expect(Object.keys(getAtPointer(op(path, 'post'), '/responses') ?? {})).toEqual(['201', '400', '403', '409', '413', '415', '422', '429', '503']);
        expect(getAtPointer(op(path, 'post'), '/description')).toMatch(/at most \d+(\.\d)? [KM]B/);
      }
      expect(Object.keys(getAtPointer(op(`/api/forms/${id}/validate`, 'post'), '/responses') ?? {})).toEqual([
        '200',
        '400',
        '413',
        '415',
        '429',
        // The rate limit counts in the database.
        '503',
      ]);
      expect(op(`/api/forms/${id}/validate`, 'post')).toBeDefined();
      expect(op(`/api/forms/${id}/schema`, 'get')).toBeDefined();
    },
  );

  it('describes the vehicle data paths with their answers and errors', () => {
    const op = (path: string) => getAtPointer(document, `/paths/${path.replace(/\//g, '~1')}/get`);
    const statuses = (path: string) => Object.keys(getAtPointer(op(path), '/responses') ?? {});
    expect(statuses('/api/vehicles/makes')).toEqual(['200', '400', '429', '503']);
    expect(statuses('/api/vehicles/models')).toEqual(['200', '400', '429', '503']);
    expect(statuses('/api/vehicles/vin/{vin}')).toEqual(['200', '400', '404', '429', '503']);
    expect(statuses('/api/zip-codes/{zip}')).toEqual(['200', '400', '404']);
    expect(getAtPointer(document, '/components/schemas/DecodedVehicle/required')).toEqual(['vin', 'year', 'make', 'model']);
    const validate = compileComponent('DecodedVehicle');
    expect(validate({ vin: '1HGCM82633A004352', year: 2003, make: 'HONDA', model: 'Accord' })).toBe(true);
    expect(validate({ vin: '1HGCM82633A004352', year: 2003, make: 'HONDA', model: null })).toBe(true);
  });

  it('has only references that resolve inside the document', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      expect(getAtPointer(document, ref.slice(1)), ref).toBeDefined();
    }
  });

  it('has only component schemas a stock Ajv in strict mode compiles', () => {
    const names = Object.keys(getAtPointer(document, '/components/schemas') ?? {});
    expect(names).toEqual(expect.arrayContaining(['Newsletter', 'ContactMessage', 'CaptchaChallenge', 'attachment']));
    for (const name of names) expect(() => compileComponent(name), name).not.toThrow();
  });

  it('answers 429 only where a rate limit is on', () => {
    const unlimited = buildOpenApiDocument(registry, {
      ...options,
      rateLimits: Object.fromEntries(RATE_LIMIT_FAMILIES.map((family) => [family, 0])) as Record<RateLimitFamily, number>,
    });
    expect(JSON.stringify(unlimited.paths)).not.toContain('RateLimited');
    expect(JSON.stringify(document.paths)).toContain('RateLimited');
  });

  it.each(registry.list().map((wizard) => wizard.id))('%s: the embedded schema compiles in a stock Ajv and validates like the form', (id) => {
    const validate = compileComponent(id);
    for (const fixture of readWizardSource(id).source.fixtures) expect(validate(fixture.data), fixture.file).toBe(true);
    expect(validate({})).toBe(false);
  });
});
