import { describe, expect, it } from 'vitest';
import { isShown, showWhenOption } from './show-when';

const loanNumber = { 'ui:options': { showWhen: { field: '1/interestType', in: ['mortgagee', 'lienholder'] } } };

describe('showWhen', () => {
  it('shows a field inside a list item only for the listed values of its sibling', () => {
    const data = { interests: [{ interestType: 'mortgagee' }, { interestType: 'trust' }, {}] };
    expect(isShown(loanNumber, '/interests/0/loanNumber', data)).toBe(true);
    expect(isShown(loanNumber, '/interests/1/loanNumber', data)).toBe(false);
    expect(isShown(loanNumber, '/interests/2/loanNumber', data)).toBe(false);
  });

  it('compares booleans and numbers strictly', () => {
    const list = { 'ui:options': { showWhen: { field: '1/hasVehicles', in: [true] } } };
    expect(isShown(list, '/vehicles', { hasVehicles: true })).toBe(true);
    expect(isShown(list, '/vehicles', { hasVehicles: false })).toBe(false);
    expect(isShown(list, '/vehicles', {})).toBe(false);
    const byCount = { 'ui:options': { showWhen: { field: '/count', in: [2] } } };
    expect(isShown(byCount, '/x', { count: 2 })).toBe(true);
    expect(isShown(byCount, '/x', { count: '2' })).toBe(false);
  });

  it('treats a field without a (well-formed) condition as always shown', () => {
    expect(isShown({}, '/x', {})).toBe(true);
    expect(showWhenOption({ 'ui:options': { showWhen: { field: '1/a' } } })).toBeNull();
    expect(showWhenOption({ 'ui:options': { showWhen: { field: '1/a', in: [{}] } } })).toBeNull();
    // A pointer climbing above the root names nothing: the condition is ignored rather than hiding the field.
    expect(isShown({ 'ui:options': { showWhen: { field: '5/a', in: [1] } } }, '/x', {})).toBe(true);
  });
});
