import { describe, expect, it } from 'vitest';
import { checkVin, VIN_CHECK_DIGIT_MESSAGE, VIN_FORMAT_MESSAGE, vinCheckDigit } from './vin';

/** Real VINs with published identities (see vpic-snapshot.test.ts); the North American ones carry valid check digits. */
const NORTH_AMERICAN = [
  '1HGCM82633A004352', // 2003 Honda Accord, the vPIC documentation's example
  '5YJSA1H16EFP36801', // 2014 Tesla Model S
  '2FTEF14H8TCA73155', // 1996 Ford F-150 (check digit 8)
  '1FTFW1EF7BFB11754', // 2011 Ford F-150
  '1C4RJKBG0S8730795', // 2025 Jeep Grand Cherokee L (check digit 0)
  '1M8GDM9AXKP042788', // the Wikipedia article's example, check digit X
];

describe('vinCheckDigit', () => {
  it.each(NORTH_AMERICAN)('computes the check character of %s', (vin) => {
    expect(vinCheckDigit(vin)).toBe(vin.charAt(8));
  });

  it('works through the weights and the transliteration by hand for the vPIC example', () => {
    // 1 H G C M 8 2 6 _ 3 A 0 0 4 3 5 2 -> values 1 8 7 3 4 8 2 6 _ 3 1 0 0 4 3 5 2
    // weighted: 8+56+42+15+16+24+4+60+0+27+8+0+0+20+12+15+4 = 311; 311 mod 11 = 3
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it('writes a remainder of 10 as X', () => {
    expect(vinCheckDigit('1M8GDM9A_KP042788'.replace('_', '0'))).toBe('X');
  });
});

describe('checkVin', () => {
  it.each(NORTH_AMERICAN)('accepts %s', (vin) => {
    expect(checkVin(vin)).toEqual({ ok: true, vin });
  });

  it('upper-cases lower case and ignores surrounding spaces', () => {
    expect(checkVin(' 1hgcm82633a004352 ')).toEqual({ ok: true, vin: '1HGCM82633A004352' });
  });

  it.each([
    ['empty', ''],
    ['16 characters', '1HGCM82633A00435'],
    ['18 characters', '1HGCM82633A0043521'],
    ['the letter I', '1HGCM82633I004352'],
    ['the letter O', '1HGCM82633O004352'],
    ['the letter Q', '1HGCM82633Q004352'],
    ['a space inside', '1HGCM82633 004352'],
    ['a hyphen', '1HGCM-2633A004352'],
    ['a non-ASCII letter', '1HGCM82633Ä004352'],
  ])('refuses %s as not a VIN', (_case, vin) => {
    expect(checkVin(vin)).toEqual({ ok: false, reason: 'format', message: VIN_FORMAT_MESSAGE });
  });

  it.each([
    ['a wrong digit in position 9', '1HGCM82643A004352'],
    ['one character mistyped elsewhere', '1HGCM82633A004353'],
    ['a letter other than X in position 9', '1HGCM826A3A004352'],
    ['two characters swapped', '5YJSA1H16EFP38601'],
  ])('refuses a North American VIN with %s', (_case, vin) => {
    expect(checkVin(vin)).toEqual({ ok: false, reason: 'check_digit', message: VIN_CHECK_DIGIT_MESSAGE });
  });

  it('does not require the check digit outside North America', () => {
    // Position 9 of a Japanese-built Toyota changed: the formula no longer matches, which only North America requires.
    const altered = 'JTEBU11F570006153';
    expect(vinCheckDigit(altered)).not.toBe(altered.charAt(8));
    expect(checkVin(altered)).toEqual({ ok: true, vin: altered });
    // The same change on a VIN starting with 1 is refused.
    expect(checkVin(`1${altered.slice(1)}`)).toMatchObject({ ok: false, reason: 'check_digit' });
  });
});
