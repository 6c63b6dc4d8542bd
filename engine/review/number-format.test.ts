import { describe, expect, it } from 'vitest';
import { formatCurrency, isCurrencyUi } from './number-format';

describe('formatCurrency', () => {
  it('writes US dollars without cents for whole amounts', () => {
    expect(formatCurrency(1250000)).toBe('$1,250,000');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(1999.9)).toBe('$1,999.90');
  });

  it('recognises the currency option', () => {
    expect(isCurrencyUi({ 'ui:options': { format: 'currency' } })).toBe(true);
    expect(isCurrencyUi({ 'ui:options': { format: 'percent' } })).toBe(false);
    expect(isCurrencyUi({})).toBe(false);
  });
});
