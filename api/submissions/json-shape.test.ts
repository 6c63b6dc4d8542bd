import { describe, expect, it } from 'vitest';
import { checkJsonShape, MAX_JSON_ARRAY_ITEMS, MAX_JSON_DEPTH, MAX_JSON_VALUES } from './json-shape';

const nested = (depth: number): unknown => {
  let value: unknown = 0;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

describe('checkJsonShape', () => {
  it('accepts values up to every bound', () => {
    expect(checkJsonShape(nested(MAX_JSON_DEPTH))).toEqual({ ok: true });
    expect(checkJsonShape(Array(MAX_JSON_ARRAY_ITEMS).fill(0))).toEqual({ ok: true });
    expect(checkJsonShape({ a: 'x', b: [1, { c: null }] })).toEqual({ ok: true });
    expect(checkJsonShape('text')).toEqual({ ok: true });
  });

  it('names the first bound a value passes', () => {
    expect(checkJsonShape(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, reason: 'depth' });
    expect(checkJsonShape(nested(100_000))).toEqual({ ok: false, reason: 'depth' });
    expect(checkJsonShape({ list: Array(MAX_JSON_ARRAY_ITEMS + 1).fill(0) })).toEqual({ ok: false, reason: 'items' });
    const wide = Object.fromEntries(Array.from({ length: MAX_JSON_VALUES }, (_, i) => [`k${i}`, i]));
    expect(checkJsonShape(wide)).toEqual({ ok: false, reason: 'values' });
    const manyLists = Array.from({ length: 60 }, () => Array(MAX_JSON_ARRAY_ITEMS).fill(0));
    expect(checkJsonShape(manyLists)).toEqual({ ok: false, reason: 'values' });
  });

  it('counts a __proto__ key parsed from JSON like any other', () => {
    const parsed: unknown = JSON.parse(`{"__proto__":${JSON.stringify(nested(MAX_JSON_DEPTH))}}`);
    expect(checkJsonShape(parsed)).toEqual({ ok: false, reason: 'depth' });
  });
});
