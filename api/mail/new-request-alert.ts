/**
 * The e-mail to the owners about a request that has waited in New longer than STAFF_NEW_ALERT_HOURS business hours:
 * which request, since when, and the link to it in the inbox. Nothing of what the visitor wrote but their name.
 */
import { agency } from '../../config/agency';
import { buttonHtml, formatAgencyTime, headerLine, htmlDocument, paragraphHtml, rowsHtml, rowsText, textDocument, type EmailContent, type EmailRow } from './email-layout';

export const NEW_REQUEST_ALERT_KIND = 'staff.new-request-alert';

export interface NewRequestAlertInput {
  title: string;
  requestId: string;
  name: string;
  receivedAt: Date;
  waitedHours: number;
  link: string;
}

export function newRequestAlert({ title, requestId, name, receivedAt, waitedHours, link }: NewRequestAlertInput): EmailContent {
  const subject = headerLine(`Waiting for an answer: ${title} ${requestId}${name ? ` from ${name}` : ''}`);
  const intro = `This request is still New after ${waitedHours.toFixed(1)} business hours at ${agency.shortName}. Nobody has answered it yet.`;
  const rows: EmailRow[] = [
    { label: 'Request ID', values: [requestId] },
    { label: 'Received', values: [formatAgencyTime(receivedAt)] },
  ];
  const text = textDocument([intro, '', ...rowsText(rows), '', `Open it in the inbox: ${link}`]);
  const html = htmlDocument(subject, [paragraphHtml(intro), rowsHtml(rows), buttonHtml(link, 'Open in the inbox', 'inbox-link')].join('\n'));
  return { subject, text, html };
}
