/**
 * The city and state of a US ZIP code, from the `zipcodes` package's offline table (US Census and USPS data, about
 * 44,000 codes). The table is a few megabytes of JavaScript, so it is loaded on the first lookup, not at start-up, on a
 * worker thread that then answers every lookup (zip-table-worker.js): loaded on the server's thread, it held up every
 * other request meanwhile. Only the API holds it: the browser asks GET /api/zip-codes/:zip.
 */
import { startWorkerRequests, type WorkerRequests } from '../threads/worker-requests';

export interface ZipPlace {
  zipCode: string;
  city: string;
  /** The USPS state code, e.g. CA. */
  state: string;
}

/** Five digits, or ZIP+4 (the schemas' `zip` rule); the place is the five-digit code's. */
export const ZIP_CODE = /^([0-9]{5})(?:-[0-9]{4})?$/;

const TABLE_WORKER = new URL('./zip-table-worker.js', import.meta.url);

let table: WorkerRequests<string, { city: string; state: string } | null> | undefined;

/** The place of a US ZIP code; null for a code the table does not know (or one that is not a ZIP code). */
export async function lookupZipCode(text: string): Promise<ZipPlace | null> {
  const zip = ZIP_CODE.exec(text)?.[1];
  if (zip === undefined) return null;
  table ??= startWorkerRequests(TABLE_WORKER, 'ZIP code table');
  const place = await table.request(zip);
  return place && { zipCode: zip, ...place };
}
