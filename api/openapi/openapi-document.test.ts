import { describe, expect, it } from 'vitest';
import { getAtPointer } from '../../engine/json-pointer';
import { createAjv } from '../../schemas/ajv';
import { readWizardSource } from '../../engine/wizard-folder';
import { loadWizardRegistry } from '../wizards/registry';
import { buildOpenApiDocument } from './openapi-document';

const registry = loadWizardRegistry();
const document = buildOpenApiDocument(registry, 'https://agency.example.com');

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
    expect(document.servers).toEqual([{ url: 'https://agency.example.com' }]);
  });

  it('describes the site-wide operations', () => {
    for (const path of ['/api/health', '/api/forms', '/api/captcha/challenge', '/api/openapi.json']) {
      expect(getAtPointer(document, `/paths/${path.replace(/\//g, '~1')}/get`)).toBeDefined();
    }
  });

  it.each(registry.list().map((wizard) => [wizard.id, wizard] as const))(
    '%s: submit, alias, validate and schema, with the bundled schema as request body',
    (id, wizard) => {
      const op = (path: string, method: string) => getAtPointer(document, `/paths/${path.replace(/\//g, '~1')}/${method}`);
      for (const path of [`/api/forms/${id}`, wizard.ui.endpoint]) {
        expect(getAtPointer(op(path, 'post'), '/requestBody/content/application~1json/schema')).toEqual({
          $ref: `#/components/schemas/${id}`,
        });
        expect(Object.keys(getAtPointer(op(path, 'post'), '/responses') ?? {})).toEqual(
          expect.arrayContaining(['201', '400', '403', '413', '415', '429']),
        );
      }
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
    const validate = createAjv({ strict: false }).compile({
      $id: 'https://agency.example.com/api/openapi.json',
      components: document.components,
      $ref: '#/components/schemas/DecodedVehicle',
    });
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

  it.each(registry.list().map((wizard) => wizard.id))('%s: the embedded schema still validates like the form', (id) => {
    const validate = createAjv({ strict: false }).compile({
      $id: 'https://agency.example.com/api/openapi.json',
      components: document.components,
      $ref: `#/components/schemas/${id}`,
    });
    for (const fixture of readWizardSource(id).source.fixtures) expect(validate(fixture.data), fixture.file).toBe(true);
    expect(validate({})).toBe(false);
  });
});
