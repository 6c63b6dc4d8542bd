/**
 * The e-mail of "Save and finish later": the link that reopens the visitor's saved answers, and until when it works.
 * It repeats none of the answers: the link is the only way to them.
 */
import { agency } from '../../config/agency';
import type { WizardUi } from '../../engine/wizard-ui';
import { buttonHtml, headerLine, htmlDocument, paragraphHtml, textDocument, type EmailContent } from './email-layout';
import { escapeHtml } from '../../text/escape-html';

export const DRAFT_LINK_KIND = 'draft.resume-link';

export interface DraftLinkInput {
  ui: Pick<WizardUi, 'title'>;
  link: string;
  expiresAt: Date;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: agency.timeZone });

export function draftLinkEmail({ ui, link, expiresAt }: DraftLinkInput): EmailContent {
  const subject = headerLine(`Finish your ${ui.title} with ${agency.name}`);
  const until = dateFormat.format(expiresAt);
  const intro = `Your answers to our ${ui.title} are saved. Open this link to carry on where you left off, on any device:`;
  const validity = `The link works until ${until}. Once you send the request, or after that date, the saved answers are deleted.`;
  const keep = 'Anyone with this link can see your answers: please do not share it.';
  const ignore = `You receive this e-mail because this address was entered on our website to save a form. If that was not you, you can ignore it, or let us know at ${agency.email.address}.`;
  const text = textDocument(['Hello,', '', intro, link, '', validity, keep, '', ignore]);
  const html = htmlDocument(
    subject,
    [
      paragraphHtml('Hello,'),
      paragraphHtml(intro),
      buttonHtml(link, `Continue my ${ui.title}`, 'resume-link'),
      paragraphHtml(validity),
      paragraphHtml(keep),
      `<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
