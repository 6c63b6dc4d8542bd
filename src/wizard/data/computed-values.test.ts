import { describe, expect, it } from 'vitest';
import { computationOption, computeValue } from './computed-values';

describe('computed values', () => {
  it('reads sumOf and countOf from a computed widget only', () => {
    const sum = { list: '1/classes', property: 'employees' };
    expect(computationOption({ 'ui:widget': 'computed', 'ui:options': { sumOf: sum } })).toEqual({ kind: 'sum', ...sum });
    expect(computationOption({ 'ui:widget': 'computed', 'ui:options': { countOf: '1/vehicles' } })).toEqual({
      kind: 'count',
      list: '1/vehicles',
    });
    expect(computationOption({ 'ui:options': { countOf: '1/vehicles' } })).toBeNull();
    expect(computationOption({ 'ui:widget': 'computed', 'ui:options': { sumOf: { list: '1/classes' } } })).toBeNull();
  });

  it('sums a property over the items, counting missing and non-numeric values as 0', () => {
    const data = { classes: [{ employees: 3 }, {}, { employees: '4' }, { employees: 2.5 }], total: 0 };
    expect(computeValue({ kind: 'sum', list: '1/classes', property: 'employees' }, '/total', data)).toBe(5.5);
    expect(computeValue({ kind: 'sum', list: '1/classes', property: 'employees' }, '/total', {})).toBe(0);
  });

  it('keeps cents exact', () => {
    const data = { items: [{ pay: 0.1 }, { pay: 0.2 }] };
    expect(computeValue({ kind: 'sum', list: '1/items', property: 'pay' }, '/total', data)).toBe(0.3);
  });

  it('counts the items of a list, 0 for a missing one', () => {
    expect(computeValue({ kind: 'count', list: '1/vehicles' }, '/n', { vehicles: [{}, {}] })).toBe(2);
    expect(computeValue({ kind: 'count', list: '1/vehicles' }, '/n', {})).toBe(0);
    expect(computeValue({ kind: 'count', list: '3/vehicles' }, '/n', {})).toBeNull();
  });
});
