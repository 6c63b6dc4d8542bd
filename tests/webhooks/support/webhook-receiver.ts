/**
 * A receiver of webhooks on loopback, as an agency's tool would run one: it verifies every delivery with the
 * `standardwebhooks` library and the endpoint's secret, and keeps what it got. It can be told to refuse the next tries
 * (500), to answer 410 Gone, or to answer nothing at all.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The verified payload; undefined when verification failed. */
  payload?: { type: string; timestamp: string; data: Record<string, unknown> };
  verified: boolean;
  answered: number | null;
}

export interface Receiver {
  url: string;
  /** Every try that reached it, in order. */
  tries: Received[];
  /** The tries it verified and took (2xx). */
  accepted(): Received[];
  /** Verifies with these secrets (several while a rotation lasts). */
  secrets: string[];
  /** The next `count` tries are answered 500. */
  refuse(count: number, retryAfter?: string): void;
  /** Every try from now on is answered 410 Gone. */
  gone(): void;
  /** Every try from now on gets no answer. */
  silent(): void;
  close(): Promise<void>;
}

/** `port`: a port of its own (0: any free one). */
export async function startReceiver(secret: string, port = 0): Promise<Receiver> {
  const tries: Received[] = [];
  let refusals = 0;
  let retryAfter: string | undefined;
  let mode: 'normal' | 'gone' | 'silent' = 'normal';
  const receiver: Partial<Receiver> & { secrets: string[] } = { secrets: [secret] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = request.headers;
      let payload: Received['payload'];
      for (const candidate of receiver.secrets) {
        try {
          payload = new Webhook(candidate).verify(body, {
            'webhook-id': String(headers['webhook-id']),
            'webhook-timestamp': String(headers['webhook-timestamp']),
            'webhook-signature': String(headers['webhook-signature']),
          }) as Received['payload'];
          break;
        } catch {
          // Another secret may sign it.
        }
      }
      const received: Received = { id: String(headers['webhook-id']), headers, body, payload, verified: payload !== undefined, answered: null };
      tries.push(received);
      if (mode === 'silent') return;
      let status = payload ? 200 : 400;
      if (mode === 'gone') status = 410;
      else if (refusals > 0) {
        refusals -= 1;
        status = 500;
        if (retryAfter) response.setHeader('retry-after', retryAfter);
      }
      received.answered = status;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : `refused with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${bound}/hooks/agency`,
    tries,
    accepted: () => tries.filter((entry) => entry.answered !== null && entry.answered < 300),
    refuse(count: number, after?: string) {
      refusals = count;
      retryAfter = after;
    },
    gone() {
      mode = 'gone';
    },
    silent() {
      mode = 'silent';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as Receiver;
}
