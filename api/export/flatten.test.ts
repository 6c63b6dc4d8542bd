import { describe, expect, it } from 'vitest';
import { flattenPayload } from './flatten';

describe('flattenPayload', () => {
  it('names nested values by dotted paths, list items by index', () => {
    expect(
      flattenPayload({ name: 'Ana', vehicles: [{ vin: 'X', year: 2003 }], details: { ok: true, gone: null }, empty: [] }),
    ).toEqual({ name: 'Ana', 'vehicles.0.vin': 'X', 'vehicles.0.year': 2003, 'details.ok': true });
  });

  it("follows the schema's field order, unknown fields last", () => {
    const schema = { type: 'object', properties: { zip: {}, name: {}, list: { type: 'array', items: { properties: { b: {}, a: {} } } } } };
    const flat = flattenPayload({ name: 'Ana', other: 1, list: [{ a: 1, b: 2 }], zip: '95122' }, new Set(), schema);
    expect(Object.keys(flat)).toEqual(['zip', 'name', 'list.0.b', 'list.0.a', 'other']);
  });

  it('leaves out what it is told to skip, with everything below it', () => {
    const payload = { additionalData: { attachments: [{ name: 'a.pdf', size: 3 }], city: 'San Jose' } };
    expect(flattenPayload(payload, new Set(['/additionalData/attachments/0']))).toEqual({ 'additionalData.city': 'San Jose' });
  });
});
