/**
 * Sends one outbox row through nodemailer's pooled SMTP transport (SMTP_URL). The Message-ID is derived from the
 * row id, so should a message ever be sent twice (a crash between the server's acceptance and its record) the copies
 * are recognisably the same message, and mail clients that thread or de-duplicate by Message-ID treat them as one.
 */
import { agency } from '../../config/agency';
import type { StoredFile } from './outbox-store';

export interface Sender {
  name: string;
  address: string;
}

export interface OutgoingEmail {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: readonly StoredFile[];
}

export interface MailSender {
  /** Resolves once the SMTP server accepted the message; rejects with nodemailer's error otherwise. */
  send(email: OutgoingEmail): Promise<void>;
  /** Closes the pooled connections. */
  close(): void;
}

/** MAIL_FROM ("Name <address>" or an address); unset, the agency's own name and address. */
export function parseSender(mailFrom: string | undefined): Sender {
  if (mailFrom === undefined) return { name: agency.name, address: agency.email.address };
  const match = /^(.*)<([^\s<>]+)>\s*$/.exec(mailFrom);
  if (!match) return { name: '', address: mailFrom.trim() };
  return { name: (match[1] ?? '').trim().replace(/^"(.*)"$/, '$1'), address: match[2] ?? '' };
}

/** `<row id@sender's domain>`: unique per outbox row, stable across tries. */
export function messageIdFor(rowId: string, sender: Sender): string {
  const domain = sender.address.split('@')[1] ?? 'localhost';
  return `<${rowId}@${domain}>`;
}

export interface SmtpSenderOptions {
  url: string;
  from: Sender;
}

/** Bounds on a dead or stalled connection (nodemailer's defaults would wait up to ten minutes of silence). */
const CONNECT_TIMEOUT_MS = 30_000;
const SILENCE_TIMEOUT_MS = 60_000;

/**
 * nodemailer is loaded here, when SMTP_URL is set and the sender is made at start, not with the server's modules, so
 * a server that sends nothing does not pay for loading it. A URL nodemailer refuses still stops the start.
 */
export async function createSmtpSender({ url, from }: SmtpSenderOptions): Promise<MailSender> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    dnsTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SILENCE_TIMEOUT_MS,
  });
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        messageId: messageIdFor(email.id, from),
        attachments: email.attachments.map((file) => ({ filename: file.name, content: file.content, contentType: file.type })),
      });
    },
    close() {
      transport.close();
    },
  };
}
