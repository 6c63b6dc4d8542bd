import { describe, expect, it } from 'vitest';
import { carrierKeys, carriers } from './carriers';
import { carrierMatchName, identifyCarrier, policyNumberPatterns } from './policy-number';

const examples: Record<(typeof carrierKeys)[number], string> = {
  anchor: 'AG-12345678',
  aspire: 'ASP-1234567',
  bamboo: 'BAM-CA-123456',
  bristol: 'BW-123456789',
  dairyland: 'DAIRY-1234567890',
  kemper: 'K-123456-01',
  pacific: 'PS-AB-1234567',
  progressive: 'CA-123456789',
  safeco: 'SAF-1234567-01',
  stillwater: 'SW-12345678',
  aegis: 'AEGIS-1234567',
  delos: 'DEL-1234567890',
  lightspeed: 'LS-12345678',
};

describe('identifyCarrier', () => {
  it('tries the patterns in the spec order, one per carrier', () => {
    expect(policyNumberPatterns.map(([key]) => key)).toEqual([...carrierKeys]);
  });

  it.each(Object.entries(examples))('recognises a %s number', (key, number) => {
    expect(identifyCarrier(number)).toBe(key);
  });

  it.each([
    ['AG-1234567', 'anchor with 7 digits'],
    ['ASP-12345678', 'aspire with 8 digits'],
    ['BAM-C1-123456', 'bamboo with a digit for a letter'],
    ['BAM-CA-12345', 'bamboo with 5 digits'],
    ['BW-12345678', 'bristol with 8 digits'],
    ['DAIRY-123456789', 'dairyland with 9 digits'],
    ['K-12345-01', 'kemper with 5 digits'],
    ['K-123456-1', 'kemper with a 1-digit suffix'],
    ['K-12345601', 'kemper without the second hyphen'],
    ['PS-A-1234567', 'pacific with one letter'],
    ['PS-AB-123456', 'pacific with 6 digits'],
    ['CA-12345678', 'progressive with 8 digits'],
    ['C-123456789', 'progressive with one letter'],
    ['SAF-1234567-1', 'safeco with a 1-digit suffix'],
    ['SAF-123456-01', 'safeco with 6 digits'],
    ['AEGIS-123456', 'aegis with 6 digits'],
    ['DEL-123456789', 'delos with 9 digits'],
    ['LS-1234567', 'lightspeed with 7 digits'],
    ['AG12345678', 'no hyphen'],
    ['AG-1234567A', 'a letter among the digits'],
    ['XAG-12345678', 'a prefix before a valid number'],
    ['AG-12345678X', 'a suffix after a valid number'],
    ['AG- 12345678', 'an inner blank'],
    ['SAF-1234567-01\nX', 'a second line'],
    ['', 'nothing'],
    ['   ', 'blanks only'],
    ['12345678', 'digits only'],
  ])('answers Unknown for %j (%s)', (number) => {
    expect(identifyCarrier(number)).toBe('Unknown');
  });

  describe('where two patterns could both match, the earlier carrier wins', () => {
    it('BW- and nine digits is Bristol West, although it has Progressive\'s shape', () => {
      expect(/^[A-Z]{2}-\d{9}$/.test('BW-123456789')).toBe(true);
      expect(identifyCarrier('BW-123456789')).toBe('bristol');
    });

    it('a Pacific Specialty number is Pacific, never Progressive', () => {
      expect(identifyCarrier('PS-AB-1234567')).toBe('pacific');
    });

    it('the other two-letter prefixes fall to Progressive with nine digits', () => {
      // Anchor, Stillwater and Lightspeed take eight digits; with nine the number has Progressive's shape.
      expect(identifyCarrier('AG-123456789')).toBe('progressive');
      expect(identifyCarrier('SW-123456789')).toBe('progressive');
      expect(identifyCarrier('LS-123456789')).toBe('progressive');
      expect(identifyCarrier('PS-123456789')).toBe('progressive');
    });
  });

  it('ignores surrounding blanks and letter case, as typed on a phone', () => {
    expect(identifyCarrier('  saf-1234567-01 ')).toBe('safeco');
    expect(identifyCarrier('bam-ca-123456')).toBe('bamboo');
  });
});

describe('carrierMatchName', () => {
  it('names every carrier by its display name and says Unknown otherwise', () => {
    expect(carrierMatchName('safeco')).toBe('Safeco');
    expect(carrierMatchName('bristol')).toBe('Bristol West');
    expect(carrierMatchName('pacific')).toBe('Pacific Specialty');
    expect(carrierMatchName('Unknown')).toBe('Unknown');
    for (const carrier of carriers) expect(carrierMatchName(carrier.key)).toBe(carrier.name);
  });
});
