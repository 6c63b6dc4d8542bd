/** What the routes need from the outside world; createApp receives it so tests choose the database and the env. */
import type { WorkNotifier } from './background/work-loop';
import type { CaptchaService } from './captcha/captcha-service';
import type { Database } from './db/database';
import type { Env } from './env';
import type { FunnelCounter } from './funnel/funnel-counter';
import type { Logger } from './logger';
import type { OutboxNotifier } from './mail/outbox-worker';
import type { DataCipher } from './privacy/data-cipher';
import type { VehicleService } from './vehicles/vehicle-service';
import type { WizardRegistry } from './wizards/registry';

export interface AppDeps {
  env: Env;
  database: Database;
  registry: WizardRegistry;
  captcha: CaptchaService;
  log: Logger;
  /** Encrypts the sensitive fields, files and e-mail bodies before they are stored; decrypts them for reading. */
  cipher: DataCipher;
  /** Makes, models and VIN decoding under /api/vehicles; the snapshot source opens lazily, on first use. */
  vehicles: VehicleService;
  /** Signs the staff sessions and encrypts their authenticator secrets (api/staff/auth-secret.ts). */
  staffAuthSecret: string;
  /** Told after every commit that queued e-mails, so the mail worker sends them at once. */
  outbox: OutboxNotifier;
  /** Told after every commit that queued webhook events, so the sender sends them at once; absent, nobody is. */
  webhooks?: WorkNotifier;
  /** The wizards' funnel counters, written to the database every second. */
  funnel: FunnelCounter;
  /** Built front end to serve for non-API paths; omitted, the app answers only /api. */
  staticDir?: string;
}
