import { describe, expect, it } from 'vitest';
import { HIDDEN_FIELD, buildStepSchema, buildStepUiSchema, isHiddenUi, isStepSchemaOf } from './step-ui-schema';
import { testSchema, testUiSchema } from '../../engine/review/test-schema';

const hidden = { 'ui:field': HIDDEN_FIELD };

describe('buildStepUiSchema', () => {
  it('keeps the step fields, walks into their ancestors and hides everything else', () => {
    const ui = buildStepUiSchema(testSchema, testUiSchema, ['/name', '/details/home']);
    expect(ui).toEqual({
      name: { 'ui:autofocus': true },
      plan: hidden,
      details: {
        'ui:options': { label: false },
        home: { zip: { 'ui:options': { width: 'third' } } },
        startDate: hidden,
        files: hidden,
        notes: hidden,
      },
      pets: hidden,
      'ui:submitButtonOptions': { norender: true },
    });
  });

  it('walks through $ref objects to hide their other fields', () => {
    const ui = buildStepUiSchema(testSchema, testUiSchema, ['/details/home/zip']);
    expect(ui.details).toMatchObject({ home: { street: hidden, zip: { 'ui:options': { width: 'third' } } } });
  });

  it('hides everything on a step without fields', () => {
    const ui = buildStepUiSchema(testSchema, testUiSchema, []);
    for (const name of ['name', 'plan', 'details', 'pets']) expect(isHiddenUi(ui[name])).toBe(true);
  });
});

describe('buildStepSchema', () => {
  const root = {
    type: 'object',
    required: ['name', 'vehicles', 'notes'],
    properties: {
      name: { type: 'string' },
      vehicles: { type: 'array', items: { type: 'object', properties: { vin: { type: 'string' } } } },
      notes: { type: 'string' },
      hasVehicles: { type: 'boolean' },
    },
    allOf: [{ if: { properties: { hasVehicles: { const: true } } }, then: { required: ['vehicles'] } }],
  };

  it('keeps only the top-level properties holding the step fields, their required entries and the root conditions', () => {
    const view = buildStepSchema(root, ['/vehicles/0/vin', '/hasVehicles']);
    expect(Object.keys(view.properties as object)).toEqual(['vehicles', 'hasVehicles']);
    expect(view.required).toEqual(['vehicles']);
    expect(view.allOf).toBe(root.allOf);
    expect(root.properties).toHaveProperty('name');
  });

  it('recognises a step view of the root, and nothing that differs from it', () => {
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    expect(isStepSchemaOf(buildStepSchema(root, ['/name']), root, same)).toBe(true);
    expect(isStepSchemaOf(root, root, same)).toBe(true);
    expect(isStepSchemaOf({ ...buildStepSchema(root, ['/name']), title: 'Other' }, root, same)).toBe(false);
    expect(isStepSchemaOf({ ...root, properties: { ...root.properties, name: { type: 'number' } } }, root, same)).toBe(false);
    expect(isStepSchemaOf({ ...root, properties: { extra: { type: 'string' } } }, root, same)).toBe(false);
    expect(isStepSchemaOf({ ...buildStepSchema(root, ['/name']), required: [] }, root, same)).toBe(false);
  });
});
