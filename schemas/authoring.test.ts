import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { expandAuthoring } from './authoring';
import { bundleSchema } from './bundle';
import { toFieldErrors } from './field-errors';
import { FRAGMENTS } from './fragments';

const ajv = createAjv();

function errorsOf(schema: Record<string, unknown>, data: unknown) {
  const validate = ajv.compile(bundleSchema({ $id: `/test/${Math.random()}.json`, ...schema }));
  validate(data);
  return toFieldErrors(validate.errors);
}

const pet = {
  type: 'object',
  additionalProperties: false,
  'x-include': ['policyholder-contact'],
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['dog', 'cat', 'fish'] },
    breed: { type: 'string', maxLength: 40 },
    tank: { type: 'integer', minimum: 1, maximum: 500, title: 'Tank Size' },
    notes: { type: 'string' },
  },
  'x-when': [
    { field: 'kind', in: ['dog', 'cat'], require: ['breed'] },
    { field: 'kind', is: 'fish', require: ['tank'], allow: ['notes'] },
  ],
};

const contact = { fullName: 'Jordan Avery', email: 'jordan@example.com', phone: '4085550150', mailingAddress: '12 Elm St', city: 'San Jose', state: 'CA', zipCode: '95112' };

describe('x-include', () => {
  it("puts the fragment's fields and required list before the object's own", () => {
    const expanded = expandAuthoring(pet);
    expect(Object.keys(expanded.properties)).toEqual([...Object.keys(FRAGMENTS['policyholder-contact']!.properties), 'kind', 'breed', 'tank', 'notes']);
    expect(expanded.required).toEqual([...FRAGMENTS['policyholder-contact']!.required, 'kind']);
    expect(expanded).not.toHaveProperty('x-include');
    expect(pet).toHaveProperty('x-include');
  });

  it("lets an own property replace the fragment's, and refuses an unknown fragment", () => {
    const own = { title: 'Insured Name', type: 'string' };
    const expanded = expandAuthoring({ ...pet, properties: { ...pet.properties, fullName: own } });
    expect(expanded.properties.fullName).toEqual(own);
    expect(() => expandAuthoring({ ...pet, 'x-include': ['policyholder'] })).toThrow(/names no fragment "policyholder" \(there are: policyholder-contact/);
  });

  it('includes in list items too', () => {
    const list = { type: 'object', properties: { cars: { type: 'array', items: { type: 'object', 'x-include': ['vehicle'], properties: {} } } } };
    expect(Object.keys(expandAuthoring(list).properties.cars.items.properties)).toEqual(['vehicleVIN', 'vehicleYear', 'vehicleMake', 'vehicleModel']);
  });
});

describe('x-when', () => {
  it('requires what it requires only while it holds, and refuses the fields otherwise', () => {
    expect(errorsOf(pet, { ...contact, kind: 'dog' })).toEqual([{ path: '/breed', message: 'This field is required.' }]);
    expect(errorsOf(pet, { ...contact, kind: 'fish', tank: 20 })).toEqual([]);
    expect(errorsOf(pet, { ...contact, kind: 'dog', breed: 'Beagle', notes: 'x' })).toEqual([{ path: '/notes', message: 'This field is not allowed.' }]);
  });

  it('refuses an entry it cannot read, naming where', () => {
    const bad = (entry: unknown) => () => expandAuthoring({ ...pet, 'x-when': [entry] });
    expect(bad({ field: 'kind', require: ['breed'] })).toThrow(/x-when\/0 at # needs either "in" .* or "is"/);
    expect(bad({ field: 'kind', in: ['dog'], is: 'dog', require: ['breed'] })).toThrow(/either "in"/);
    expect(bad({ field: 'colour', in: ['red'], require: ['breed'] })).toThrow(/field must name a property beside it/);
    expect(bad({ field: 'kind', in: ['dog'], require: ['collar'] })).toThrow(/shows "collar", which is not a property beside it/);
    expect(bad({ field: 'kind', in: ['dog'] })).toThrow(/must list the fields it shows/);
    expect(bad({ field: 'kind', in: ['dog'], require: ['breed'], when: 1 })).toThrow(/not when/);
  });
});

describe('default messages', () => {
  const field = (schema: Record<string, unknown>, value: unknown) =>
    errorsOf({ type: 'object', properties: { f: { title: 'Size', ...schema } } }, { f: value })[0]?.message;

  it('say what each keyword wants', () => {
    expect(field({ type: 'string', minLength: 2, maxLength: 5 }, 'x')).toBe('Must be 2 to 5 characters.');
    expect(field({ type: 'string', maxLength: 5 }, 'xxxxxx')).toBe('Must be at most 5 characters.');
    expect(field({ type: 'string', minLength: 1 }, '')).toBe('This field is required.');
    expect(field({ type: 'string', pattern: '^a' }, 'b')).toBe('Invalid format.');
    expect(field({ type: 'string', format: 'email' }, 'nope')).toBe('Please enter a valid email address.');
    expect(field({ type: 'string', format: 'date' }, '2026-13-01')).toBe('Invalid format.');
    expect(field({ type: 'string', enum: ['a', 'b'] }, 'c')).toBe('Please choose from the list.');
    expect(field({ type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] }, 'c')).toBe('Please choose from the list.');
    expect(field({ type: 'integer', minimum: 0 }, -1)).toBe('Size must be a positive number.');
    expect(field({ type: 'integer', minimum: 1, maximum: 20000 }, 0)).toBe('Size must be from 1 to 20,000.');
    expect(field({ type: 'integer', maximum: 500000 }, 500001)).toBe('Size must be at most 500,000.');
    expect(field({ type: 'integer' }, 'x')).toBe('Size must be a number.');
    expect(field({ type: 'string', format: 'date', notBeforeToday: true }, '2000-01-01')).toBe('The date cannot be before today.');
  });

  it("keep a field's own message for a keyword, and every message of a string errorMessage", () => {
    expect(field({ type: 'string', minLength: 2, pattern: '^a', errorMessage: { pattern: 'Start with a.' } }, 'bb')).toBe('Start with a.');
    expect(field({ type: 'string', minLength: 2, pattern: '^a', errorMessage: { pattern: 'Start with a.' } }, 'a')).toBe('Must be at least 2 characters.');
    expect(field({ type: 'string', minLength: 2, errorMessage: 'Say more.' }, 'a')).toBe('Say more.');
  });

  it('leave objects, lists and the tests of a condition alone', () => {
    const expanded = expandAuthoring(pet);
    expect(expanded).not.toHaveProperty('errorMessage');
    expect(JSON.stringify(expanded.allOf)).not.toContain('errorMessage');
  });
});
