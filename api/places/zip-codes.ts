/**
 * The city and state of a US ZIP code, from the `zipcodes` package's offline table (US Census and USPS data, about
 * 44,000 codes). The table is a few megabytes of JavaScript, so it is read on the first lookup, not at start-up,
 * and only the API holds it: the browser asks GET /api/zip-codes/:zip.
 */
export interface ZipPlace {
  zipCode: string;
  city: string;
  /** The USPS state code, e.g. CA. */
  state: string;
}

/** Five digits, or ZIP+4 (the schemas' `zip` rule); the place is the five-digit code's. */
export const ZIP_CODE = /^([0-9]{5})(?:-[0-9]{4})?$/;

type Lookup = (zip: string) => { zip: string; city: string; state: string; country: string } | undefined;

let table: Promise<Lookup> | undefined;

function loadTable(): Promise<Lookup> {
  table ??= import('zipcodes').then((module) => (zip: string) => module.default.lookup(zip));
  return table;
}

/** The place of a US ZIP code; null for a code the table does not know (or one that is not a ZIP code). */
export async function lookupZipCode(text: string): Promise<ZipPlace | null> {
  const zip = ZIP_CODE.exec(text)?.[1];
  if (zip === undefined) return null;
  const entry = (await loadTable())(zip);
  // The package also holds Canadian postal codes, looked up by letters; a five-digit code is always a US one.
  if (!entry || entry.country !== 'US') return null;
  return { zipCode: zip, city: entry.city, state: entry.state };
}
