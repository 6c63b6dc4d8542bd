/**
 * What the API benchmarks share: the validation case (path and the 4-vehicle, 4-driver payload), the check that a
 * server answers it, and the environment the built API runs with under load.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeySpec } from '../../api/privacy/data-cipher';
import { autoQuoteWith } from '../../tests/api/support/payloads';

export const VALIDATE_PATH = '/api/forms/auto-quote/validate';
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const PAYLOAD_BODY = JSON.stringify(autoQuoteWith(4, 4));

/** True once the server validated the payload (`{"valid":true}`); any other 200 answer is an error. */
export async function validationAccepted(url: string): Promise<boolean> {
  const response = await fetch(`${url}${VALIDATE_PATH}`, { method: 'POST', headers: JSON_HEADERS, body: PAYLOAD_BODY });
  const text = await response.text();
  if (response.status === 200 && text !== '{"valid":true}') throw new Error(`unexpected answer ${text}`);
  return response.status === 200;
}

const CAPTCHA_SECRET = randomBytes(32).toString('hex');
const STAFF_AUTH_SECRET = randomBytes(32).toString('base64');
const BENCH_DATA_KEY = generateKeySpec('bench');

/**
 * The built API's environment under load: production, warnings only in the log, no rate limit (one client sends
 * everything), captcha cost 1 (thousands of challenges are solved before a submission run) and no static site.
 */
export function benchApiEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // A throw-away key: production refuses to start without one, and the bench data is deleted afterwards.
    DATA_ENCRYPTION_KEYS: BENCH_DATA_KEY,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '0',
    RATE_LIMIT_SITE_FORMS_PER_MINUTE: '0',
    RATE_LIMIT_VALIDATION_PER_MINUTE: '0',
    RATE_LIMIT_CAPTCHA_PER_MINUTE: '0',
    RATE_LIMIT_VEHICLES_PER_MINUTE: '0',
    RATE_LIMIT_EVENTS_PER_MINUTE: '0',
    CAPTCHA_COST: '1',
    CAPTCHA_HMAC_SECRET: CAPTCHA_SECRET,
    // Production on PostgreSQL refuses to start without it (the staff sessions'); nobody signs in here.
    STAFF_AUTH_SECRET,
    // The API alone: no built front end is served, whether or not one exists in dist/.
    STATIC_DIR: join(tmpdir(), 'bench-api-no-static-site'),
  };
}
