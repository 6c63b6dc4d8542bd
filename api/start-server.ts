/** Wires the configured parts together and listens; server.ts adds the process concerns (signals, exit codes). */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { captchaSecret, createCaptchaService } from './captcha/captcha-service';
import { purgeExpiredCaptchaSolutions } from './captcha/captcha-store';
import { openDatabase, type Database } from './db/database';
import type { Env } from './env';
import { countRequestsInProgress, type RequestsInProgress } from './http/requests-in-progress';
import { purgeEndedRateLimitWindows } from './http/rate-limit';
import { startNewRequestAlerts } from './inbox/new-request-alerts';
import { requestKinds } from './inbox/request-kinds';
import { createLogger, type Logger } from './logger';
import { IDLE_NOTIFIER, outboxWorkerFromEnv, type OutboxWorker } from './mail/outbox-worker';
import { cipherFromEnv, type DataCipher } from './privacy/data-cipher';
import { staffAuthSecretFromEnv } from './staff/auth-secret';
import type { WorkLoop } from './background/work-loop';
import { fileLinkSigner } from './webhooks/file-links';
import { parseConfiguredEndpoints, syncConfiguredEndpoints, type ConfiguredEndpoint } from './webhooks/webhook-endpoints';
import { endpointUrlProblem } from './webhooks/webhook-sender';
import { startWebhookWorker } from './webhooks/webhook-worker';
import { startFunnelCounter, type FunnelCounter } from './funnel/funnel-counter';
import { vehicleServiceFromEnv, type VehicleService } from './vehicles/vehicle-service';
import { loadWizardRegistry, type WizardRegistry } from './wizards/registry';

export interface RunningServer {
  /** Base URL the server answers on, e.g. http://127.0.0.1:3000. */
  url: string;
  close(): Promise<void>;
}

/** The API wired on its database and background workers, answering requests handed to it. */
export interface RunningApi {
  /** The request handler: what the HTTP server calls, or the development server for /api and /dev. */
  fetch(request: Request, bindings?: unknown): Response | Promise<Response>;
  /**
   * Reads forms/ again and answers with the wizards found from the next request on. A folder that breaks a rule
   * throws with every problem, and the wizards answered stay those of before. Development edits a folder with the
   * server running; production starts again instead.
   */
  reloadWizards(): void;
  /** What it runs on, for the start-up line: "pglite, 8 wizards". */
  describe(): string;
  /** Stops the background work and closes the database, once the requests in progress are answered. */
  close(): Promise<void>;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Ended rate-limit windows are forgotten this often: the table holds the clients of the last few minutes. */
const RATE_LIMIT_PURGE_INTERVAL_MS = 5 * 60 * 1000;
/** While closing, idle keep-alive connections are closed this often, so a connection whose last request just finished does not hold the close open. */
const IDLE_SWEEP_MS = 100;

/**
 * Listens through @hono/node-server. An adapter of the project's own saved little when tried, and would have put a
 * translation layer of ours (bodies, aborts, streaming, header edge cases) under every request.
 */
function listen(fetch: Parameters<typeof serve>[0]['fetch'], env: Env): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch, hostname: env.HOST, port: env.PORT }, (info: AddressInfo) =>
      resolvePromise({ server, port: info.port }),
    );
    server.once('error', reject);
  });
}

/** What the configuration gives before anything opens: the keys, and the webhook endpoints it sets. */
interface Secrets {
  cipher: DataCipher;
  staffAuthSecret: string;
  webhookEndpoints: ConfiguredEndpoint[];
}

/** The parts the API runs on, wired by `wireParts()` on an open database. */
interface Parts {
  api: Pick<RunningApi, 'fetch' | 'reloadWizards'>;
  requests: RequestsInProgress<unknown>;
  registry: () => WizardRegistry;
  vehicles: VehicleService;
  mailWorker: OutboxWorker | undefined;
  webhookWorker: WorkLoop;
  funnel: FunnelCounter;
}

/**
 * Wires the parts on `database`. The validators are compiled here, after the database opened: PGlite's start leaves
 * V8 compiling PostgreSQL's WebAssembly on its background threads for a while, and compiling them now overlaps that
 * work instead of the first requests waiting for it. Every validator the server uses is compiled here or as its
 * module loads, once per process (and again for the wizards when they are reloaded).
 */
async function wireParts(env: Env, log: Logger, secrets: Secrets, database: Database, options: ApiOptions): Promise<Parts> {
  const { cipher, staffAuthSecret } = secrets;
  let registry = loadWizardRegistry();
  const captcha = createCaptchaService({
    secret: captchaSecret(env.CAPTCHA_HMAC_SECRET, log),
    cost: env.CAPTCHA_COST,
    expiresSeconds: env.CAPTCHA_EXPIRES_SECONDS,
  });
  const staticDir = resolve(env.STATIC_DIR);
  const built = options.servesFrontEnd && existsSync(join(staticDir, 'index.html'));
  if (options.servesFrontEnd && !built) log.warn(`no built front end in ${staticDir} (run "npm run build" before starting); only /api is served`);
  // Builds nothing yet: the vehicle data is prepared in the background once the server listens.
  const vehicles = vehicleServiceFromEnv(env, log);
  // Started before listening: e-mails left pending by the previous run go out without waiting for a new request.
  const mailWorker = await outboxWorkerFromEnv(env, database.db, log, cipher);
  // The same for webhooks: a request stored just before a crash has its events sent after the restart.
  await syncConfiguredEndpoints(database.db, cipher, secrets.webhookEndpoints);
  const webhookWorker = startWebhookWorker({
    db: database.db,
    cipher,
    log,
    links: fileLinkSigner(staffAuthSecret, env.PUBLIC_URL),
    publicUrl: env.PUBLIC_URL,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    pollMs: env.WEBHOOK_POLL_MS,
    onEmailQueued: () => mailWorker?.queued(),
  });
  const funnel = startFunnelCounter({ db: database.db, log });
  const appFor = (wizards: WizardRegistry) =>
    createApp({
      env,
      database,
      registry: wizards,
      captcha,
      log,
      cipher,
      vehicles,
      outbox: mailWorker ?? IDLE_NOTIFIER,
      webhooks: webhookWorker,
      funnel,
      staffAuthSecret,
      staticDir: built ? staticDir : undefined,
    });
  try {
    let app = appFor(registry);
    const requests = countRequestsInProgress((request, bindings) => app.fetch(request, bindings));
    const reloadWizards = () => {
      const reloaded = loadWizardRegistry();
      app = appFor(reloaded);
      registry = reloaded;
    };
    return { api: { fetch: requests.fetch, reloadWizards }, requests, registry: () => registry, vehicles, mailWorker, webhookWorker, funnel };
  } catch (error) {
    await funnel.stop();
    await webhookWorker.stop();
    await mailWorker?.stop();
    throw error;
  }
}

export interface ApiOptions {
  /** Whether the built front end of STATIC_DIR is served too: not when the development server serves the pages. */
  servesFrontEnd: boolean;
}

/** Opens the database and wires the API on it, without listening: `startServer()` listens; `npm run dev` mounts it. */
export async function startApi(env: Env, log: Logger = createLogger(env.LOG_LEVEL), options: ApiOptions = { servesFrontEnd: true }): Promise<RunningApi> {
  // First: production on PostgreSQL without DATA_ENCRYPTION_KEYS or STAFF_AUTH_SECRET stops here, before anything is opened.
  const warn = (message: string) => log.warn(message);
  const secrets: Secrets = {
    cipher: cipherFromEnv(env, warn, { createLocalKey: true }),
    staffAuthSecret: staffAuthSecretFromEnv(env, warn, { createLocalSecret: true }),
    webhookEndpoints: parseConfiguredEndpoints(env.WEBHOOK_ENDPOINTS, (url) => endpointUrlProblem(url, env.WEBHOOK_ALLOW_PRIVATE_NETWORKS)),
  };
  const database = await openDatabase(env);
  let parts: Parts;
  try {
    parts = await wireParts(env, log, secrets, database, options);
  } catch (error) {
    // A malformed wizard folder or an SMTP_URL nodemailer refuses stops the start, and the database opened for it
    // closes.
    await database.close();
    throw error;
  }
  const { api, requests, registry, vehicles, mailWorker, webhookWorker, funnel } = parts;

  // Not awaited: decompressing and indexing the vPIC snapshot takes longer than the rest of the start, which should
  // not wait for it. A request arriving earlier waits for the same preparation.
  const warmingUp = vehicles.warmUp();

  const purge = setInterval(() => {
    purgeExpiredCaptchaSolutions(database.db).catch((error: unknown) => log.warn('captcha purge failed', error));
  }, PURGE_INTERVAL_MS);
  purge.unref();
  const stopAlerts = startNewRequestAlerts(
    { db: database.db, cipher: secrets.cipher, kinds: requestKinds(registry()), publicUrl: env.PUBLIC_URL, thresholdHours: env.STAFF_NEW_ALERT_HOURS },
    log,
    () => mailWorker?.queued(),
  );
  const rateLimitPurge = setInterval(() => {
    purgeEndedRateLimitWindows(database.db).catch((error: unknown) => log.warn('rate limit purge failed', error));
  }, RATE_LIMIT_PURGE_INTERVAL_MS);
  rateLimitPurge.unref();

  return {
    ...api,
    describe: () => `${database.kind}, ${registry().list().length} wizards`,
    close: async () => {
      clearInterval(purge);
      clearInterval(rateLimitPurge);
      stopAlerts();
      // A request whose client has gone no longer holds a connection open, but it may still be on its way to the
      // database: it finishes before the database closes.
      await requests.settled();
      if (mailWorker) log.info('every request answered; finishing the e-mail sends in progress');
      // After the requests: none can queue more. The worker claims nothing new; the sends in progress finish and
      // their outcome is recorded first. The funnel's last second of counts is written.
      await funnel.stop();
      // The sends in progress finish; a 410 among them queues its e-mail before the mail worker stops.
      await webhookWorker.stop();
      await mailWorker?.stop();
      await warmingUp;
      await vehicles.close();
      await database.close();
    },
  };
}

export async function startServer(env: Env, log: Logger = createLogger(env.LOG_LEVEL)): Promise<RunningServer> {
  const started = performance.now();
  const api = await startApi(env, log);
  let listening: { server: ServerType; port: number };
  try {
    listening = await listen(api.fetch, env);
  } catch (error) {
    // A port in use stops the start, and what was opened for it closes.
    await api.close();
    throw error;
  }
  const { server, port } = listening;
  const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
  log.info(`listening on http://${host}:${port} (${api.describe()}) in ${Math.round(performance.now() - started)} ms`);

  return {
    url,
    close: async () => {
      // No new connection is accepted from here on; requests in progress finish and are answered. A keep-alive
      // connection is closed as soon as it is idle, i.e. once its current request has been answered.
      await new Promise<void>((done) => {
        const sweep = setInterval(() => {
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }, IDLE_SWEEP_MS);
        server.close(() => {
          clearInterval(sweep);
          done();
        });
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await api.close();
    },
  };
}
