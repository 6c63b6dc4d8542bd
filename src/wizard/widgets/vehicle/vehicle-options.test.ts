import { describe, expect, it } from 'vitest';
import { optionListFor } from './vehicle-options';

describe('optionListFor', () => {
  it('is idle without a query and loading for a new one', () => {
    expect(optionListFor(null, null, undefined)).toEqual({ status: 'idle', options: [] });
    expect(optionListFor('2003', null, undefined)).toEqual({ status: 'loading', options: [] });
  });

  it('shows the answer of the current query only', () => {
    const settled = { key: '2003', status: 'ready' as const, options: ['HONDA'] };
    expect(optionListFor('2003', settled, undefined)).toBe(settled);
    expect(optionListFor('2004', settled, undefined)).toEqual({ status: 'loading', options: [] });
    const failed = { key: '2003', status: 'failed' as const, options: [] };
    expect(optionListFor('2003', failed, undefined).status).toBe('failed');
  });

  it('shows a list the shared cache holds at once', () => {
    const settled = { key: '2003', status: 'ready' as const, options: ['HONDA'] };
    expect(optionListFor('2004', settled, ['FORD'])).toEqual({ status: 'ready', options: ['FORD'] });
  });
});
