import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleSchema, type JsonSchema } from '../../schemas/bundle';
import { createAttachmentFinder, findAttachments } from './find-attachments';
import { isRecord } from '../../json/json-value';

const attachment = (name: string) => ({
  name,
  size: 5,
  type: 'application/pdf',
  lastModified: 1,
  content: 'JVBERi0=',
});

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
}


function bundled(schema: JsonSchema): JsonSchema {
  return bundleSchema({ $id: '/test/schema.json', ...schema });
}

const COMMON = '/schemas/common.schema.json#/definitions';

describe('findAttachments', () => {
  it('finds the address change fixture attachments with their pointers', () => {
    const schema = readJson('../../forms/address-change/schema.json');
    const fixture = readJson('../../forms/address-change/fixtures/valid.json');
    if (!isRecord(schema)) throw new Error('schema.json is not an object');
    const found = findAttachments(bundleSchema(schema), fixture);
    expect(found.map(({ pointer, list, value }) => [pointer, list, value.name])).toEqual([
      ['/additionalData/attachments/0', '/additionalData/attachments', 'lease.pdf'],
    ]);
  });

  it('follows the schema, whatever the property is called, and ignores look-alike data it does not declare', () => {
    const schema = bundled({
      type: 'object',
      properties: {
        documents: { $ref: `${COMMON}/attachments` },
        vehicles: {
          type: 'array',
          items: { type: 'object', properties: { photo: { $ref: `${COMMON}/attachment` } } },
        },
        notes: { type: 'object', additionalProperties: true },
      },
    });
    const data = {
      documents: [attachment('a.pdf'), attachment('b.pdf')],
      vehicles: [{ photo: attachment('car.pdf') }, {}],
      notes: { attachments: [attachment('not-a-file.pdf')] },
    };
    expect(findAttachments(schema, data).map(({ pointer, list }) => [pointer, list])).toEqual([
      ['/documents/0', '/documents'],
      ['/documents/1', '/documents'],
      ['/vehicles/0/photo', null],
    ]);
  });

  it('walks allOf/oneOf/if branches and local definitions, counting a value once', () => {
    const schema = bundled({
      type: 'object',
      definitions: { docs: { type: 'object', properties: { files: { $ref: '#/definitions/attachments' } } } },
      allOf: [{ properties: { extra: { $ref: '#/definitions/docs' } } }],
      oneOf: [{ properties: { extra: { $ref: '#/definitions/docs' } } }, { required: ['other'] }],
      if: { required: ['extra'] },
      then: { properties: { extra: { $ref: '#/definitions/docs' } } },
    });
    const found = findAttachments(schema, { extra: { files: [attachment('x.pdf')] } });
    expect(found.map((f) => f.pointer)).toEqual(['/extra/files/0']);
  });

  it('does not take an object of another shape for an attachment', () => {
    const schema = bundled({
      type: 'object',
      properties: { upload: { oneOf: [{ $ref: `${COMMON}/attachment` }, { type: 'object', required: ['url'] }] } },
    });
    expect(findAttachments(schema, { upload: { url: 'https://example.com/a.pdf' } })).toEqual([]);
  });

  it('escapes property names in pointers', () => {
    const schema = bundled({ type: 'object', additionalProperties: { $ref: `${COMMON}/attachment` } });
    expect(findAttachments(schema, { 'a/b~c': attachment('x.pdf') }).map((f) => f.pointer)).toEqual(['/a~1b~0c']);
  });

  it('finds files below a recursive definition, at any depth', () => {
    const schema = bundled({
      type: 'object',
      definitions: {
        folder: {
          type: 'object',
          properties: { files: { $ref: `${COMMON}/attachments` }, subfolder: { $ref: '#/definitions/folder' } },
        },
      },
      properties: { root: { $ref: '#/definitions/folder' }, name: { type: 'string' } },
    });
    const data = { name: 'x', root: { subfolder: { subfolder: { files: [attachment('deep.pdf')] } } } };
    expect(findAttachments(schema, data).map((f) => f.pointer)).toEqual(['/root/subfolder/subfolder/files/0']);
  });

  it('stops on a self-referencing schema', () => {
    const schema = bundled({ definitions: { loop: { $ref: '#/definitions/loop' } }, $ref: '#/definitions/loop' });
    expect(findAttachments(schema, { a: 1 })).toEqual([]);
  });

  it('tells whether a schema can hold a file at all', () => {
    const withFiles = bundled({ type: 'object', properties: { extra: { type: 'object', properties: { docs: { $ref: `${COMMON}/attachments` } } } } });
    const withoutFiles = bundled({ type: 'object', properties: { email: { $ref: `${COMMON}/email` } } });
    expect(createAttachmentFinder(withFiles).acceptsFiles).toBe(true);
    expect(createAttachmentFinder(withoutFiles).acceptsFiles).toBe(false);
  });
});
