/** The agency's notification e-mail for a contact-page message: subject, plain text and HTML. */
import { displayPhone } from '../../text/phone';
import type { ContactPayload } from '../../schemas/site-forms';
import { formatAgencyTime, rowsAndTextEmail, type EmailContent } from './email-layout';

export const CONTACT_NOTIFICATION_KIND = 'contact.agency-notification';

export function contactNotification(message: Omit<ContactPayload, 'captchaToken'>, receivedAt: Date, inboxLink: string): EmailContent {
  return rowsAndTextEmail(
    `New contact message from ${message.name}`,
    'New contact message',
    [
      { label: 'Name', values: [message.name] },
      { label: 'E-mail', values: [message.email] },
      { label: 'Phone', values: [displayPhone(message.phone)] },
      { label: 'Received', values: [formatAgencyTime(receivedAt)] },
      { label: 'In the inbox', values: [inboxLink] },
    ],
    message.message,
  );
}
