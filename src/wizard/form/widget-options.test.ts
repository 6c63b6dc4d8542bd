import { describe, expect, it } from 'vitest';
import { countOption, textOf, textOption, vinLookupOption, yearOf } from './widget-options';

describe('widget options', () => {
  it('reads text and count options, treating malformed ones as absent', () => {
    expect(textOption({ yearField: '1/year' }, 'yearField')).toBe('1/year');
    expect(textOption({ yearField: 3 }, 'yearField')).toBeUndefined();
    expect(textOption({ yearField: '' }, 'yearField')).toBeUndefined();
    expect(countOption({ years: 60 }, 'years', 30)).toBe(60);
    expect(countOption({ years: '60' }, 'years', 30)).toBe(30);
    expect(countOption({ years: 0 }, 'years', 30)).toBe(30);
    expect(countOption({}, 'years', 30)).toBe(30);
  });

  it('reads the VIN lookup targets only when all three are given', () => {
    const lookup = { year: '1/year', make: '1/make', model: '1/model' };
    expect(vinLookupOption({ lookup })).toEqual(lookup);
    expect(vinLookupOption({ lookup: { year: '1/y', make: '1/m' } })).toBeNull();
    expect(vinLookupOption({ lookup: ['1/y'] })).toBeNull();
    expect(vinLookupOption({})).toBeNull();
  });

  it('reads years and texts', () => {
    expect(yearOf(2003)).toBe(2003);
    expect(yearOf('2003')).toBe(2003);
    expect(yearOf('03')).toBeNull();
    expect(yearOf(2003.5)).toBeNull();
    expect(textOf('HONDA')).toBe('HONDA');
    expect(textOf('  ')).toBeNull();
    expect(textOf(undefined)).toBeNull();
  });
});
