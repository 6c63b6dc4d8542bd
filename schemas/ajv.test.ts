import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { toFieldErrors } from './field-errors';

describe('maximumCurrentYear', () => {
  const validate = createAjv().compile({
    type: 'object',
    properties: {
      year: { type: 'integer', minimum: 1886, maximumCurrentYear: true, errorMessage: 'Please enter a year from 1886 to this year.' },
    },
  });
  const thisYear = new Date().getFullYear();

  it('accepts years up to the current one', () => {
    expect(validate({ year: thisYear })).toBe(true);
    expect(validate({ year: 1886 })).toBe(true);
  });

  it('refuses next year and years before 1886, with the schema message', () => {
    for (const year of [thisYear + 1, 1885]) {
      expect(validate({ year })).toBe(false);
      expect(toFieldErrors(validate.errors)).toEqual([{ path: '/year', message: 'Please enter a year from 1886 to this year.' }]);
    }
  });
});

describe('notAfterToday', () => {
  const validate = createAjv().compile({
    type: 'object',
    properties: {
      born: { type: 'string', format: 'date', notAfterToday: true, errorMessage: 'The date of birth must be in the past.' },
    },
  });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('accepts today and earlier days', () => {
    expect(validate({ born: day(0) })).toBe(true);
    expect(validate({ born: '1960-02-29' })).toBe(true);
  });

  it('refuses tomorrow with the schema message', () => {
    expect(validate({ born: day(1) })).toBe(false);
    expect(toFieldErrors(validate.errors)).toEqual([{ path: '/born', message: 'The date of birth must be in the past.' }]);
  });
});
