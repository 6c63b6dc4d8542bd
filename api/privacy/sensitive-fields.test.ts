import { describe, expect, it } from 'vitest';
import { bundleSchema } from '../../schemas/bundle';
import { createDataCipher, generateKeySpec, parseKeyring } from './data-cipher';
import { createSensitiveFieldFinder, decryptValue, encryptPayload, reencryptValue } from './sensitive-fields';

const schema = bundleSchema({
  type: 'object',
  properties: {
    email: { type: 'string' },
    notes: { type: 'string' },
    drivers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          licenseNumber: { $ref: '/schemas/common.schema.json#/definitions/driverLicense', 'x-encrypt': true },
        },
      },
    },
    details: {
      type: 'object',
      properties: { dateOfBirth: { type: 'string', 'x-encrypt': true } },
    },
  },
});

const keyA = generateKeySpec('a');
const keyB = generateKeySpec('b');
const cipherA = createDataCipher(parseKeyring(keyA));

describe('sensitive fields', () => {
  const find = createSensitiveFieldFinder(schema);
  const payload = {
    email: 'x@example.com',
    notes: 'plain',
    drivers: [
      { name: 'Ann', licenseNumber: 'D1111111' },
      { name: 'Bob', licenseNumber: 'D2222222' },
    ],
    details: { dateOfBirth: '1980-02-03' },
  };

  it('finds the marked values of every list item', () => {
    expect([...find(payload)].sort()).toEqual(['/details/dateOfBirth', '/drivers/0/licenseNumber', '/drivers/1/licenseNumber']);
    expect(find({ email: 'x@example.com' }).size).toBe(0);
  });

  it('finds marks reached through a $ref, a oneOf branch and additionalProperties, and only those', () => {
    const nested = bundleSchema({
      type: 'object',
      definitions: { person: { type: 'object', properties: { ssn: { type: 'string', 'x-encrypt': true }, name: { type: 'string' } } } },
      properties: {
        owner: { $ref: '#/definitions/person' },
        plain: { type: 'object', properties: { ssn: { type: 'string' } } },
        either: { oneOf: [{ type: 'string' }, { type: 'object', properties: { pin: { type: 'string', 'x-encrypt': true } } }] },
        extra: { type: 'object', additionalProperties: { type: 'string', 'x-encrypt': true } },
      },
    });
    const found = createSensitiveFieldFinder(nested)({
      owner: { ssn: '1', name: 'Ann' },
      plain: { ssn: '2' },
      either: { pin: '3' },
      extra: { 'a/b': '4', c: '5' },
    });
    expect([...found].sort()).toEqual(['/either/pin', '/extra/a~1b', '/extra/c', '/owner/ssn']);
  });

  it('encrypts exactly those, and any planted ciphertext-shaped string, and decrypts back', () => {
    const planted = cipherA.encryptText('forged');
    const stored = encryptPayload({ ...payload, notes: planted }, find(payload), cipherA);
    const text = JSON.stringify(stored);
    for (const secret of ['D1111111', 'D2222222', '1980-02-03']) expect(text).not.toContain(secret);
    expect(text).toContain('Ann');
    expect(stored.notes).not.toBe(planted);
    expect(decryptValue(stored, cipherA)).toEqual({ ...payload, notes: planted });
  });

  it('re-encrypts values of an old key and values stored in clear before encryption existed', () => {
    const rotated = createDataCipher(parseKeyring(`${keyB},${keyA}`));
    const stored = encryptPayload(payload, find(payload), cipherA);
    expect(reencryptValue(stored, cipherA).changed).toBe(false);
    const result = reencryptValue(stored, rotated);
    expect(result.changed).toBe(true);
    expect(JSON.stringify(result.value)).not.toContain('enc:v1:a:');
    expect(decryptValue(result.value, rotated)).toEqual(payload);
    expect(reencryptValue(result.value, rotated).changed).toBe(false);

    const legacy = reencryptValue(payload, rotated, find(payload));
    expect(legacy.changed).toBe(true);
    expect(JSON.stringify(legacy.value)).not.toContain('D1111111');
    expect(decryptValue(legacy.value, rotated)).toEqual(payload);
  });
});
