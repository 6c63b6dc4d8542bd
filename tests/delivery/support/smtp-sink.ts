/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it accepts, parsed by
 * `mailparser`, so a test sees what a mail client would: recipients, subject, both bodies, attachments. It can
 * listen on a port chosen before it starts (the "server was down, then came back" case), ask for a login, and
 * refuse chosen recipients with a chosen reply, temporarily (4xx) or for good (5xx).
 */
import { createServer } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'site-mailer';
export const SMTP_PASSWORD = 'loopback-secret';

export interface ReceivedMail {
  /** The envelope: who the server was asked to deliver to, which may differ from the headers. */
  envelopeTo: string[];
  envelopeFrom: string;
  /** The login the message was sent under. */
  user: unknown;
  parsed: ParsedMail;
  /** Message-ID without its angle brackets. */
  messageId: string;
}

export interface SmtpSink {
  port: number;
  /** smtp://user:password@127.0.0.1:port, as SMTP_URL. */
  url: string;
  readonly received: readonly ReceivedMail[];
  /** Recipients the server refuses at RCPT TO, with the reply code to use (450 temporary, 550 permanent). */
  refuse: Map<string, number>;
  /** From now on, the server takes messages but holds its answer to the DATA command until release(). */
  hold(): void;
  release(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A port that nothing listens on right now (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

export function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((entry) => entry.value.map((value) => value.address ?? ''));
}

/** A sink for `port` (a free one by default); call start() to listen. */
export async function createSmtpSink(port?: number): Promise<SmtpSink> {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let held: { promise: Promise<void>; release: () => void } | undefined;

  const sink: SmtpSink = {
    port: chosen,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${chosen}`,
    received,
    refuse: new Map(),
    hold() {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      held = { promise, release };
    },
    release() {
      held?.release();
      held = undefined;
    },
    async start() {
      server = new SMTPServer({
        // Plain SMTP on loopback: STARTTLS would need a certificate the client trusts.
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
          else callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
        },
        onRcptTo(address, _session, callback) {
          const code = sink.refuse.get(address.address.toLowerCase());
          if (code === undefined) return callback();
          callback(Object.assign(new Error(`Recipient ${address.address} refused`), { responseCode: code }));
        },
        onData(stream, session, callback) {
          const parsing = simpleParser(stream);
          void parsing.then(
            async (parsed) => {
              await held?.promise;
              const mailFrom = session.envelope.mailFrom;
              received.push({
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                envelopeFrom: mailFrom ? mailFrom.address : '',
                user: session.user,
                parsed,
                messageId: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
              });
              callback();
            },
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(chosen, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      sink.release();
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  return sink;
}

/** Messages by Message-ID: more than one entry for an id is a duplicate delivery. */
export function countByMessageId(received: readonly ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  return counts;
}
