/**
 * The app as the server builds it, on a given database, with test settings (cheap captcha, no rate limit). `extras`:
 * who is told about queued e-mails and webhook events (running workers in the delivery tests; nobody otherwise), the
 * funnel's counters (a suite that reads them flushes its own), a built front end.
 */
import { createApp } from '../../../api/app';
import { createCaptchaService } from '../../../api/captcha/captcha-service';
import type { Database } from '../../../api/db/database';
import { loadEnv } from '../../../api/env';
import { startFunnelCounter } from '../../../api/funnel/funnel-counter';
import { createLogger } from '../../../api/logger';
import type { AppDeps } from '../../../api/deps';
import { DEVELOPMENT_AUTH_SECRET } from '../../../api/staff/auth-secret';
import { IDLE_NOTIFIER } from '../../../api/mail/outbox-worker';
import { cipherFromEnv, type DataCipher } from '../../../api/privacy/data-cipher';
import { vehicleServiceFromEnv } from '../../../api/vehicles/vehicle-service';
import { loadWizardRegistry, type WizardRegistry } from '../../../api/wizards/registry';

export const TEST_CAPTCHA_SECRET = 'test-suite-captcha-secret-0123456789abcdef';

/** Every rate-limit family off: the suites send many requests from one client and are not about the limits. */
export const NO_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '0',
  RATE_LIMIT_SITE_FORMS_PER_MINUTE: '0',
  RATE_LIMIT_VALIDATION_PER_MINUTE: '0',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '0',
  RATE_LIMIT_VEHICLES_PER_MINUTE: '0',
  RATE_LIMIT_DRAFTS_PER_MINUTE: '0',
  RATE_LIMIT_EVENTS_PER_MINUTE: '0',
};

let registry: WizardRegistry | undefined;

/**
 * The wizards of forms/, compiled once per test worker and shared by every app and suite it runs: they cannot change
 * during a run, and compiling them is most of what building an app costs. `api/wizards/registry.test.ts` and the
 * servers the suites start compile their own, as production does.
 */
export function testRegistry(): WizardRegistry {
  registry ??= loadWizardRegistry();
  return registry;
}

/** The cipher of an environment without DATA_ENCRYPTION_KEYS (the development key) or with the keys given. */
export function testCipher(source: Record<string, string> = {}): DataCipher {
  return cipherFromEnv(loadEnv({ DATA_DIR: ':memory:', ...source }), () => {});
}

export function buildTestApp(
  database: Database,
  overrides: Record<string, string> = {},
  extras: Partial<Pick<AppDeps, 'outbox' | 'webhooks' | 'funnel' | 'staticDir' | 'log'>> = {},
) {
  const env = loadEnv({
    DATA_DIR: ':memory:',
    CAPTCHA_HMAC_SECRET: TEST_CAPTCHA_SECRET,
    CAPTCHA_COST: '20',
    ...NO_RATE_LIMITS,
    LOG_LEVEL: 'error',
    ...overrides,
  });
  const log = extras.log ?? createLogger(env.LOG_LEVEL);
  return createApp({
    env,
    database,
    registry: testRegistry(),
    captcha: createCaptchaService({ secret: TEST_CAPTCHA_SECRET, cost: env.CAPTCHA_COST, expiresSeconds: 60 }),
    log,
    // Production refuses to start without keys; its tests here use the development key unless they give some.
    cipher: env.DATA_ENCRYPTION_KEYS ? cipherFromEnv(env, () => {}) : testCipher(),
    vehicles: vehicleServiceFromEnv(env, log),
    outbox: extras.outbox ?? IDLE_NOTIFIER,
    webhooks: extras.webhooks,
    funnel: extras.funnel ?? startFunnelCounter({ db: database.db, log }),
    staffAuthSecret: DEVELOPMENT_AUTH_SECRET,
    staticDir: extras.staticDir,
  });
}
