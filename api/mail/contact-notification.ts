/** The agency's notification e-mail for a contact-page message, as an outbox row's subject, text and HTML. */
import type { ContactPayload } from '../../schemas/site-forms';

export const CONTACT_NOTIFICATION_KIND = 'contact.agency-notification';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything the visitor typed is escaped before it goes into HTML: the message is read in a mail client. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export function contactNotification(message: Omit<ContactPayload, 'captchaToken'>, receivedAt: Date): EmailContent {
  // A subject is one header line: line breaks cannot occur (the name pattern refuses them) but are stripped anyway.
  const subject = `New contact message from ${message.name}`.replace(/[\r\n]+/g, ' ');
  const fields: [string, string][] = [
    ['Name', message.name],
    ['E-mail', message.email],
    ['Phone', message.phone],
    ['Received', receivedAt.toISOString()],
  ];
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), '', message.message].join('\n');
  const html = [
    '<h1>New contact message</h1>',
    '<table>',
    ...fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
