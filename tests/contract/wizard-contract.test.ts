/**
 * The per-wizard contract: every folder in forms/ is checked the same way, so a new wizard is covered the moment
 * its folder exists. Structure (files, schema, ui.json, steps, fixture) is checked here; the renderer and the API
 * parts of the contract are in the sibling suites that loop over the same folders.
 */
import { describe, expect, it } from 'vitest';
import { getAtPointer, isWithin } from '../../engine/json-pointer';
import { propertyPointers, schemaAtPointer } from '../../engine/schema-at-pointer';
import { parseSteps, wizardUiSchema } from '../../engine/wizard-ui';
import { createAjv } from '../../schemas/ajv';
import { bundleSchema } from '../../schemas/bundle';
import { toFieldErrors } from '../../schemas/field-errors';
import { mutations } from './mutations';
import { wizardFolders } from './wizard-folders';

const folders = wizardFolders();

it('finds the wizard folders', () => {
  expect(folders.map((folder) => folder.id)).toContain('address-change');
});

/** uiSchema keys that name fields (not ui:* options), as JSON Pointers; rjsf's `items` addresses a list's items. */
function uiSchemaPointers(node: unknown, pointer = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key.startsWith('ui:')) return [];
    const child = key === 'items' ? `${pointer}/0` : `${pointer}/${key}`;
    return [child, ...uiSchemaPointers(value, child)];
  });
}

describe.each(folders)('wizard $id', (folder) => {
  const bundled = bundleSchema(folder.schema);
  const ajv = createAjv();
  const validate = ajv.compile(bundled);
  const steps = parseSteps(folder.ui.steps);
  const formFields = steps.flatMap((step) => step.fields ?? []);

  it('holds exactly schema.json, ui.json, machine.ts and fixtures/', () => {
    expect(folder.files.filter((file) => !file.startsWith('fixtures/'))).toEqual(['machine.ts', 'schema.json', 'ui.json']);
    expect(folder.files).toContain('fixtures/valid.json');
  });

  it('has a draft-07 schema with its own $id that compiles with the shared Ajv configuration', () => {
    expect(folder.schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(folder.schema.$id).toBe(`/forms/${folder.id}/schema.json`);
    expect(typeof validate).toBe('function');
  });

  it('has a ui.json of the expected shape', () => {
    const check = ajv.compile(wizardUiSchema);
    expect(check(folder.ui), JSON.stringify(check.errors)).toBe(true);
  });

  it('names only real schema fields in its uiSchema', () => {
    for (const pointer of uiSchemaPointers(folder.ui.uiSchema)) {
      expect(schemaAtPointer(bundled, pointer), `uiSchema key ${pointer}`).toBeDefined();
    }
  });

  it('maps every step field to the schema and every required field to a step', () => {
    for (const pointer of formFields) expect(schemaAtPointer(bundled, pointer), `step field ${pointer}`).toBeDefined();
    const required = (pointer: string): string[] => {
      const node = schemaAtPointer(bundled, pointer);
      const names = Array.isArray(node?.required) ? (node.required as string[]) : [];
      return names.flatMap((name) => {
        const child = `${pointer}/${name}`;
        const childNode = schemaAtPointer(bundled, child);
        // A constant is filled in by the form itself (e.g. the change type).
        if (childNode && 'const' in childNode) return [];
        return [child, ...required(child)];
      });
    };
    for (const pointer of required('')) {
      expect(
        formFields.some((field) => isWithin(pointer, field) || isWithin(field, pointer)),
        `required field ${pointer} is edited by a step`,
      ).toBe(true);
    }
  });

  it('has review sections naming real fields', () => {
    for (const section of folder.ui.review) {
      for (const pointer of section.fields) expect(schemaAtPointer(bundled, pointer), pointer).toBeDefined();
    }
  });

  it('has form steps, then review, then thank-you', () => {
    const kinds = steps.map((step) => step.kind ?? 'form');
    expect(kinds.slice(-2)).toEqual(['review', 'thank-you']);
    expect(kinds.slice(0, -2).every((kind) => kind === 'form')).toBe(true);
  });

  it('accepts its valid fixture', () => {
    const ok = validate(folder.validFixture);
    expect(toFieldErrors(validate.errors)).toEqual([]);
    expect(ok).toBe(true);
  });

  it('fills, in its fixture, every field that a step edits', () => {
    const edited = [...formFields, ...formFields.flatMap((field) => propertyPointers(bundled, field))];
    for (const pointer of edited) {
      expect(getAtPointer(folder.validFixture, pointer), `fixture value at ${pointer}`).toBeDefined();
    }
  });

  it('rejects every mutation of the fixture with a field error at the mutated pointer', () => {
    const cases = mutations(bundled, folder.validFixture);
    expect(cases.length).toBeGreaterThan(5);
    for (const mutation of cases) {
      validate(mutation.payload);
      const errors = toFieldErrors(validate.errors);
      expect(
        errors.some((error) => isWithin(error.path, mutation.expectErrorAt) || isWithin(mutation.expectErrorAt, error.path)),
        `${mutation.name}: ${JSON.stringify(errors)}`,
      ).toBe(true);
    }
  });
});
