/**
 * VIN syntax and the North American check digit (49 CFR 565.15). Checked before any lookup, so a typo gets a
 * message the visitor can act on instead of a "not found" from the data source.
 */

/** 17 characters: digits and capitals except I, O and Q (they read as 1 and 0). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const VIN_FORMAT_MESSAGE = 'A VIN is 17 characters: capital letters except I, O and Q, and digits.';
export const VIN_CHECK_DIGIT_MESSAGE = 'The VIN check digit does not match; please check the VIN.';

export type VinCheck =
  | { ok: true; vin: string }
  | { ok: false; reason: 'format' | 'check_digit'; message: string };

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The standard transliteration: letters get the values 1-9 in runs (A-H, J-R without O and Q, S-Z). */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/**
 * The check character a VIN of valid syntax should carry at position 9: the weighted sum modulo 11, with 10
 * written as X. Position 9 itself has weight 0, so whatever it holds does not change the result.
 */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < WEIGHTS.length; index += 1) {
    const character = vin.charAt(index);
    const value = /[0-9]/.test(character) ? Number(character) : (LETTER_VALUES[character] ?? 0);
    sum += value * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Vehicles built for North America (first character 1-5: United States, Canada, Mexico) must carry a valid check
 * digit. Elsewhere position 9 is often a plain letter or digit, so it is not checked there.
 */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

/** Lower case is accepted and upper-cased; surrounding spaces are ignored. Nothing else is repaired. */
export function checkVin(input: string): VinCheck {
  const vin = input.trim().toUpperCase();
  if (!VIN_PATTERN.test(vin)) return { ok: false, reason: 'format', message: VIN_FORMAT_MESSAGE };
  if (isNorthAmericanVin(vin) && vin.charAt(8) !== vinCheckDigit(vin)) {
    return { ok: false, reason: 'check_digit', message: VIN_CHECK_DIGIT_MESSAGE };
  }
  return { ok: true, vin };
}
