/**
 * One delivery's HTTP request: a POST of the signed body to the endpoint, within 15 seconds, following no redirect,
 * refused before it connects when the receiver is, or resolves to, an address of a private network
 * (safe-address.ts). It answers what the delivery log keeps: the status (none when no answer came), how long it
 * took, what went wrong, the first kilobyte of the answer, and the receiver's Retry-After.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, isPublicAddress, publicOnlyLookup } from './safe-address';

export const WEBHOOK_TIMEOUT_MS = 15_000;
/** What of an answer the delivery log keeps. */
export const RESPONSE_EXCERPT_BYTES = 1024;

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: any address, and plain http. */
  allowPrivate: boolean;
  timeoutMs?: number;
  /** The resolver of host names: the system's. */
  resolver?: Parameters<typeof publicOnlyLookup>[0];
  /** The endpoint's kept-alive connections (endpointConnections); without them, a connection of its own. */
  agent?: HttpAgent;
}

/** How long a connection to a receiver is kept while idle: under the 5 seconds many servers keep one open. */
const IDLE_CONNECTION_MS = 4_000;

export interface EndpointConnections {
  /** The agent of an endpoint's connections, made for its URL (a changed URL gets a new one). */
  of(endpoint: { id: string; url: string }): HttpAgent;
  /** Closes every connection. */
  close(): void;
}

/**
 * Connections kept alive per endpoint, never shared between two: a busy endpoint's deliveries reuse a few
 * connections, and a TLS handshake, instead of opening one each. The address check runs when a connection is opened,
 * on the addresses it connects to, as for a connection of its own.
 */
export function endpointConnections({ maxSockets, allowPrivate, resolver }: { maxSockets: number; allowPrivate: boolean; resolver?: WebhookRequest['resolver'] }): EndpointConnections {
  const agents = new Map<string, { url: string; agent: HttpAgent }>();
  return {
    of({ id, url }) {
      const known = agents.get(id);
      if (known?.url === url) return known.agent;
      known?.agent.destroy();
      const options = { keepAlive: true, maxSockets, timeout: IDLE_CONNECTION_MS, ...(allowPrivate ? {} : { lookup: publicOnlyLookup(resolver) }) };
      const agent = url.startsWith('https:') ? new HttpsAgent(options) : new HttpAgent(options);
      agents.set(id, { url, agent });
      return agent;
    },
    close() {
      for (const { agent } of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}

export interface WebhookAnswer {
  status: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
  /** Seconds the receiver asked to wait (Retry-After), if it did. */
  retryAfterSeconds: number | null;
}

/** Why a URL cannot be a webhook endpoint, or null when it can; checked when an endpoint is saved and when sent to. */
export function endpointUrlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter the full address, starting with https://.';
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) return 'The address must start with https://.';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) return 'The address points into a private network.';
  if (!allowPrivate && /^localhost$|\.localhost$/i.test(host)) return 'The address points into a private network.';
  return null;
}

/** Retry-After as seconds: a number of seconds, or an HTTP date. */
export function retryAfterSeconds(value: string | undefined, now: number = Date.now()): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

function excerptOf(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      // Enough for the log: the rest of the answer is not read.
      if (length >= RESPONSE_EXCERPT_BYTES) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', done);
    response.on('close', done);
  });
}

export function sendWebhook(request: WebhookRequest): Promise<WebhookAnswer> {
  const started = performance.now();
  const { url, allowPrivate } = request;
  const problem = endpointUrlProblem(url, allowPrivate);
  if (problem) return Promise.resolve({ status: null, durationMs: 0, error: problem, response: null, retryAfterSeconds: null });
  return post(request, started, true);
}

/**
 * The POST itself. A kept-alive connection the receiver closed as it was reused fails before any answer: the request
 * is sent once more on a new one, as no receiver saw it (`retryOnReset`).
 */
function post(request: WebhookRequest, started: number, retryOnReset: boolean): Promise<WebhookAnswer> {
  const { url, headers, body, allowPrivate, timeoutMs = WEBHOOK_TIMEOUT_MS, resolver, agent } = request;
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<WebhookAnswer, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, durationMs: elapsed() });
    };
    const outgoing = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup: allowPrivate ? undefined : publicOnlyLookup(resolver),
        agent: agent ?? false,
      },
      (response) => {
        void excerptOf(response).then((excerpt) =>
          finish({
            status: response.statusCode ?? null,
            error: null,
            response: excerpt,
            retryAfterSeconds: retryAfterSeconds(response.headers['retry-after']),
          }),
        );
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    outgoing.on('error', (error: Error & { code?: string }) => {
      if (!settled && retryOnReset && outgoing.reusedSocket && error.code === 'ECONNRESET') {
        settled = true;
        clearTimeout(timer);
        resolve(post(request, started, false));
        return;
      }
      const message = error instanceof BlockedAddressError || error.code === 'EBLOCKED' ? error.message : `${error.code ? `${error.code}: ` : ''}${error.message}`;
      finish({ status: null, error: message, response: null, retryAfterSeconds: null });
    });
    outgoing.end(body);
  });
}
