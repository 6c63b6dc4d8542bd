/**
 * The model years a year select offers: newest first, from the current year back (`ui:options.years` of them:
 * 30 in the policy-change forms, 60 in the quotes), never before the first car (1886, the schema's minimum).
 */
export const FIRST_MODEL_YEAR = 1886;

export function modelYears(count: number, now: Date = new Date()): number[] {
  const newest = now.getFullYear();
  const oldest = Math.max(FIRST_MODEL_YEAR, newest - Math.max(0, Math.floor(count)) + 1);
  const years: number[] = [];
  for (let year = newest; year >= oldest; year -= 1) years.push(year);
  return years;
}

/**
 * The years to offer for a current value: a year outside the window (e.g. an older car filled in by a VIN decode)
 * is still listed, in order, so the select can show what the form holds.
 */
export function yearOptions(count: number, value: unknown, now: Date = new Date()): number[] {
  const years = modelYears(count, now);
  if (typeof value !== 'number' || !Number.isInteger(value) || years.includes(value)) return years;
  return [...years, value].sort((a, b) => b - a);
}
