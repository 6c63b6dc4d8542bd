import { describe, expect, it } from 'vitest';
import { bundleSchema } from '../schemas/bundle';
import { createAjv } from '../schemas/ajv';
import { toFieldErrors } from '../schemas/field-errors';
import { isForbidden, schemaConditions, withSchemaConditions } from './conditions';
import { isFieldShown } from './show-when';

const NOT_ALLOWED = { $ref: '/schemas/common.schema.json#/definitions/notAllowed' };

const schema = bundleSchema({
  $id: '/forms/conditions-test/schema.json',
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['boat', 'pet', 'travel'] },
    hullLength: { type: 'integer' },
    petName: { type: 'string' },
    pets: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { species: { enum: ['dog', 'cat'] }, breed: { type: 'string' } },
        if: { required: ['species'], properties: { species: { const: 'dog' } } },
        else: { properties: { breed: NOT_ALLOWED } },
      },
    },
  },
  allOf: [
    {
      if: { required: ['kind'], properties: { kind: { enum: ['boat'] } } },
      then: { required: ['hullLength'], properties: { hullLength: {} } },
      else: { properties: { hullLength: NOT_ALLOWED } },
    },
    {
      if: { required: ['kind'], properties: { kind: { const: 'pet' } } },
      else: { properties: { petName: NOT_ALLOWED, pets: NOT_ALLOWED } },
    },
  ],
});

describe('conditional fields stated in the schema', () => {
  const { conditions, problems } = schemaConditions(schema);
  const ui = withSchemaConditions({ pets: { 'ui:options': { itemTitle: 'Pet' } } }, conditions);

  it('finds each field an else branch forbids, with the sibling and values that show it', () => {
    expect(problems).toEqual([]);
    expect(conditions.map(({ uiPath, showWhen }) => [uiPath.join('.'), showWhen])).toEqual([
      ['hullLength', { field: '1/kind', in: ['boat'] }],
      ['petName', { field: '1/kind', in: ['pet'] }],
      ['pets', { field: '1/kind', in: ['pet'] }],
      ['pets.items.breed', { field: '1/species', in: ['dog'] }],
    ]);
  });

  it('writes them into a copy of the uiSchema, keeping its other options', () => {
    expect(ui).toEqual({
      hullLength: { 'ui:options': { showWhen: { field: '1/kind', in: ['boat'] } } },
      petName: { 'ui:options': { showWhen: { field: '1/kind', in: ['pet'] } } },
      pets: {
        'ui:options': { itemTitle: 'Pet', showWhen: { field: '1/kind', in: ['pet'] } },
        items: { breed: { 'ui:options': { showWhen: { field: '1/species', in: ['dog'] } } } },
      },
    });
  });

  it('shows a field exactly when the API accepts a value for it', () => {
    const validate = createAjv().compile(schema);
    const cases = [
      { kind: 'boat', hullLength: 19 },
      { kind: 'pet', petName: 'Rex', pets: [{ species: 'dog', breed: 'Collie' }, { species: 'cat' }] },
      { kind: 'travel' },
    ];
    for (const data of cases) expect(validate(data), JSON.stringify(toFieldErrors(validate.errors))).toBe(true);
    expect(isFieldShown(ui, '/hullLength', { kind: 'boat' })).toBe(true);
    expect(isFieldShown(ui, '/pets/1/breed', cases[1])).toBe(false);
    expect(isFieldShown(ui, '/pets/0/breed', { kind: 'travel', pets: [{ species: 'dog' }] })).toBe(false);

    validate({ kind: 'travel', hullLength: 19, pets: [{ species: 'cat', breed: 'Siamese' }] });
    expect(toFieldErrors(validate.errors)).toEqual(
      expect.arrayContaining([
        { path: '/hullLength', message: 'This field is not allowed.' },
        { path: '/pets', message: 'This field is not allowed.' },
        { path: '/pets/0/breed', message: 'This field is not allowed.' },
      ]),
    );
    validate({ kind: 'boat' });
    expect(toFieldErrors(validate.errors)).toEqual([{ path: '/hullLength', message: 'This field is required.' }]);
  });

  it('knows a schema that accepts no value', () => {
    expect(isForbidden(false)).toBe(true);
    expect(isForbidden({ not: {}, errorMessage: 'x' })).toBe(true);
    expect(isForbidden({ not: { type: 'string' } })).toBe(false);
    expect(isForbidden(true)).toBe(false);
  });
});

describe('x-when', () => {
  it('compiles to conditions the form reads', () => {
    const pet = {
      $id: '/t.json',
      type: 'object',
      properties: { kind: { type: 'string', enum: ['dog', 'cat', 'fish'] }, breed: { type: 'string' }, tank: { type: 'integer' }, notes: { type: 'string' } },
      'x-when': [
        { field: 'kind', in: ['dog', 'cat'], require: ['breed'] },
        { field: 'kind', is: 'fish', require: ['tank'], allow: ['notes'] },
      ],
    };
    const { conditions, problems } = schemaConditions(bundleSchema(pet));
    expect(problems).toEqual([]);
    expect(conditions.map((condition) => [condition.uiPath.join('/'), condition.showWhen])).toEqual([
      ['breed', { field: '1/kind', in: ['dog', 'cat'] }],
      ['tank', { field: '1/kind', in: ['fish'] }],
      ['notes', { field: '1/kind', in: ['fish'] }],
    ]);
  });
});
