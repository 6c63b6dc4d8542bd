import { describe, expect, it } from 'vitest';
import { deriveData } from './derive-data';

const uiSchema = {
  hasEmployees: { 'ui:widget': 'toggle-list', 'ui:options': { list: '1/classes' } },
  classes: {
    'ui:options': { showWhen: { field: '1/hasEmployees', in: [true] } },
    items: { loanNumber: { 'ui:options': { showWhen: { field: '1/type', in: ['mortgagee', 'lienholder'] } } } },
  },
  totalEmployees: {
    'ui:widget': 'computed',
    'ui:options': { sumOf: { list: '1/classes', property: 'employees' } },
  },
  business: {
    numberOfClasses: { 'ui:widget': 'computed', 'ui:options': { countOf: '2/classes' } },
  },
};

describe('deriveData', () => {
  it('computes totals, including inside nested objects', () => {
    const data = { hasEmployees: true, classes: [{ employees: 2 }, { employees: 5 }] };
    expect(deriveData(uiSchema, data)).toEqual({ ...data, totalEmployees: 7, business: { numberOfClasses: 2 } });
  });

  it('removes hidden fields, inside list items too, and totals what remains', () => {
    const data = {
      hasEmployees: true,
      classes: [
        { type: 'mortgagee', loanNumber: 'A-1', employees: 1 },
        { type: 'trust', loanNumber: 'stale', employees: 1 },
      ],
      totalEmployees: 99,
    };
    expect(deriveData(uiSchema, data)).toEqual({
      hasEmployees: true,
      classes: [{ type: 'mortgagee', loanNumber: 'A-1', employees: 1 }, { type: 'trust', employees: 1 }],
      totalEmployees: 2,
      business: { numberOfClasses: 2 },
    });
    const off = deriveData(uiSchema, { ...data, hasEmployees: false });
    expect(off).toEqual({ hasEmployees: false, totalEmployees: 0, business: { numberOfClasses: 0 } });
  });

  it('returns the same object when nothing changes, and never mutates its input', () => {
    const data = { hasEmployees: false, totalEmployees: 0, business: { numberOfClasses: 0 } };
    expect(deriveData(uiSchema, data)).toBe(data);
    const before = { hasEmployees: false, classes: [{ employees: 1 }] };
    const copy = structuredClone(before);
    deriveData(uiSchema, before);
    expect(before).toEqual(copy);
  });
});
