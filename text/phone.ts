/**
 * Phone numbers as people type them. The schemas' phone rule (common.schema.json `phone`) is the specification's:
 * an optional `+` and 7 to 15 digits, nothing else. What people type is usually punctuated, `(408) 555-1234`,
 * `408.555.1234`, `+1 408 555 1234`, so the forms hand the schema the number without its punctuation. A North
 * American number with its country code (`+1` or `1` and ten digits) is kept as its ten digits, the form the agency
 * dials. Text with anything else in it (letters, an extension) is left as typed: the schema's message then says it
 * is not a phone number.
 */

/** Spaces (of any kind), hyphens and dashes, dots, slashes and brackets: what separates the groups of a number. */
const SEPARATORS = /[\s\u2010-\u2015.\-/()]/g;
const PLAIN_NUMBER = /^\+?[0-9]+$/;
const NORTH_AMERICAN_WITH_COUNTRY_CODE = /^\+?1([2-9][0-9]{9})$/;

export function normalizePhone(text: string): string {
  const joined = text.replace(SEPARATORS, '');
  if (!PLAIN_NUMBER.test(joined)) return text;
  return NORTH_AMERICAN_WITH_COUNTRY_CODE.exec(joined)?.[1] ?? joined;
}

const NORTH_AMERICAN = /^([2-9][0-9]{2})([2-9][0-9]{2})([0-9]{4})$/;

/**
 * A stored number as people read it back: a North American number of ten digits as `(408) 555-1234`, the way the
 * site writes the agency's own; any other number (international, or not a phone number at all) as it was stored.
 */
export function displayPhone(number: string): string {
  const groups = NORTH_AMERICAN.exec(number);
  return groups === null ? number : `(${groups[1]}) ${groups[2]}-${groups[3]}`;
}
