/** The e-mail to the owners when a receiver answered 410 Gone and its webhook endpoint was disabled. */
import { agency } from '../../config/agency';
import { buttonHtml, headerLine, htmlDocument, paragraphHtml, textDocument, type EmailContent } from './email-layout';

export const WEBHOOK_DISABLED_KIND = 'staff.webhook-disabled';

export function webhookDisabledEmail({ url, inboxLink }: { url: string; inboxLink: string }): EmailContent {
  const subject = headerLine(`A webhook of ${agency.shortName} was turned off`);
  const intro = `The receiver at ${url} answered 410 Gone: it says it no longer takes these webhooks, so the endpoint is turned off and nothing more is sent to it.`;
  const next = 'If that was a mistake, turn the endpoint on again in the inbox, and send the failed events again from its delivery log.';
  const text = textDocument([intro, '', next, '', `The inbox's webhooks: ${inboxLink}`]);
  const html = htmlDocument(subject, [paragraphHtml(intro), paragraphHtml(next), buttonHtml(inboxLink, 'Open the webhooks', 'inbox-link')].join('\n'));
  return { subject, text, html };
}
