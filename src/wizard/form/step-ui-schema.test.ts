import { describe, expect, it } from 'vitest';
import { HIDDEN_FIELD, buildStepUiSchema, isHiddenUi } from './step-ui-schema';
import { testSchema, testUiSchema } from '../../../engine/review/test-schema';

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
