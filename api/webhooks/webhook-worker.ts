/**
 * The webhook sender of the API process: it claims due deliveries and sends each as its own request, up to
 * `concurrency` at once, in the API's work loop (api/background/work-loop.ts): at once when a commit queued an event,
 * and every WEBHOOK_POLL_MS for retries and for events queued by another replica. A receiver that never answers holds
 * one slot for its 15 seconds, never the others: each finished send makes room for the next due one.
 *
 * Each delivery is signed with the `standardwebhooks` library over `id.timestamp.body` with the endpoint's secret, and
 * with the one before it as well while a rotation's grace period lasts. Its `webhook-id` is its event's id, the same on
 * every try, so receivers can tell a retry from a new event. Delivery is at least once: a crash between the receiver's
 * answer and its record sends it again.
 */
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { agency } from '../../config/agency';
import { startWorkLoop, type WorkLoop } from '../background/work-loop';
import type { Db, Tx } from '../db/database';
import type { Logger } from '../logger';
import { queueEmails } from '../mail/outbox-store';
import { WEBHOOK_DISABLED_KIND, webhookDisabledEmail } from '../mail/webhook-disabled';
import type { DataCipher } from '../privacy/data-cipher';
import { ownerEmails } from '../staff/staff-members';
import { staffInboxLink } from '../staff/staff-paths';
import { isRecord } from '../../json/json-value';
import { pointerTokens } from '../../json/json-pointer';
import type { FileLinkSigner } from './file-links';
import { claimDueDeliveries, MAX_IN_FLIGHT_PER_ENDPOINT, outcomeOf, recordGone, recordTries, type ClaimedDelivery, type Outcome, type Try } from './webhook-store';
import { endpointConnections, sendWebhook, WEBHOOK_TIMEOUT_MS, type WebhookAnswer } from './webhook-sender';

export const USER_AGENT = `${agency.shortName} webhooks`;

export interface WebhookWorkerOptions {
  db: Db;
  cipher: DataCipher;
  log: Logger;
  links: FileLinkSigner;
  publicUrl: string;
  allowPrivate: boolean;
  pollMs: number;
  /** Sends in flight at once. */
  concurrency?: number;
  /** Told when a disabled endpoint's e-mail was queued. */
  onEmailQueued: () => void;
  send?: typeof sendWebhook;
}

/** A claim lasts twice a send's longest: a sender that dies holding deliveries releases them within it. */
const LEASE_MS = 2 * WEBHOOK_TIMEOUT_MS;
/**
 * The sender shares the process with the visitors' requests, and they come first: while the event loop was busy more
 * than this share of the last moment, it sends only SENDS_WHILE_BUSY deliveries a poll, and catches up once the
 * server is quieter. Deliveries wait; nothing is lost, and a visitor's answer is not held up behind them.
 */
const BUSY_SHARE = 0.5;
const SENDS_WHILE_BUSY = 10;
/**
 * The shortest time between two passes: every commit that queues an event and every record of finished sends asks for
 * one, and under load one claim then takes what many of them queued, instead of a claim for each.
 */
const PASS_GAP_MS = 50;
/** How long a reading of the event loop's business holds before it is taken again. */
const BUSY_SAMPLE_MS = 250;

/** Whether the process's event loop has lately been busy more than BUSY_SHARE of the time. */
function busyMeter(): () => boolean {
  let since = performance.eventLoopUtilization();
  let takenAt = performance.now();
  let busy = false;
  return () => {
    const now = performance.now();
    if (now - takenAt >= BUSY_SAMPLE_MS) {
      const current = performance.eventLoopUtilization();
      busy = performance.eventLoopUtilization(current, since).utilization > BUSY_SHARE;
      since = current;
      takenAt = now;
    }
    return busy;
  };
}

/** `value` without what is at each of `pointers` (an endpoint that did not opt in gets no sensitive value). */
export function withoutPointers(value: unknown, pointers: readonly string[]): unknown {
  const copy: unknown = structuredClone(value);
  for (const pointer of pointers) {
    const tokens = pointerTokens(pointer);
    const last = tokens.pop();
    let parent: unknown = copy;
    for (const token of tokens) parent = Array.isArray(parent) ? parent[Number(token)] : isRecord(parent) ? parent[token] : undefined;
    if (last !== undefined && isRecord(parent)) delete parent[last];
  }
  return copy;
}

/** The body one endpoint gets, its files as links valid from now. */
export function deliveryBody(delivery: ClaimedDelivery, cipher: DataCipher, links: FileLinkSigner, now: Date): string {
  const full: unknown = JSON.parse(cipher.decryptText(delivery.event.payload));
  const body = delivery.endpoint.includeSensitive ? full : withoutPointers(full, delivery.event.sensitivePointers);
  const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
  if (data && Array.isArray(data.files)) {
    data.files = data.files.map((file: unknown) => {
      if (!isRecord(file) || typeof file.id !== 'string') return file;
      const { url, expiresAt } = links.link(file.id, delivery.endpoint.id, now);
      return { ...file, url, expiresAt: expiresAt.toISOString() };
    });
  }
  return JSON.stringify(body);
}

/** The Standard Webhooks headers: one signature per secret in use, newest first. */
export function signedHeaders(delivery: ClaimedDelivery, cipher: DataCipher, body: string, now: Date): Record<string, string> {
  const secrets = [delivery.endpoint.secret];
  const { previousSecret, previousSecretExpiresAt } = delivery.endpoint;
  if (previousSecret && previousSecretExpiresAt && previousSecretExpiresAt > now) secrets.push(previousSecret);
  const signatures = secrets.map((secret) => new Webhook(cipher.decryptText(secret)).sign(delivery.event.id, now, body));
  return {
    'webhook-id': delivery.event.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
    'user-agent': USER_AGENT,
  };
}

export function startWebhookWorker(options: WebhookWorkerOptions): WorkLoop {
  const { db, cipher, log, links, allowPrivate, concurrency = 10, send = sendWebhook } = options;
  const inFlight = new Set<Promise<void>>();
  const serverBusy = busyMeter();
  const connections = endpointConnections({ maxSockets: MAX_IN_FLIGHT_PER_ENDPOINT, allowPrivate });
  let lastBusyPass = Number.NEGATIVE_INFINITY;
  let lastPass = Number.NEGATIVE_INFINITY;

  const endpointGone = (delivery: ClaimedDelivery) => async (tx: Tx) => {
    const email = webhookDisabledEmail({ url: delivery.endpoint.url, inboxLink: `${staffInboxLink(options.publicUrl)}/webhooks` });
    await queueEmails(tx, (await ownerEmails(tx)).map((to) => ({ kind: WEBHOOK_DISABLED_KIND, to, ...email })), cipher);
  };

  /**
   * The tries that finished, recorded together: one statement for every try that finished while the last was being
   * written, then one pass for the room they freed.
   */
  let finished: { done: Try; settle: (outcome: Promise<Outcome>) => void }[] = [];
  let recording: Promise<void> | null = null;
  function record(done: Try): Promise<Outcome> {
    if (outcomeOf(done.answer, done.delivery.attempts) === 'gone') {
      return recordGone(db, done, endpointGone(done.delivery)).then(() => {
        loop.queued();
        return 'gone';
      });
    }
    return new Promise<Outcome>((resolve) => {
      finished.push({ done, settle: resolve });
      recording ??= (async () => {
        while (finished.length > 0) {
          const batch = finished;
          finished = [];
          const written = recordTries(db, batch.map((entry) => entry.done));
          batch.forEach((entry, index) => entry.settle(written.then((outcomes) => outcomes[index] ?? 'retry')));
          await written.catch(() => {});
        }
        recording = null;
        loop.queued();
      })();
    });
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const now = new Date();
    let answer: WebhookAnswer;
    try {
      const body = deliveryBody(delivery, cipher, links, now);
      answer = await send({ url: delivery.endpoint.url, headers: signedHeaders(delivery, cipher, body, now), body, allowPrivate, agent: connections.of(delivery.endpoint) });
    } catch (error) {
      answer = { status: null, durationMs: 0, error: error instanceof Error ? error.message : String(error), response: null, retryAfterSeconds: null };
    }
    const outcome = await record({ delivery, answer });
    const what = `webhook ${delivery.event.id} (${delivery.event.type}) to endpoint ${delivery.endpoint.id}`;
    if (outcome === 'delivered') log.info(`${what} delivered on try ${delivery.attempts}`);
    else if (outcome === 'retry') log.warn(`${what} try ${delivery.attempts} failed (${answer.status ?? answer.error}); it is tried again`);
    else if (outcome === 'gone') {
      log.warn(`${what}: the receiver answered 410; the endpoint is turned off and the owners told`);
      options.onEmailQueued();
    } else log.error(`${what} failed after ${delivery.attempts} tries (${answer.status ?? answer.error})`);
  }

  const loop = startWorkLoop({
    name: 'webhook sender',
    log,
    pollMs: options.pollMs,
    async runOnce() {
      const wait = lastPass + PASS_GAP_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastPass = performance.now();
      let room = concurrency - inFlight.size;
      if (serverBusy()) {
        // A pass at most every poll while busy: each finished send and each new event asks for one.
        if (performance.now() - lastBusyPass < options.pollMs) return false;
        lastBusyPass = performance.now();
        room = Math.min(room, SENDS_WHILE_BUSY);
      }
      const claimed = await claimDueDeliveries(db, room, LEASE_MS);
      for (const delivery of claimed) {
        const sending: Promise<void> = deliver(delivery)
          .catch((error: unknown) => log.error(`webhook ${delivery.event.id}: its outcome could not be recorded; it is tried again when its lease ends`, error))
          // Its record asks for the next pass once written: the room it frees is seen then.
          .finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      }
      return false;
    },
  });

  return {
    queued: () => loop.queued(),
    async stop() {
      await loop.stop();
      await Promise.all([...inFlight]);
      connections.close();
    },
  };
}
