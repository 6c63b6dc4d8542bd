import { describe, expect, it } from 'vitest';
import { FIRST_MODEL_YEAR, modelYears, yearOptions } from './vehicle-years';

const now = new Date(2026, 5, 1);

describe('modelYears', () => {
  it('lists the given number of years, newest first, from the current year', () => {
    const years = modelYears(30, now);
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1997);
    expect(modelYears(60, now).at(-1)).toBe(1967);
  });

  it('never goes before the first model year', () => {
    expect(modelYears(500, now).at(-1)).toBe(FIRST_MODEL_YEAR);
    expect(modelYears(0, now)).toEqual([]);
  });
});

describe('yearOptions', () => {
  it('adds a held year outside the window in order', () => {
    expect(yearOptions(3, 1990, now)).toEqual([2026, 2025, 2024, 1990]);
    expect(yearOptions(3, 2025, now)).toEqual([2026, 2025, 2024]);
    expect(yearOptions(3, undefined, now)).toEqual([2026, 2025, 2024]);
  });
});
