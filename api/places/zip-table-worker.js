/**
 * The `zipcodes` package's table in a worker thread (api/threads/worker-requests.ts). The table is a few megabytes of
 * JavaScript: loading it on the server's own thread held up every other request for as long as that took. The
 * request is a five-digit ZIP code; the answer is its city and state, or null for a code the table does not hold as a
 * US one.
 */
import zipcodes from 'zipcodes';
import { answerRequests } from '../threads/answer-requests.js';

answerRequests((zip) => {
  const entry = zipcodes.lookup(zip);
  // The package also holds Canadian postal codes, looked up by letters; a five-digit code is always a US one.
  return entry && entry.country === 'US' ? { city: entry.city, state: entry.state } : null;
});
