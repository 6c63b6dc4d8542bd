import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { bundleSchema } from './bundle';
import { toFieldErrors } from './field-errors';

const ajv = createAjv();

function errorsOf(schema: Record<string, unknown>, data: unknown) {
  const validate = ajv.compile(bundleSchema({ $id: `/test/${Math.random()}.json`, ...schema }));
  validate(data);
  return toFieldErrors(validate.errors);
}

const common = (name: string) => ({ $ref: `/schemas/common.schema.json#/definitions/${name}` });

describe('toFieldErrors', () => {
  it('puts a required message under the missing property, escaping the pointer', () => {
    const schema = { type: 'object', required: ['a/b', 'c~d'], properties: { 'a/b': {}, 'c~d': {} } };
    expect(errorsOf(schema, {})).toEqual([
      { path: '/a~1b', message: 'This field is required.' },
      { path: '/c~0d', message: 'This field is required.' },
    ]);
  });

  it('reports unknown properties at their own pointer', () => {
    const schema = { type: 'object', additionalProperties: false, properties: { a: { type: 'string' } } };
    expect(errorsOf(schema, { a: 'x', extra: 1 })).toEqual([{ path: '/extra', message: 'This field is not allowed.' }]);
  });

  it('uses the shared messages of the common definitions', () => {
    const schema = {
      type: 'object',
      properties: { email: common('email'), zip: common('zip'), phone: common('phone'), caZip: common('caZip') },
    };
    expect(errorsOf(schema, { email: 'nope', zip: '9512', phone: '+0123456', caZip: '96163' })).toEqual([
      { path: '/email', message: 'Please enter a valid email address.' },
      { path: '/zip', message: 'Invalid format.' },
      { path: '/phone', message: 'Invalid format.' },
      { path: '/caZip', message: 'Please enter a California ZIP code (90001 to 96162).' },
    ]);
  });

  it('calls an empty name, city or street required, like every other empty field, and a short one too short', () => {
    for (const [name, short, lengths] of [
      ['personName', 'A', 'Must be 2 to 50 characters.'],
      ['city', 'A', 'Must be 2 to 50 characters.'],
      ['street', 'Ab', 'Must be 5 to 100 characters.'],
    ] as const) {
      expect(errorsOf(common(name), ''), name).toEqual([{ path: '', message: 'This field is required.' }]);
      expect(errorsOf(common(name), short), name).toEqual([{ path: '', message: lengths }]);
    }
  });

  it('accepts the boundaries of the shared rules', () => {
    const schema = {
      type: 'object',
      properties: { email: common('email'), zip: common('zip'), phone: common('phone'), caZip: common('caZip') },
    };
    expect(errorsOf(schema, { email: 'a@b.co', zip: '95122-1234', phone: '+14085550142', caZip: '90001' })).toEqual([]);
    expect(errorsOf(schema, { caZip: '96162', phone: '4085550' })).toEqual([]);
    expect(errorsOf(schema, { caZip: '90000' })).toHaveLength(1);
    expect(errorsOf(schema, { phone: '408555' })).toHaveLength(1);
  });

  it('limits e-mail addresses to 254 characters and local parts to 64', () => {
    const schema = { type: 'object', properties: { email: common('email') } };
    expect(errorsOf(schema, { email: `${'a'.repeat(64)}@example.com` })).toEqual([]);
    expect(errorsOf(schema, { email: `${'a'.repeat(65)}@example.com` })).toHaveLength(1);
    expect(errorsOf(schema, { email: `a@${'b'.repeat(250)}.com` })).toHaveLength(1);
  });

  it('names the file in attachment messages', () => {
    const schema = { type: 'object', properties: { files: common('attachments') } };
    const file = { name: 'scan.gif', size: 3_000_000, type: 'image/gif', lastModified: 0, content: 'R0lG' };
    expect(errorsOf(schema, { files: [file] })).toEqual([
      { path: '/files/0/size', message: 'File "scan.gif" exceeds the maximum size of 2MB.' },
      { path: '/files/0/type', message: 'File "scan.gif" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.' },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...file, name: `${i}.pdf`, size: 1, type: 'application/pdf' }));
    expect(errorsOf(schema, { files: eleven })).toEqual([{ path: '/files', message: 'You can only upload up to 10 files.' }]);
  });

  it('falls back to "Invalid input." for rules without a message', () => {
    expect(errorsOf({ type: 'object', properties: { n: { type: 'integer', multipleOf: 5 } } }, { n: 7 })).toEqual([
      { path: '/n', message: 'Invalid input.' },
    ]);
  });
});

describe('bundleSchema', () => {
  it('makes references to the shared definitions local', () => {
    const bundled = bundleSchema({ $id: '/x.json', properties: { e: common('email') } });
    expect(bundled.properties).toEqual({ e: { $ref: '#/definitions/email' } });
    expect(Object.keys(bundled.definitions as object)).toContain('email');
  });

  it('refuses a form definition that shadows a shared one', () => {
    expect(() => bundleSchema({ $id: '/x.json', definitions: { email: {} } })).toThrow(/shadows/);
  });
});
