/**
 * The confirmation a visitor receives after submitting a wizard: the request id, what happens next (the wizard's
 * own thank-you text, so the e-mail and the thank-you screen promise the same 1-2 business days) and how to reach
 * the agency. It deliberately repeats none of the submitted details: the address was typed by the visitor and is
 * not verified, and licence numbers or dates of birth do not belong in a mailbox someone else may read.
 */
import { agency } from '../../config/agency';
import type { WizardUi } from '../../engine/wizard-ui';
import { headerLine, headingHtml, htmlDocument, openingHoursLine, paragraphHtml, textDocument, type EmailContent } from './email-layout';
import { escapeHtml } from '../../text/escape-html';

export const CUSTOMER_CONFIRMATION_KIND = 'wizard.customer-confirmation';

export interface ConfirmationInput {
  ui: Pick<WizardUi, 'title' | 'texts'>;
  requestId: string;
  /** The name the visitor typed; a neutral greeting without one. */
  fullName?: string;
}

export function customerConfirmation({ ui, requestId, fullName }: ConfirmationInput): EmailContent {
  const { thankYou } = ui.texts;
  const subject = headerLine(`We received your ${ui.title} (${requestId})`);
  const greeting = fullName ? `Dear ${fullName},` : 'Hello,';
  const phoneLine = `By phone: ${agency.phone.display}, ${openingHoursLine()}.`;
  const emailLine = `By e-mail: ${agency.email.address}, 24/7; we answer during business hours.`;
  const ignoreLine = `You receive this e-mail because this address was entered in a request on our website. If that was not you, please let us know at ${agency.email.address}.`;

  const text = textDocument([
    greeting,
    '',
    `Thank you for choosing ${agency.name}. ${thankYou.body}`,
    '',
    `${thankYou.requestIdLabel}: ${requestId}`,
    thankYou.saveNote,
    '',
    'Questions? We are happy to help:',
    phoneLine,
    emailLine,
    '',
    ignoreLine,
  ]);

  const html = htmlDocument(
    subject,
    [
      paragraphHtml(greeting),
      paragraphHtml(`Thank you for choosing ${agency.name}. ${thankYou.body}`),
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr>',
      '<td style="background:#eef6fb;border:1px solid #b6d7ea;border-radius:6px;padding:14px 16px">',
      `<div style="font-size:13px;color:#4b5563">${escapeHtml(thankYou.requestIdLabel)}</div>`,
      // Small enough to stay on one line in a phone's mail app: an id broken at a hyphen is easy to misread.
      `<div style="font-size:18px;font-weight:bold;letter-spacing:0.5px;font-family:'Courier New',monospace" data-request-id>${escapeHtml(requestId)}</div>`,
      `<div style="font-size:13px;color:#4b5563;margin-top:6px">${escapeHtml(thankYou.saveNote)}</div>`,
      '</td></tr></table>',
      headingHtml('Questions? We are happy to help'),
      `<p style="margin:0 0 6px;line-height:1.5">By phone: <a href="${escapeHtml(agency.phone.href)}">${escapeHtml(agency.phone.display)}</a>, ${escapeHtml(openingHoursLine())}.</p>`,
      `<p style="margin:0 0 14px;line-height:1.5">By e-mail: <a href="${escapeHtml(agency.email.href)}">${escapeHtml(agency.email.address)}</a>, 24/7; we answer during business hours.</p>`,
      `<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(ignoreLine)}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
