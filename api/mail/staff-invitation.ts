/**
 * The e-mail that invites someone to the agency's staff inbox: the one-time link that sets up their sign-in, and until
 * when it works. The link is the credential: the e-mail says so.
 */
import { agency } from '../../config/agency';
import type { StaffRole } from '../db/schema';
import { buttonHtml, formatAgencyTime, headerLine, htmlDocument, paragraphHtml, textDocument, type EmailContent } from './email-layout';

export const STAFF_INVITATION_KIND = 'staff.invitation';

export interface StaffInvitationInput {
  link: string;
  role: StaffRole;
  /** Who sent it; null when it was made on the server's command line. */
  invitedBy: string | null;
  expiresAt: Date;
}

export function staffInvitationEmail({ link, role, invitedBy, expiresAt }: StaffInvitationInput): EmailContent {
  const subject = headerLine(`Your sign-in to the ${agency.shortName} staff inbox`);
  const intro = `${invitedBy ?? agency.name} invited you to the staff inbox of ${agency.name} as ${role === 'owner' ? 'an owner' : 'an agent'}. Open this link to set up how you sign in: with a passkey, or with a password and an authenticator app.`;
  const validity = `The link works once, until ${formatAgencyTime(expiresAt)}. Anyone who has it can set up the account: do not forward it.`;
  const ignore = 'If you did not expect this e-mail, ignore it: nothing happens unless the link is opened.';
  const text = textDocument(['Hello,', '', intro, link, '', validity, '', ignore]);
  const html = htmlDocument(
    subject,
    [paragraphHtml('Hello,'), paragraphHtml(intro), buttonHtml(link, 'Set up my sign-in', 'invitation-link'), paragraphHtml(validity), paragraphHtml(ignore)].join('\n'),
  );
  return { subject, text, html };
}
