/**
 * Identifies a partner carrier from a policy number (docs/spec-readings.md#policy-number-carriers). The patterns are
 * tried in the specification's order and the first full match wins: the order matters where two patterns accept the
 * same text (a Bristol West number, "BW-" and nine digits, also has Progressive's shape of two capitals, a hyphen and
 * nine digits).
 */
import { carrierByKey, type CarrierKey } from './carriers';

export const UNKNOWN_CARRIER = 'Unknown';

export type CarrierMatch = CarrierKey | typeof UNKNOWN_CARRIER;

/** The specification's patterns, in its order; each is anchored so that only the whole number counts. */
export const policyNumberPatterns: ReadonlyArray<readonly [CarrierKey, RegExp]> = [
  ['anchor', /^AG-\d{8}$/],
  ['aspire', /^ASP-\d{7}$/],
  ['bamboo', /^BAM-[A-Z]{2}-\d{6}$/],
  ['bristol', /^BW-\d{9}$/],
  ['dairyland', /^DAIRY-\d{10}$/],
  ['kemper', /^K-\d{6}-\d{2}$/],
  ['pacific', /^PS-[A-Z]{2}-\d{7}$/],
  ['progressive', /^[A-Z]{2}-\d{9}$/],
  ['safeco', /^SAF-\d{7}-\d{2}$/],
  ['stillwater', /^SW-\d{8}$/],
  ['aegis', /^AEGIS-\d{7}$/],
  ['delos', /^DEL-\d{10}$/],
  ['lightspeed', /^LS-\d{8}$/],
];

/**
 * Visitors copy numbers from e-mails and type them on phones, so surrounding blanks are dropped and letters are
 * upper-cased before matching; inner characters are left alone, a number with a stray space stays unknown.
 */
export function normalisePolicyNumber(input: string): string {
  return input.trim().toUpperCase();
}

export function identifyCarrier(policyNumber: string): CarrierMatch {
  const value = normalisePolicyNumber(policyNumber);
  for (const [key, pattern] of policyNumberPatterns) if (pattern.test(value)) return key;
  return UNKNOWN_CARRIER;
}

/** The name shown for a match: the carrier's display name, or "Unknown". */
export function carrierMatchName(match: CarrierMatch): string {
  return match === UNKNOWN_CARRIER ? UNKNOWN_CARRIER : carrierByKey(match).name;
}
